import { slotsNeeded } from '../containers/size-type.ts';
import { SLOT_HOLD_MESSAGES, type SlotHolder } from './slot-holds.ts';
import { slotKeyAt } from './slot-key.ts';

/**
 * The physical stacking rules of the yard, one definition for the seed, the ledger, the gate and
 * the planning engine (the database enforces the same rules with constraint triggers, migration
 * 0007):
 * - a box covers one cell (20 ft) or a cell pair (longer boxes), all at one height;
 * - a cell pair (a 40 ft slot) is two adjacent cells of one row merged into one by slot
 *   administration (doc 2 §4: "two adjacent 20 ft slots can be merged into a 40 ft slot and split
 *   back"); a merged cell takes no 20 ft box, and a longer box stands on nothing but a pair;
 * - heights run from the terminal's start height (metadata `startHeight`) up to the area's max
 *   height tiers;
 * - no box floats: every lower height of each of its cells is taken.
 */

/** A ground cell, as the rules need it. */
export interface StackCell {
  id: number;
  /** `area_row_cell`. */
  fullName: string;
  rowId: number;
  /** 0-based position of the cell in its row. */
  position: number;
  /** The area's max height: the number of tiers. */
  maxHeight: number;
  /** Which half of a merged pair (a 40 ft slot) the cell is; null for a 20 ft slot. */
  pair: PairHalf | null;
}

/** A merged cell is the left or the right half of its pair (the left one has the lower position). */
export type PairHalf = 'left' | 'right';

/** Why a box cannot stand, or a change cannot be made. */
export type StackingRefusal =
  | { reason: 'unknown-slot'; location: string }
  | { reason: 'not-a-cell-pair'; container: string; sizeFeet: number; location: string }
  | { reason: 'half-a-pair'; container: string; location: string }
  | { reason: 'over-max-height'; location: string; top: number }
  | { reason: 'floating'; container: string; location: string; below: string }
  | { reason: 'occupied'; location: string; occupant: string }
  | { reason: 'held'; location: string; holder: SlotHolder }
  | { reason: 'box-above'; container: string; location: string; above: string }
  | { reason: 'twice'; container: string };

/** The highest height of a cell's area. */
export const topHeight = (cell: Pick<StackCell, 'maxHeight'>, startHeight: number): number =>
  startHeight + cell.maxHeight - 1;

/** Two cells merged into one 40 ft slot, left one first: what a box longer than 20 ft spans. */
export function isCellPair(
  left: Pick<StackCell, 'rowId' | 'position' | 'pair'>,
  right: Pick<StackCell, 'rowId' | 'position' | 'pair'>,
): boolean {
  return (
    left.rowId === right.rowId &&
    right.position === left.position + 1 &&
    left.pair === 'left' &&
    right.pair === 'right'
  );
}

/** The cells of each position a box of this many slots can stand on in a row (left to right). */
export function footprints(row: readonly StackCell[], slots: 1 | 2): StackCell[][] {
  const cells = [...row].sort((a, b) => a.position - b.position);
  if (slots === 1) return cells.filter((cell) => cell.pair === null).map((cell) => [cell]);
  const pairs: StackCell[][] = [];
  for (let i = 0; i + 1 < cells.length; i++) {
    const [left, right] = [cells[i] as StackCell, cells[i + 1] as StackCell];
    if (isCellPair(left, right)) pairs.push([left, right]);
  }
  return pairs;
}

/**
 * Whether a box of `sizeFeet` fits these cells at this height on its own terms (cell count, pair,
 * height range); whether the slots are free and supported is {@link checkMoves}'s business.
 */
export function footprintRefusal(
  box: { number: string; sizeFeet: number },
  cells: readonly StackCell[],
  height: number,
  startHeight: number,
): StackingRefusal | undefined {
  const location = cells.map((cell) => slotKeyAt(cell.fullName, height)).join(',');
  const [left, right] = cells;
  if (cells.length === 1 && slotsNeeded(box.sizeFeet) === 1 && left?.pair) {
    return { reason: 'half-a-pair', container: box.number, location };
  }
  const pairOk =
    cells.length === slotsNeeded(box.sizeFeet) &&
    (cells.length === 1 || (left !== undefined && right !== undefined && isCellPair(left, right)));
  if (!pairOk) {
    return { reason: 'not-a-cell-pair', container: box.number, sizeFeet: box.sizeFeet, location };
  }
  const top = Math.min(...cells.map((cell) => topHeight(cell, startHeight)));
  if (height < startHeight || height > top) return { reason: 'over-max-height', location, top };
  return undefined;
}

/** The message a user reads for a refusal. */
export function refusalMessage(refusal: StackingRefusal): string {
  switch (refusal.reason) {
    case 'unknown-slot':
      return `There is no slot ${refusal.location} in the yard.`;
    case 'not-a-cell-pair':
      return refusal.sizeFeet > 20
        ? `A ${refusal.sizeFeet} ft box needs two adjacent cells of one row merged into a 40 ft slot, at one height, not ${refusal.location} (${refusal.container}).`
        : `A 20 ft box takes one slot, not ${refusal.location} (${refusal.container}).`;
    case 'half-a-pair':
      return `A 20 ft box cannot stand at ${refusal.location}: that cell is half of a 40 ft slot (${refusal.container}).`;
    case 'over-max-height':
      return `${refusal.location} is above the stack's max height (${refusal.top}).`;
    case 'floating':
      return `${refusal.container} cannot stand at ${refusal.location}: ${refusal.below} below it is empty.`;
    case 'occupied':
      return `Slot ${refusal.location} is taken by ${refusal.occupant}.`;
    case 'held':
      return SLOT_HOLD_MESSAGES.held(refusal.location, refusal.holder);
    case 'box-above':
      return `${refusal.container} cannot leave ${refusal.location}: ${refusal.above} stands on it. Shift the boxes above in the same request.`;
    case 'twice':
      return `${refusal.container} is listed twice in one request.`;
  }
}
