import { type GridMetrics, slotRect } from '../../components/yard-grid/slot-grid.ts';
import {
  type Batch,
  batchOf,
  fillBatches,
  startAreaCanvas,
  strokeBatches,
  UNKNOWN_LINER_COLOUR,
} from '../../components/yard-grid/yard-canvas.ts';
import {
  type AreaModel,
  CELL,
  spanOf,
  type YardModel,
} from '../../components/yard-grid/yard-model.ts';
import type { SlotPlan } from './plan-slots.ts';

/** Doc 3 §4 "Slot colouring". */
export const PLAN_COLOURS = {
  empty: '#ffffff',
  emptyBorder: '#c3cbd5',
  planned: '#fadb14',
  /** The dashed border of a slot planned by a stored plan, and of one planned on screen. */
  plannedBorder: '#5c4a00',
  draftBorder: '#1668dc',
  strike: '#3d3200',
  assignable: '#fff1a8',
  assignableBorder: '#d48806',
  suggested: '#389e0d',
  /** A free slot an open task holds: its box is on the way. */
  held: '#ffbb96',
  heldBorder: '#ad2102',
} as const;

/** The planning grid: larger than the inventory's, the yard being drawn with room to click. */
export const PLAN_GRID: GridMetrics = {
  slotWidth: 16,
  columnGap: 3,
  tierHeight: 10,
  rowGap: 6,
  labelWidth: 40,
  headerHeight: 16,
};

/** One area zoomed into. */
export const ZOOMED_GRID: GridMetrics = {
  slotWidth: 28,
  columnGap: 4,
  tierHeight: 18,
  rowGap: 10,
  labelWidth: 48,
  headerHeight: 22,
};

export interface PlanDrawOptions {
  /** Liner id → colour. */
  colours: ReadonlyMap<number, string>;
  /** This area's planned slots (`cell × tiers + tier`). */
  planned: ReadonlyMap<number, SlotPlan>;
  /** This area's slots the container to assign could take. */
  assignable: ReadonlySet<number>;
  /** Slot keys of the engine's suggestion for the selected container, outlined. */
  suggested: ReadonlySet<string>;
  metrics: GridMetrics;
}

/**
 * Draws one area for planning: empty slots white, boxes in their liner's colour (black when
 * unknown), planned slots yellow and slots open tasks hold orange, struck through, with a dashed
 * border, and the free slots the container to assign could take highlighted. Rectangles are gathered by style and each style
 * painted as one path, as the inventory does.
 */
export function drawPlanArea(
  canvas: HTMLCanvasElement,
  area: AreaModel,
  model: YardModel,
  options: PlanDrawOptions,
): void {
  const m = options.metrics;
  const ctx = startAreaCanvas(canvas, area, m);
  if (!ctx) return;
  const { shape, slots, pairs } = area;
  const fills = new Map<string, Batch>();
  const borders = new Map<string, Batch>();
  const dashed = new Map<string, Batch>();
  const outlined = new Map<string, Batch>();
  const strikes: Batch = [];
  const drawnPlans = new Set<SlotPlan>();
  for (let row = 0; row < shape.rows; row++) {
    for (let column = 0; column < shape.columns; column++) {
      const cell = row * shape.columns + column;
      const pair = pairs[cell];
      if (pair === CELL.none) continue;
      for (let tier = 0; tier < shape.tiers; tier++) {
        const at = cell * shape.tiers + tier;
        const box = (slots[at] ?? 0) - 1;
        const plan = options.planned.get(at);
        let span = 1;
        let fill: string = PLAN_COLOURS.empty;
        let border: string | undefined = PLAN_COLOURS.emptyBorder;
        if (box >= 0) {
          // A long box is drawn once, from the cell it is listed at.
          if (model.boxCell[box] !== cell) continue;
          span = spanOf(model, box);
          fill = options.colours.get(model.boxes.linerIds[box] ?? 0) ?? UNKNOWN_LINER_COLOUR;
          border = undefined;
        } else if (plan) {
          if (drawnPlans.has(plan)) continue;
          drawnPlans.add(plan);
          span = plan.location.includes(',') ? 2 : 1;
          fill = plan.taskId === undefined ? PLAN_COLOURS.planned : PLAN_COLOURS.held;
          border = undefined;
        } else if (options.assignable.has(at)) {
          span = pair === CELL.left && options.assignable.has(at + shape.tiers) ? 2 : 1;
          fill = PLAN_COLOURS.assignable;
          border = PLAN_COLOURS.assignableBorder;
        }
        const rect = slotRect(shape, { row, column, tier }, span, m);
        batchOf(fills, fill).push(rect.x, rect.y, rect.width, rect.height);
        if (border) {
          batchOf(borders, border).push(
            rect.x + 0.5,
            rect.y + 0.5,
            rect.width - 1,
            rect.height - 1,
          );
        }
        if (plan && box < 0) {
          const colour =
            plan.taskId !== undefined
              ? PLAN_COLOURS.heldBorder
              : plan.planName === null
                ? PLAN_COLOURS.draftBorder
                : PLAN_COLOURS.plannedBorder;
          batchOf(dashed, colour).push(rect.x + 0.5, rect.y + 0.5, rect.width - 1, rect.height - 1);
          strikes.push(rect.x + 1, rect.y + rect.height / 2, rect.width - 2);
        }
      }
    }
  }
  fillBatches(ctx, fills);
  strokeBatches(ctx, borders, 1);
  strokeBatches(ctx, dashed, m.slotWidth > 20 ? 2 : 1, m.slotWidth > 20 ? [4, 3] : [2, 2]);
  ctx.strokeStyle = PLAN_COLOURS.strike;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let i = 0; i < strikes.length; i += 3) {
    const [x, y, width] = [strikes[i] ?? 0, strikes[i + 1] ?? 0, strikes[i + 2] ?? 0];
    ctx.moveTo(x, Math.round(y) + 0.5);
    ctx.lineTo(x + width, Math.round(y) + 0.5);
  }
  ctx.stroke();
  for (const key of options.suggested) {
    const cellName = key.slice(0, key.lastIndexOf('_'));
    const place = model.cellByName.get(cellName);
    if (!place || model.areas[place.area] !== area) continue;
    const tier = Number(key.slice(key.lastIndexOf('_') + 1)) - model.startHeight;
    const row = Math.floor(place.cell / shape.columns);
    const rect = slotRect(shape, { row, column: place.cell % shape.columns, tier }, 1, m);
    batchOf(outlined, PLAN_COLOURS.suggested).push(
      rect.x - 1.5,
      rect.y - 1.5,
      rect.width + 3,
      rect.height + 3,
    );
  }
  strokeBatches(ctx, outlined, 2);
}
