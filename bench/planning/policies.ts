import type {
  PlanningBox,
  PlanningCell,
  PlanningSlot,
  PlanningYard,
} from '@yardline/domain/planning/planning-yard';
import { suggestSlots } from '@yardline/domain/planning/suggest';
import type { PlanningWeights } from '@yardline/domain/planning/weights';
import { clock } from './knowledge.ts';
import { Random } from './random.ts';

/** Where a policy puts an arriving box, or a box dug out (never back on `exclude`). */
export interface Policy {
  name: string;
  place(
    yard: PlanningYard,
    box: PlanningBox,
    hours: number,
    exclude: ReadonlySet<number>,
  ): PlanningSlot | null;
}

/** Every slot a box may physically take (the simulated yard has no rule, reefer or hazardous cells). */
function* freeSlots(yard: PlanningYard, box: PlanningBox, exclude: ReadonlySet<number>) {
  for (const span of yard.spansFor(box.sizeFeet)) {
    const cells = span.map((i) => yard.cells[i] as PlanningCell);
    const level = (yard.stacks[span[0] as number] as PlanningBox[]).length;
    if (span.some((i) => (yard.stacks[i] as PlanningBox[]).length !== level)) continue;
    if (cells.some((cell) => exclude.has(cell.id) || level >= cell.maxHeight)) continue;
    yield { cellIds: cells.map((cell) => cell.id), height: yard.startHeight + level, level };
  }
}

export function randomPolicy(seed: number): Policy {
  const random = new Random(seed);
  return {
    name: 'random',
    place(yard, box, _hours, exclude) {
      const slots = [...freeSlots(yard, box, exclude)];
      return slots.length ? random.pick(slots) : null;
    },
  };
}

/** The lowest stack, ties broken at random. */
export function levelingPolicy(seed: number): Policy {
  const random = new Random(seed);
  return {
    name: 'leveling',
    place(yard, box, _hours, exclude) {
      let best: PlanningSlot | null = null;
      let lowest = Number.POSITIVE_INFINITY;
      let ties = 0;
      for (const slot of freeSlots(yard, box, exclude)) {
        if (slot.level < lowest) {
          [best, lowest, ties] = [slot, slot.level, 1];
        } else if (slot.level === lowest && random.int(++ties) === 0) {
          best = slot;
        }
      }
      return best;
    },
  };
}

export function enginePolicy(name: string, weights?: PlanningWeights): Policy {
  return {
    name,
    place(yard, box, hours, exclude) {
      const [best] = suggestSlots(
        yard,
        box,
        { now: clock(hours), weights, excludeCells: exclude },
        1,
      );
      return best ?? null;
    },
  };
}
