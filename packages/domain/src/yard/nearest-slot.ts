import type { ColourRule, RuleFilter } from '../configuration/colour-rule.ts';
import { type RuleBox, ruleAdmits } from '../configuration/rule-match.ts';
import { slotsNeeded } from '../containers/size-type.ts';
import { formatLocation, slotKeyAt } from './slot-key.ts';
import { isCellPair, type StackCell, topHeight } from './stacking.ts';

/** A ground cell with its stack's top (null when empty) and its colour rule (null: none). */
export interface OpenCell extends StackCell {
  top: number | null;
  rule: Pick<ColourRule, RuleFilter | 'hazardous'> | null;
}

/**
 * The first free legal slot for a box, in the order the cells are given (the yard's order, from
 * the gate outwards): on top of a stack with room left (so never floating), a 20 ft box on an
 * unmerged cell and a longer one across a merged pair whose two stacks are level, on cells whose
 * colour rule admits the box. Cells kept by a rule for this kind of box come first; cells with
 * no rule take any box. Undefined when the yard has no room for it; otherwise the location and
 * its cells.
 */
export function nearestSlot(
  cells: readonly OpenCell[],
  box: RuleBox & { sizeFeet: number },
  startHeight: number,
  avoid: ReadonlySet<number> = new Set(),
): { location: string; cellIds: number[] } | undefined {
  const admits = (cell: OpenCell) =>
    !avoid.has(cell.id) && (cell.rule === null || ruleAdmits(cell.rule, box));
  const next = (cell: OpenCell) => (cell.top ?? startHeight - 1) + 1;
  const room = (cell: OpenCell) => next(cell) <= topHeight(cell, startHeight);

  const footprints: OpenCell[][] = [];
  if (slotsNeeded(box.sizeFeet) === 1) {
    for (const cell of cells) if (cell.pair === null) footprints.push([cell]);
  } else {
    for (let i = 0; i + 1 < cells.length; i++) {
      const [left, right] = [cells[i] as OpenCell, cells[i + 1] as OpenCell];
      if (isCellPair(left, right) && left.top === right.top) footprints.push([left, right]);
    }
  }
  const legal = footprints.filter((footprint) => footprint.every((c) => admits(c) && room(c)));
  const chosen = legal.find((footprint) => footprint.every((c) => c.rule !== null)) ?? legal[0];
  if (!chosen) return undefined;
  const height = next(chosen[0] as OpenCell);
  return {
    location: formatLocation(chosen.map((cell) => slotKeyAt(cell.fullName, height))),
    cellIds: chosen.map((cell) => cell.id),
  };
}
