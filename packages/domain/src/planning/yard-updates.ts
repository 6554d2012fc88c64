import type { PlanningBox, PlanningSlot, PlanningYard } from './planning-yard.ts';

/**
 * Keeping a {@link PlanningYard} in step with the yard's changes one at a time (a server keeps one
 * in memory and applies the ledger's moves to it) instead of building it again for each question.
 * Each update answers false when the kept yard disagrees with the change (the box is not on top,
 * the slot is not the next free height): the keeper then builds its yard again from the database.
 */

const sameSlot = (a: PlanningSlot, b: PlanningSlot) =>
  a.height === b.height &&
  a.cellIds.length === b.cellIds.length &&
  a.cellIds.every((id, i) => b.cellIds[i] === id);

/** Whether `slot` is the next free height on each of its cells (what {@link PlanningYard.place} needs). */
export function isNextFree(yard: PlanningYard, slot: PlanningSlot): boolean {
  const level = slot.height - yard.startHeight;
  return (
    slot.cellIds.length > 0 &&
    slot.cellIds.every((id) => {
      if (!yard.has(id)) return false;
      const i = yard.index(id);
      return yard.levels[i] === level && level < (yard.cells[i]?.maxHeight ?? 0);
    })
  );
}

/** Whether nothing stands (or is planned) above the box `boxId` on any of its cells. */
export function isOnTop(yard: PlanningYard, boxId: string): boolean {
  const at = yard.slotOf(boxId);
  if (!at) return false;
  const above = at.height - yard.startHeight + 1;
  return at.cellIds.every((id) => yard.levels[yard.index(id)] === above);
}

/** Takes a box off the yard (true when it is not there); false when boxes stand on it. */
export function takeOut(yard: PlanningYard, boxId: string): boolean {
  if (!yard.slotOf(boxId)) return true;
  if (!isOnTop(yard, boxId)) return false;
  yard.remove(boxId);
  return true;
}

/**
 * Puts `box` on `to` (null: out of the yard), taking it off where it stood as `previousId` (its
 * number before an edit; its own by default). Standing on `to` already, it is only described
 * again (a new record, or a reservation become a real placement). `planned` marks a slot held,
 * not stood on: nothing is stacked on it.
 */
export function moveBox(
  yard: PlanningYard,
  box: PlanningBox,
  to: PlanningSlot | null,
  { planned = false, previousId = box.id }: { planned?: boolean; previousId?: string } = {},
): boolean {
  const from = yard.slotOf(previousId);
  if (from && to && previousId === box.id && sameSlot(from, to)) {
    yard.place(box, to, planned);
    return true;
  }
  if (from && !takeOut(yard, previousId)) return false;
  if (!to) return true;
  if (yard.slotOf(box.id) || !isNextFree(yard, to)) return false;
  yard.place(box, to, planned);
  return true;
}
