import type { QueuedContainer } from '@yardline/domain/planning/planning-api';
import { Button, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { linerColours } from '../../../components/yard-grid/yard-canvas.ts';
import type { YardModel } from '../../../components/yard-grid/yard-model.ts';
import { PLAN_GRID, type PlanDrawOptions, ZOOMED_GRID } from '../draw-plan-area.ts';
import { assignableSlots, type PlannedSlots } from '../plan-slots.ts';
import { PlanAreaGrid, type PlanPointer } from './plan-area-grid.tsx';
import { SlotTooltip } from './slot-tooltip.tsx';

/**
 * The yard grid of the planning screen: every area (or the one zoomed into) with its slots
 * coloured (doc 3 §4), the slots the next container can take highlighted, the engine's
 * suggestion outlined, and a tooltip on the slot pointed at.
 */
export function PlanGridPanel({
  model,
  version,
  loading,
  planned,
  target,
  suggested,
  onSlot,
}: {
  model: YardModel | undefined;
  /** Changes whenever the model is patched in place. */
  version: number;
  loading: boolean;
  planned: PlannedSlots;
  /** The container the next click gives a slot to. */
  target: QueuedContainer | undefined;
  /** The slot keys of the engine's first suggestion for it. */
  suggested: ReadonlySet<string>;
  onSlot: (pointer: PlanPointer) => void;
}) {
  const [zoom, setZoom] = useState<string>();
  const [hover, setHover] = useState<PlanPointer>();
  const colours = useMemo(() => (model ? linerColours(model.boxes) : new Map()), [model]);
  const shownAreas = useMemo(
    () =>
      (model?.areas ?? [])
        .map((area, index) => ({ area, index }))
        .filter(({ area }) => zoom === undefined || area.name === zoom),
    [model, zoom],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version marks a model patched in place
  const drawOptions = useMemo(() => {
    const options = new Map<number, PlanDrawOptions>();
    if (!model) return options;
    for (const { index } of shownAreas) {
      options.set(index, {
        colours,
        planned: planned[index] ?? new Map(),
        assignable: target
          ? assignableSlots(model, planned, index, target.size)
          : new Set<number>(),
        suggested,
        metrics: zoom ? ZOOMED_GRID : PLAN_GRID,
      });
    }
    return options;
  }, [model, version, shownAreas, colours, planned, target, suggested, zoom]);

  return (
    <div className="planning-grid">
      <nav aria-label="Areas" className="planning-jump">
        <Typography.Text type="secondary">Zoom:</Typography.Text>
        <Button
          size="small"
          type={zoom === undefined ? 'primary' : 'default'}
          onClick={() => setZoom(undefined)}
        >
          All areas
        </Button>
        {(model?.areas ?? []).map((area) => (
          <Button
            key={area.name}
            size="small"
            type={zoom === area.name ? 'primary' : 'default'}
            onClick={() => setZoom(area.name)}
          >
            {area.name}
          </Button>
        ))}
      </nav>
      {loading && <Spin />}
      {model &&
        shownAreas.map(({ area, index }) => {
          const options = drawOptions.get(index);
          return (
            options && (
              <PlanAreaGrid
                key={area.name}
                area={area}
                index={index}
                model={model}
                version={version}
                options={options}
                zoomed={zoom === area.name}
                onZoom={setZoom}
                onSlot={onSlot}
                onHover={setHover}
              />
            )
          );
        })}
      {hover && model && (
        <SlotTooltip model={model} pointer={hover} planned={planned} target={target} />
      )}
    </div>
  );
}
