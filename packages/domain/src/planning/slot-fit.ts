import { cellAcceptance } from './hard-rules.ts';
import type { PlanningBox, PlanningCell, PlanningSlot, PlanningYard } from './planning-yard.ts';

/**
 * Whether a box may be planned on this very slot (a planner's click, a saved plan): the same
 * hard rules the suggestions obey. The slot's cells must form one of the yard's spans for the
 * box's size, stand at the slot's height, below their max height, on nothing only planned.
 */
export function slotFits(yard: PlanningYard, box: PlanningBox, slot: PlanningSlot): boolean {
  if (!slot.cellIds.every((id) => yard.has(id))) return false;
  const wanted = slot.cellIds.map((id) => yard.index(id));
  const span = yard
    .spansFor(box.sizeFeet)
    .find(
      (candidate) =>
        candidate.length === wanted.length && candidate.every((i, k) => i === wanted[k]),
    );
  if (!span) return false;
  const level = slot.height - yard.startHeight;
  const accepts = cellAcceptance(box, yard.hasPlugs);
  return span.every((i) => {
    const cell = yard.cells[i] as PlanningCell;
    return (
      yard.levels[i] === level &&
      yard.plannedTop[i] === 0 &&
      level < cell.maxHeight &&
      accepts(cell)
    );
  });
}
