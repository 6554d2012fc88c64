import { occupancyPercent } from '@yardline/domain/yard/yard-containers';
import { Flex, Typography } from 'antd';
import { type MouseEvent, memo, type PointerEvent, useLayoutEffect, useRef } from 'react';
import {
  type GridShape,
  type GridSlot,
  gridSize,
  slotAt,
} from '../../../components/yard-grid/slot-grid.ts';
import { useDrawDue } from '../../../components/yard-grid/use-draw-due.ts';
import type { AreaModel, YardModel } from '../../../components/yard-grid/yard-model.ts';
import { type DrawOptions, drawArea } from '../draw-area.ts';

/** A slot the pointer is on, with where the pointer is on the page. */
export interface SlotPointer {
  area: number;
  slot: GridSlot;
  clientX: number;
  clientY: number;
}

interface AreaGridProps {
  area: AreaModel;
  index: number;
  model: YardModel;
  /** Changes whenever the model was patched in place. */
  version: number;
  options: DrawOptions;
  onHover?: (pointer: SlotPointer | undefined) => void;
  onContextMenu?: (pointer: SlotPointer) => void;
  /** Called after each draw (the page times its first full draw). */
  onDrawn: (index: number, ms: number) => void;
}

function pointerOn(
  shape: GridShape,
  area: number,
  event: PointerEvent | MouseEvent,
): SlotPointer | undefined {
  const box = event.currentTarget.getBoundingClientRect();
  const slot = slotAt(shape, event.clientX - box.left, event.clientY - box.top);
  return slot && { area, slot, clientX: event.clientX, clientY: event.clientY };
}

/**
 * One area of the inventory (doc 2 §2): its jump anchor `area_{name}`, its occupancy and its slot
 * grid, drawn on one canvas. The slot under the pointer is found by geometry (`slotAt`), so the
 * grid has no element per slot.
 */
export const AreaGrid = memo(function AreaGrid({
  area,
  index,
  model,
  version,
  options,
  onHover,
  onContextMenu,
  onDrawn,
}: AreaGridProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const due = useDrawDue(canvas);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks a model patched in place
  useLayoutEffect(() => {
    const element = canvas.current;
    if (!element || !due) return;
    const start = performance.now();
    drawArea(element, area, model, options);
    element.dataset.drawn = 'true';
    onDrawn(index, performance.now() - start);
  }, [due, area, model, options, version, index, onDrawn]);

  const percent = occupancyPercent(area.filled, area.totalSlots);
  // Its size before it is drawn, so the page's height and anchors do not move as areas are drawn.
  const { width, height } = gridSize(area.shape);
  return (
    <section id={`area_${area.name}`} aria-label={`Area ${area.name}`} className="inventory-area">
      <Flex gap={12} align="baseline">
        <Typography.Title level={2} style={{ fontSize: 15, margin: 0 }}>
          Area {area.name}
        </Typography.Title>
        <Typography.Text type="secondary" data-occupancy={percent}>
          {percent} % full ({area.filled.toLocaleString('en')} of{' '}
          {area.totalSlots.toLocaleString('en')} slots)
        </Typography.Text>
      </Flex>
      <canvas
        ref={canvas}
        style={{ width, height }}
        role="img"
        aria-label={`Slots of area ${area.name}`}
        data-area={area.name}
        onPointerMove={onHover && ((event) => onHover(pointerOn(area.shape, index, event)))}
        onPointerLeave={onHover && (() => onHover(undefined))}
        onContextMenu={
          onContextMenu &&
          ((event) => {
            event.preventDefault();
            const pointer = pointerOn(area.shape, index, event);
            if (pointer) onContextMenu(pointer);
          })
        }
      />
    </section>
  );
});
