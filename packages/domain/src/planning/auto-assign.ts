import type { PlanningBox, PlanningYard } from './planning-yard.ts';
import { type PlanningContext, type SlotSuggestion, suggestSlots } from './suggest.ts';

/**
 * Auto-assign (doc 3 §4): a slot for each box of a batch, with its reason and planning order;
 * the boxes no slot may take are listed as unallotted. Boxes expected to stay longest are
 * planned first so they get the lower tiers. Each planned slot is reserved in the given yard as
 * it is chosen, and nothing is planned on a reserved slot (doc 3 §4: a slot is assignable only
 * when every lower height is occupied), so the plan holds whatever order the boxes arrive in.
 */

export interface PlannedBox {
  box: PlanningBox;
  /** 1 for the first box to place. */
  order: number;
  suggestion: SlotSuggestion;
}

export interface AutoAssignment {
  planned: PlannedBox[];
  unallotted: PlanningBox[];
}

export function autoAssign(
  yard: PlanningYard,
  boxes: readonly PlanningBox[],
  context: PlanningContext,
): AutoAssignment {
  const queue = boxes
    .map((box, index) => ({ box, index }))
    .sort((a, b) => b.box.departure.at - a.box.departure.at || a.index - b.index);
  const planned: PlannedBox[] = [];
  const unallotted: PlanningBox[] = [];
  for (const { box } of queue) {
    const [suggestion] = suggestSlots(yard, box, context, 1);
    if (!suggestion) {
      unallotted.push(box);
      continue;
    }
    yard.place(box, suggestion, true);
    planned.push({ box, order: planned.length + 1, suggestion });
  }
  return { planned, unallotted };
}
