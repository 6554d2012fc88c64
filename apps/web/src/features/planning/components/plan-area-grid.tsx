import { occupancyPercent } from '@yardline/domain/yard/yard-containers';
import { Button, Flex, Typography } from 'antd';
import { type MouseEvent, memo, useLayoutEffect, useRef } from 'react';
import { type GridSlot, slotAt } from '../../../components/yard-grid/slot-grid.ts';
import type { AreaModel, YardModel } from '../../../components/yard-grid/yard-model.ts';
import { drawPlanArea, type PlanDrawOptions } from '../draw-plan-area.ts';

/** A slot the pointer is on, with where the pointer is on the page. */
export interface PlanPointer {
  area: number;
  slot: GridSlot;
  clientX: number;
  clientY: number;
}

interface PlanAreaGridProps {
  area: AreaModel;
  index: number;
  model: YardModel;
  /** Changes whenever the model was patched in place. */
  version: number;
  options: PlanDrawOptions;
  zoomed: boolean;
  onZoom: (area: string | undefined) => void;
  onSlot: (pointer: PlanPointer) => void;
  onHover: (pointer: PlanPointer | undefined) => void;
}

/**
 * One area of the planning grid on one canvas, by row, cell and height (doc 3 §2); the slot under
 * the pointer is found by the same geometry that drew it.
 */
export const PlanAreaGrid = memo(function PlanAreaGrid({
  area,
  index,
  model,
  version,
  options,
  zoomed,
  onZoom,
  onSlot,
  onHover,
}: PlanAreaGridProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks a model patched in place
  useLayoutEffect(() => {
    if (canvas.current) drawPlanArea(canvas.current, area, model, options);
  }, [area, model, options, version]);

  const pointer = (event: MouseEvent<HTMLCanvasElement>): PlanPointer | undefined => {
    const box = event.currentTarget.getBoundingClientRect();
    const slot = slotAt(
      area.shape,
      event.clientX - box.left,
      event.clientY - box.top,
      options.metrics,
    );
    return slot && { area: index, slot, clientX: event.clientX, clientY: event.clientY };
  };

  const percent = occupancyPercent(area.filled, area.totalSlots);
  return (
    <section aria-label={`Area ${area.name}`} className="planning-area">
      <Flex gap={12} align="baseline">
        <Typography.Title level={2} style={{ fontSize: 15, margin: 0 }}>
          Area {area.name}
        </Typography.Title>
        <Typography.Text type="secondary">
          {percent} % full · {area.shape.rows} rows × {area.shape.columns} cells ×{' '}
          {area.shape.tiers} high
        </Typography.Text>
        <Button size="small" type="link" onClick={() => onZoom(zoomed ? undefined : area.name)}>
          {zoomed ? 'Show all areas' : `Zoom into ${area.name}`}
        </Button>
      </Flex>
      <canvas
        ref={canvas}
        role="img"
        aria-label={`Slots of area ${area.name}`}
        data-area={area.name}
        data-zoomed={zoomed ? 'true' : 'false'}
        style={{ cursor: 'pointer' }}
        onClick={(event) => {
          const at = pointer(event);
          if (at) onSlot(at);
        }}
        onPointerMove={(event) => onHover(pointer(event))}
        onPointerLeave={() => onHover(undefined)}
      />
    </section>
  );
});
