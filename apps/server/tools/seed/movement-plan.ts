import { formatLocation, slotKeyAt } from '@yardline/domain/yard/slot-key';
import type { ContainerPlan } from './container-plan.ts';
import { seededRandom } from './seeded-random.ts';
import { stackPositions, type YardPlan } from './yard-plan.ts';

/** One movements row: `container` indexes ContainerPlan.containers. */
export interface PlannedMovement {
  container: number;
  from: string | null;
  to: string;
  shifting: boolean;
  at: Date;
  source: 'gate' | 'tasks';
  machine: string;
}

/** The demo's reach stackers and gantries, by the names the task dashboard shows. */
export const DEMO_MACHINES = ['RS-01', 'RS-02', 'RS-03', 'RS-04', 'RTG-01', 'RTG-02'] as const;

/** Share of boxes that were grounded elsewhere first and later moved where they stand. */
export const MOVED_SHARE = 0.15;
/** Share of boxes that reached their slot by a shifting move (to dig out a box beneath). */
export const SHIFTED_SHARE = 0.12;

/**
 * The history behind the demo yard: every box's gate-in (to the slot it was grounded in) and, for
 * some, one later move to where it stands now, productive or shifting. Deterministic; earlier
 * slots are ground slots of the box's own area (history is not re-checked against the yard).
 */
export function planMovements(yard: YardPlan, plan: ContainerPlan, now: Date, seed = 7_311) {
  const random = seededRandom(seed);
  const areaOf = new Map(
    yard.areas.flatMap((area) =>
      area.rows.flatMap((row) => row.cells.map((cell) => [cell.index, area] as const)),
    ),
  );
  const positions = new Map(yard.areas.map((area) => [area.name, stackPositions(area)]));
  // A loop, not Math.min(...): spreading 200,000 heights overflows the call stack.
  const startHeight = plan.containers.reduce((min, box) => Math.min(min, box.height), Infinity);
  const movements: PlannedMovement[] = [];
  const lastMovedAt: Date[] = [];

  plan.containers.forEach((box, container) => {
    const area = areaOf.get(box.cells[0] ?? -1);
    const roll = random.next();
    const moved = roll < MOVED_SHARE + SHIFTED_SHARE && area !== undefined;
    const machine = () => random.pick(DEMO_MACHINES);
    let grounded = box.location;
    if (moved) {
      const cells = random.pick(positions.get(area.name) ?? [box.cells]);
      grounded = formatLocation(
        cells.map((cell) => slotKeyAt(yard.cells[cell]?.fullName ?? '', startHeight)),
      );
    }
    movements.push({
      container,
      from: null,
      to: grounded,
      shifting: false,
      at: box.gateInAt,
      source: 'gate',
      machine: machine(),
    });
    let last = box.gateInAt;
    if (moved && grounded !== box.location) {
      const span = now.getTime() - box.gateInAt.getTime();
      last = new Date(box.gateInAt.getTime() + Math.floor(random.next() * span));
      movements.push({
        container,
        from: grounded,
        to: box.location,
        shifting: roll >= MOVED_SHARE,
        at: last,
        source: 'tasks',
        machine: machine(),
      });
    }
    lastMovedAt.push(last);
  });
  return { movements, lastMovedAt };
}
