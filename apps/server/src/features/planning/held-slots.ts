import type {
  PlanningBox,
  PlanningSlot,
  PlanningYard,
} from '@yardline/domain/planning/planning-yard';
import { moveBox, takeOut } from '@yardline/domain/planning/yard-updates';
import type { TaskHoldRow } from './planning.repository.ts';

/**
 * Open tasks' destinations in the planning yard (docs/architecture/slot-holds.md): each free held
 * slot is taken by a stand-in box, planned, so the engine neither suggests it nor stacks on it. A
 * saved plan's slots are its boxes already (the yard's planned boxes); the database refuses a
 * held slot whatever the engine says, so a yard a moment behind costs a choice, not a promise.
 */

/** The stand-in's id: no container number looks like it. */
export const standInId = (taskId: number) => `task ${taskId}`;

/** The stand-ins a yard holds: id → the hold it stands for. */
export type StandIns = Map<string, TaskHoldRow>;

const standIn = (id: string, cells: number): PlanningBox => ({
  id,
  sizeFeet: cells === 2 ? 40 : 20,
  type: 'GP',
  process: null,
  category: '',
  liner: null,
  customer: null,
  cargoType: null,
  hazardous: false,
  reefer: false,
  vessel: null,
  // Nothing stands on a stand-in, so no score reads its departure.
  departure: { at: 0, spread: 0 },
});

/**
 * Brings the yard's stand-ins in line with `holds` (free held slots): takes out those no longer
 * held or held elsewhere, puts in the new ones where they are the next free height. Answers how
 * many wait for a lower tier to fill (a slot above an empty one): they are tried again after the
 * next moves. A slot the yard already shows taken (its plan's box) needs no stand-in.
 */
export function syncStandIns(
  yard: PlanningYard,
  standIns: StandIns,
  holds: readonly TaskHoldRow[],
  slotAt: (location: string) => PlanningSlot | undefined,
): number {
  const wanted = new Map(holds.map((hold) => [standInId(hold.taskId), hold]));
  for (const [id, hold] of standIns) {
    if (wanted.get(id)?.location !== hold.location && takeOut(yard, id)) standIns.delete(id);
  }
  let unplaced = 0;
  for (const [id, hold] of wanted) {
    if (standIns.has(id)) continue;
    const slot = slotAt(hold.location);
    if (!slot) continue;
    if (moveBox(yard, standIn(id, slot.cellIds.length), slot, { planned: true })) {
      standIns.set(id, hold);
    } else if (slot.cellIds.some((cellId) => below(yard, cellId, slot.height))) unplaced++;
  }
  return unplaced;
}

/** Whether the cell's stack is still below this height. */
const below = (yard: PlanningYard, cellId: number, height: number) =>
  yard.has(cellId) && (yard.levels[yard.index(cellId)] ?? 0) < height - yard.startHeight;

/** The open task holding one of these slot keys, if a stand-in shows it. */
export function taskHolding(standIns: StandIns, keys: readonly string[]): TaskHoldRow | undefined {
  for (const hold of standIns.values()) {
    if (hold.location.split(',').some((key) => keys.includes(key))) return hold;
  }
  return undefined;
}

/** Takes out the stand-ins on `slot`'s cells: a box committed there has filled the promise. */
export function clearStandInsOn(yard: PlanningYard, standIns: StandIns, slot: PlanningSlot): void {
  for (const id of standIns.keys()) {
    const at = yard.slotOf(id);
    const overlaps =
      at?.height === slot.height && at.cellIds.some((cellId) => slot.cellIds.includes(cellId));
    if (overlaps && takeOut(yard, id)) {
      standIns.delete(id);
    }
  }
}
