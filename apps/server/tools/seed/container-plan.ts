import { DEFAULT_METADATA } from '@yardline/domain/metadata/metadata.schema';
import { formatLocation, slotKeyAt } from '@yardline/domain/yard/slot-key';
import { type BoxAttributes, boxFactory } from './box-attributes.ts';
import { type Random, seededRandom } from './seeded-random.ts';
import {
  type AreaUse,
  areaCapacity,
  type PlannedArea,
  stackPositions,
  type YardPlan,
} from './yard-plan.ts';

export interface PlannedContainer extends BoxAttributes {
  gateInAt: Date;
  /** Indices into YardPlan.cells: one for a 20 ft box, two adjacent ones for a longer box. */
  cells: number[];
  height: number;
  /** Its slot keys, comma-joined for a long box (containers.location). */
  location: string;
}

/** One slot_occupancy row: `container` indexes ContainerPlan.containers. */
export interface PlannedOccupancy {
  container: number;
  cell: number;
  height: number;
}

export interface ContainerPlan {
  containers: PlannedContainer[];
  occupancy: PlannedOccupancy[];
}

export interface ContainerPlanOptions {
  /** Gate-in dates fall in the 90 days before it. */
  now: Date;
  seed?: number;
  /** The lowest tier's number (metadata startHeight). */
  startHeight?: number;
  /** Share of each kind of block's capacity to fill. */
  fill?: Partial<Record<AreaUse, number>>;
}

export const DEFAULT_SEED = 20_240_601;
export const GATE_IN_WINDOW_DAYS = 90;

/** Empties pile up, reefer plugs and hazardous blocks are kept freer: ~70 % overall. */
export const DEFAULT_FILL: Record<AreaUse, number> = {
  general: 0.68,
  empty: 0.72,
  reefer: 0.6,
  hazardous: 0.55,
};

const MINUTE_MS = 60_000;

/**
 * Fills the yard with boxes, stacked as they would be: every stack starts at the lowest tier,
 * a longer box covers both cells of a pair at one height, and no stack passes its area's max.
 */
export function planContainers(yard: YardPlan, options: ContainerPlanOptions): ContainerPlan {
  const random = seededRandom(options.seed ?? DEFAULT_SEED);
  const startHeight = options.startHeight ?? DEFAULT_METADATA.startHeight;
  const fill = { ...DEFAULT_FILL, ...options.fill };
  const boxes = boxFactory(random);
  const windowStart = options.now.getTime() - GATE_IN_WINDOW_DAYS * 24 * 60 * MINUTE_MS;
  const containers: PlannedContainer[] = [];
  const occupancy: PlannedOccupancy[] = [];

  for (const area of yard.areas) {
    const positions = stackPositions(area);
    const heights = stackHeights(random, positions.length, area, fill[area.use]);
    positions.forEach((cells, p) => {
      const tiers = heights[p] ?? 0;
      // Boxes lower in a stack arrived earlier: sort the stack's gate-in times.
      const times = Array.from({ length: tiers }, () =>
        Math.floor(
          (windowStart + random.next() * (options.now.getTime() - windowStart)) / MINUTE_MS,
        ),
      ).sort((a, b) => a - b);
      times.forEach((minute, tier) => {
        const gateInAt = new Date(minute * MINUTE_MS);
        const height = startHeight + tier;
        const container = containers.length;
        containers.push({
          ...boxes.make(area.use, area.fortyFootPairs, gateInAt),
          gateInAt,
          cells,
          height,
          location: formatLocation(
            cells.map((cell) => slotKeyAt(yard.cells[cell]?.fullName ?? '', height)),
          ),
        });
        for (const cell of cells) occupancy.push({ container, cell, height });
      });
    });
  }
  return { containers, occupancy };
}

/**
 * Stack heights for an area's positions: a random start (some bare ground, some full stacks),
 * then boxes added to or taken from random stacks until the area holds its share exactly.
 */
function stackHeights(random: Random, count: number, area: PlannedArea, share: number): number[] {
  const max = area.maxHeight;
  const target = Math.round(count * max * Math.min(Math.max(share, 0), 1));
  const heights = Array.from({ length: count }, () => random.int(0, max));
  let total = heights.reduce((sum, h) => sum + h, 0);
  while (total !== target) {
    const p = random.int(0, count - 1);
    const h = heights[p] ?? 0;
    if (total < target && h < max) {
      heights[p] = h + 1;
      total++;
    } else if (total > target && h > 0) {
      heights[p] = h - 1;
      total--;
    }
  }
  return heights;
}

/** Boxes the yard holds when full, and the share of it the plan uses. */
export function fillRatio(yard: YardPlan, plan: ContainerPlan): number {
  const capacity = yard.areas.reduce((sum, area) => sum + areaCapacity(area), 0);
  return plan.containers.length / capacity;
}
