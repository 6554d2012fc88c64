import { formatLocation, slotKeyAt } from '@yardline/domain/yard/slot-key';
import { type BoxAttributes, boxFactory } from './box-attributes.ts';
import { DEMO_MACHINES } from './movement-plan.ts';
import { seededRandom } from './seeded-random.ts';
import { type PlannedArea, stackPositions, type YardPlan } from './yard-plan.ts';

/** A box that came, stood in the yard and left: a row of the containers table's history. */
export interface PastContainer extends BoxAttributes {
  gateInAt: Date;
  dispatchAt: Date;
}

/** One movements row of a past visit: `container` indexes its batch's containers. */
export interface PastMovement {
  container: number;
  from: string | null;
  to: string | null;
  shifting: boolean;
  at: Date;
  source: 'gate' | 'tasks';
  machine: string;
}

export interface PastVisitBatch {
  containers: PastContainer[];
  movements: PastMovement[];
}

export interface PastVisitOptions {
  /** Visits to make in all. */
  count: number;
  /** Visits per batch (one insert each). */
  batchSize: number;
  /** Visits end before it; they start in the three years before it. */
  now: Date;
  startHeight: number;
  seed?: number;
}

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 3 * 365;
/** Moves in the yard between gate-in and dispatch: 0 to this many, about half of them shifting. */
export const MAX_YARD_MOVES = 8;

/**
 * The history of a busy terminal for benchmarks: `count` boxes that were gated in, moved about
 * (productive and shifting moves) and dispatched, over three years before `now`. Each visit is
 * gate-in + 0–8 moves + dispatch (six movements on average). Made in batches so a million visits
 * never sit in memory at once; deterministic for a seed. Slots are the yard's stack positions at
 * random heights: history is not re-checked against the yard.
 */
export function* planPastVisits(yard: YardPlan, options: PastVisitOptions) {
  const random = seededRandom(options.seed ?? 90_210);
  const boxes = boxFactory(random);
  const positions = yard.areas.map((area) => ({ area, stacks: stackPositions(area) }));
  // A long box stays on pairs: it moves within blocks of its own kind.
  const ofKind = (paired: boolean) =>
    positions.filter(({ area }) => area.fortyFootPairs === paired);
  const kinds = { paired: ofKind(true), single: ofKind(false) };
  const slot = (within = positions): { area: PlannedArea; location: string } => {
    const { area, stacks } = random.pick(within);
    const cells = random.pick(stacks);
    const height = options.startHeight + random.int(0, area.maxHeight - 1);
    const keys = cells.map((cell) => slotKeyAt(yard.cells[cell]?.fullName ?? '', height));
    return { area, location: formatLocation(keys) };
  };
  const start = options.now.getTime() - HISTORY_DAYS * DAY_MS;

  for (let done = 0; done < options.count; ) {
    const size = Math.min(options.batchSize, options.count - done);
    const batch: PastVisitBatch = { containers: [], movements: [] };
    for (let container = 0; container < size; container++) {
      // Dwell of a few hours to a few weeks, most boxes leaving within ten days.
      const dwellMs = Math.ceil(DAY_MS * (0.2 + 30 * random.next() ** 3));
      const gateIn = start + Math.floor(random.next() * (HISTORY_DAYS * DAY_MS - dwellMs));
      let at = gateIn;
      const first = slot();
      const area = first.area;
      let location = first.location;
      const attributes = boxes.make(area.use, area.fortyFootPairs, new Date(gateIn));
      const move = (to: string | null, shifting: boolean, source: 'gate' | 'tasks') => {
        batch.movements.push({
          container,
          from: location,
          to,
          shifting,
          at: new Date(at),
          source,
          machine: random.pick(DEMO_MACHINES),
        });
      };
      batch.movements.push({
        container,
        from: null,
        to: location,
        shifting: false,
        at: new Date(at),
        source: 'gate',
        machine: random.pick(DEMO_MACHINES),
      });
      const moves = random.int(0, MAX_YARD_MOVES);
      const step = dwellMs / (moves + 1);
      for (let m = 0; m < moves; m++) {
        at += Math.floor(step);
        const next = slot(area.fortyFootPairs ? kinds.paired : kinds.single);
        move(next.location, random.chance(0.5), 'tasks');
        location = next.location;
      }
      at = gateIn + dwellMs;
      move(null, false, 'gate');
      batch.containers.push({
        ...attributes,
        gateInAt: new Date(gateIn),
        dispatchAt: new Date(at),
      });
    }
    done += size;
    yield batch;
  }
}
