import { z } from 'zod';
import { TextLine } from '../common/text.ts';
import { AreaCorners, type LatLng } from './geometry.ts';
import type { StandingBox } from './moves.ts';
import {
  footprintRefusal,
  type PairHalf,
  type StackCell,
  type StackingRefusal,
} from './stacking.ts';

/**
 * Slot administration on the inventory screen (doc 2 §2 admin menu, §5 "Inventory
 * administration"): merge columns of an area into 40 ft slots and split them back, split part of
 * an area off into a new area, and place an area on the map. A column is every cell of an area
 * with one name (`cellNames`); merges and splits apply to whole columns, in every row.
 */

/** Doc 2 §5, word for word (its spelling included). */
export const SPLIT_ENTIRE_AREA =
  'You seem to have selected entire area fo splitting. Please choose a part of it!';

/** Doc 2 §5: the alert when an update of locations changes nothing. */
export const NOTHING_TO_UPDATE = 'Nothing to update';

const NAME_PART = /^[A-Za-z0-9-]+$/;

/** An area name: parts of letters, digits and dashes, joined by underscores (it starts slot keys). */
export const AreaName = TextLine.trim()
  .min(1, 'Enter the area name.')
  .max(40, 'An area name has at most 40 characters.')
  .refine((name) => name.split('_').every((part) => NAME_PART.test(part)), {
    message: 'An area name has letters, digits and dashes, parts joined by underscores.',
  });

/** A column: a cell name as the area's rows share it (`01`, `02`, …). */
export const ColumnName = TextLine.trim()
  .min(1, 'Choose the column.')
  .max(20)
  .regex(NAME_PART, 'A column name has letters, digits and dashes.');

/** POST /rest/yard/merge-slots and /rest/yard/split-slots. */
export const SlotRangeBody = z.object({
  area: AreaName,
  fromColumn: ColumnName,
  toColumn: ColumnName,
});
export type SlotRangeBody = z.infer<typeof SlotRangeBody>;

/** POST /rest/yard/split-area (doc 2 §5: a from area, from and to columns and a new area name). */
export const SplitAreaBody = SlotRangeBody.extend({ newAreaName: AreaName });
export type SplitAreaBody = z.infer<typeof SplitAreaBody>;

/** Twice the signed area of the triangle a, b, c: its sign tells which way the path turns. */
const turn = (a: LatLng, b: LatLng, c: LatLng): number =>
  (b.lng - a.lng) * (c.lat - a.lat) - (b.lat - a.lat) * (c.lng - a.lng);

/** Four corners that go round a convex area, each turn the same way (no crossing sides). */
export function isConvexQuadrilateral(corners: readonly LatLng[]): boolean {
  if (corners.length !== 4) return false;
  const turns = corners.map((corner, i) =>
    turn(corner, corners[(i + 1) % 4] as LatLng, corners[(i + 2) % 4] as LatLng),
  );
  return turns.every((t) => t > 0) || turns.every((t) => t < 0);
}

/**
 * POST /rest/yard/bulk-location (doc 2 §7: an area name and four latitude/longitude corners), in
 * the order `AreaCorners` gives them: going round the area, no two sides crossing.
 */
export const BulkLocationBody = z.object({
  areaName: AreaName,
  corners: AreaCorners.refine(isConvexQuadrilateral, {
    message: 'The four corners must go round the area in order, with no two sides crossing.',
  }),
});
export type BulkLocationBody = z.infer<typeof BulkLocationBody>;

export const SlotAdminAnswer = z.object({
  responsestatus: z.literal('success'),
  /** The areas whose layout changed (a split names both). */
  areas: z.array(z.string()),
  /** Cells changed (merged, split or moved to the new area); 0 for a bulk location. */
  cells: z.number().int(),
  /** Boxes whose location was renamed because their cells moved to the new area. */
  relabelled: z.number().int(),
});
export type SlotAdminAnswer = z.infer<typeof SlotAdminAnswer>;

/** A column's place in pairs: a 20 ft column, a half of a 40 ft column, or merged in some rows only. */
export type ColumnState = 'single' | PairHalf | 'mixed';

export interface AreaColumn {
  name: string;
  state: ColumnState;
}

/**
 * Which half of a pair each cell of a row is, from the row's merged flags as the layout gives
 * them (doc 2 §3 `merged`): merged cells come in pairs, so the first of a run is a left half.
 */
export function pairHalves(merged: readonly boolean[]): (PairHalf | null)[] {
  let open = false;
  return merged.map((isMerged) => {
    if (!isMerged) {
      open = false;
      return null;
    }
    open = !open;
    return open ? 'left' : 'right';
  });
}

/** The columns of an area, left to right, from its cells (any rows, any order). */
export function areaColumns(
  cells: readonly { name: string; position: number; pair: PairHalf | null }[],
): AreaColumn[] {
  const columns = new Map<string, { position: number; states: Set<PairHalf | 'single'> }>();
  for (const cell of cells) {
    const column = columns.get(cell.name) ?? { position: cell.position, states: new Set() };
    column.position = Math.min(column.position, cell.position);
    column.states.add(cell.pair ?? 'single');
    columns.set(cell.name, column);
  }
  return [...columns.entries()]
    .sort(([, a], [, b]) => a.position - b.position)
    .map(([name, { states }]) => ({
      name,
      state: states.size === 1 ? ([...states][0] as ColumnState) : 'mixed',
    }));
}

export const SLOT_ADMIN_MESSAGES = {
  unknownArea: (area: string) => `There is no area ${area}.`,
  unknownColumn: (area: string, column: string) => `Area ${area} has no column ${column}.`,
  backwards: (from: string, to: string) => `Column ${to} comes before column ${from}.`,
  alreadyMerged: (column: string) => `Column ${column} is already merged.`,
  oddDistance: (from: string, to: string) =>
    `Column ${to} is not an odd number of columns after ${from}: columns merge in pairs.`,
  notMerged: (column: string) => `Column ${column} is not merged.`,
  mixed: (column: string) => `Column ${column} is merged in some rows only.`,
  startsMidPair: (column: string) =>
    `Column ${column} is the right half of a 40 ft slot: start at its left half.`,
  endsMidPair: (column: string) =>
    `Column ${column} is the left half of a 40 ft slot: end at its right half.`,
  cutsPair: (from: string, to: string) =>
    `Columns ${from} to ${to} would cut a 40 ft slot in two: include both of its halves.`,
  areaTaken: (area: string) => `Area ${area} already exists.`,
  stranded: (action: string, refusals: readonly string[]) =>
    `${action} would leave boxes where they cannot stand: ${refusals.join(' ')} Move them first.`,
} as const;

/** A range of columns chosen for an action, or why it cannot be. */
export type ColumnRange = { columns: string[] } | { error: string };

function range(
  area: string,
  columns: readonly AreaColumn[],
  from: string,
  to: string,
): { first: number; last: number } | { error: string } {
  const first = columns.findIndex((column) => column.name === from);
  const last = columns.findIndex((column) => column.name === to);
  if (first < 0) return { error: SLOT_ADMIN_MESSAGES.unknownColumn(area, from) };
  if (last < 0) return { error: SLOT_ADMIN_MESSAGES.unknownColumn(area, to) };
  if (last < first) return { error: SLOT_ADMIN_MESSAGES.backwards(from, to) };
  return { first, last };
}

const named = (columns: readonly AreaColumn[], first: number, last: number) =>
  columns.slice(first, last + 1).map((column) => column.name);

/**
 * Merge slots (doc 2 §5): the columns from `from` to `to` become 40 ft slots in pairs, so `to`
 * lies an odd number of columns after `from` and every column between is unmerged.
 */
export function mergeRange(
  area: string,
  columns: readonly AreaColumn[],
  from: string,
  to: string,
): ColumnRange {
  const found = range(area, columns, from, to);
  if ('error' in found) return found;
  if ((found.last - found.first) % 2 === 0) {
    return { error: SLOT_ADMIN_MESSAGES.oddDistance(from, to) };
  }
  for (const column of columns.slice(found.first, found.last + 1)) {
    if (column.state === 'mixed') return { error: SLOT_ADMIN_MESSAGES.mixed(column.name) };
    if (column.state !== 'single') return { error: SLOT_ADMIN_MESSAGES.alreadyMerged(column.name) };
  }
  return { columns: named(columns, found.first, found.last) };
}

/** Split slots (doc 2 §5: only merged columns qualify): whole pairs from `from` to `to`. */
export function splitRange(
  area: string,
  columns: readonly AreaColumn[],
  from: string,
  to: string,
): ColumnRange {
  const found = range(area, columns, from, to);
  if ('error' in found) return found;
  for (const column of columns.slice(found.first, found.last + 1)) {
    if (column.state === 'mixed') return { error: SLOT_ADMIN_MESSAGES.mixed(column.name) };
    if (column.state === 'single') return { error: SLOT_ADMIN_MESSAGES.notMerged(column.name) };
  }
  if (columns[found.first]?.state === 'right')
    return { error: SLOT_ADMIN_MESSAGES.startsMidPair(from) };
  if (columns[found.last]?.state === 'left') return { error: SLOT_ADMIN_MESSAGES.endsMidPair(to) };
  return { columns: named(columns, found.first, found.last) };
}

/**
 * Split area (doc 2 §5): part of the area, never all of it, and never half of a 40 ft slot.
 */
export function splitAreaRange(
  area: string,
  columns: readonly AreaColumn[],
  from: string,
  to: string,
): ColumnRange {
  const found = range(area, columns, from, to);
  if ('error' in found) return found;
  if (found.first === 0 && found.last === columns.length - 1) return { error: SPLIT_ENTIRE_AREA };
  const [start, end] = [columns[found.first]?.state, columns[found.last]?.state];
  if (start === 'right' || start === 'mixed' || end === 'left' || end === 'mixed') {
    return { error: SLOT_ADMIN_MESSAGES.cutsPair(from, to) };
  }
  return { columns: named(columns, found.first, found.last) };
}

/** The "to" columns the form offers once `from` is chosen: those the action would accept. */
export function rangeEnds(
  plan: typeof mergeRange,
  columns: readonly AreaColumn[],
  from: string,
): string[] {
  return columns
    .map((column) => column.name)
    .filter((to) => 'columns' in plan('', columns, from, to));
}

/**
 * The boxes a layout change would strand: each standing box checked by the stacking rules
 * against its cells as they would be after the change (`cells`).
 */
export function strandedBoxes(
  boxes: readonly StandingBox[],
  cells: ReadonlyMap<number, StackCell>,
  startHeight: number,
): StackingRefusal[] {
  const refusals: StackingRefusal[] = [];
  for (const box of boxes) {
    const footprint = box.cellIds.map((id) => cells.get(id));
    if (footprint.some((cell) => cell === undefined)) continue;
    const refusal = footprintRefusal(box, footprint as StackCell[], box.height, startHeight);
    if (refusal) refusals.push(refusal);
  }
  return refusals;
}
