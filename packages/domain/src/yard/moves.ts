import type { SlotHolder } from './slot-holds.ts';
import { formatLocation, slotKeyAt } from './slot-key.ts';
import { footprintRefusal, type StackCell, type StackingRefusal, topHeight } from './stacking.ts';

/** A box and the slots it covers: its cells (left to right) at one height. */
export interface Footprint {
  cellIds: readonly number[];
  height: number;
}

export interface Box {
  containerId: number;
  number: string;
  sizeFeet: number;
}

/** A box where it stands now. */
export interface StandingBox extends Box, Footprint {}

/** Where a box goes: a footprint, or null when it leaves the yard. */
export interface BoxMove extends Box {
  to: Footprint | null;
}

/** A slot promised to a box (null: a box not known yet) by a task or a plan (slot-holds.ts). */
export interface HeldSlot {
  cellId: number;
  height: number;
  containerId: number | null;
  holder: SlotHolder;
}

export interface MoveCheck {
  /** Every cell a move touches or a standing box covers, by id. */
  cells: ReadonlyMap<number, StackCell>;
  /** Every box standing in the columns the moves touch, with its whole footprint. */
  standing: readonly StandingBox[];
  moves: readonly BoxMove[];
  startHeight: number;
  /** The held slots of the columns the moves touch: only the promised box may take one. */
  holds?: readonly HeldSlot[];
}

export interface MovePlan {
  /** The moves that change something, each with where the box stood (null when arriving). */
  changes: (BoxMove & { from: Footprint | null })[];
  /** Moves of boxes that stood on a box leaving its slot in the same request. */
  shifting: Set<number>;
}

const slot = (cellId: number, height: number) => `${cellId}/${height}`;

/** A footprint as a location string (`A_01_01_1` or `C_01_01_1,C_01_02_1`). */
export function footprintLocation(
  cells: ReadonlyMap<number, Pick<StackCell, 'fullName'>>,
  footprint: Footprint,
): string {
  return formatLocation(
    footprint.cellIds.map((id) => slotKeyAt(cells.get(id)?.fullName ?? `#${id}`, footprint.height)),
  );
}

const sameFootprint = (a: Footprint | null, b: Footprint | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.height === b.height &&
    a.cellIds.length === b.cellIds.length &&
    a.cellIds.every((id, i) => id === b.cellIds[i]));

/**
 * Applies a set of moves at once and checks the yard they leave: each box on a footprint that
 * fits it, every slot taken by one box, a held slot only by the box it is promised to, no box
 * floating (neither a moved box nor one whose support left). The moves take effect together, so a request may shift the boxes above a box out of the
 * way and take that box in one go. Returns the refusals, or the plan when there are none.
 */
export function checkMoves(check: MoveCheck): { refusals: StackingRefusal[] } | MovePlan {
  const { cells, startHeight } = check;
  const refusals: StackingRefusal[] = [];
  const standing = new Map(check.standing.map((box) => [box.containerId, box]));
  const grid = new Map<string, number>();
  const held = new Map((check.holds ?? []).map((hold) => [slot(hold.cellId, hold.height), hold]));
  for (const box of check.standing) {
    for (const cellId of box.cellIds) grid.set(slot(cellId, box.height), box.containerId);
  }

  const seen = new Set<number>();
  const changes: MovePlan['changes'] = [];
  for (const move of check.moves) {
    if (seen.has(move.containerId)) refusals.push({ reason: 'twice', container: move.number });
    seen.add(move.containerId);
    const stood = standing.get(move.containerId);
    const from = stood ? { cellIds: stood.cellIds, height: stood.height } : null;
    if (!sameFootprint(from, move.to)) changes.push({ ...move, from });
  }
  if (refusals.length > 0) return { refusals };

  const number = new Map<number, string>();
  for (const box of [...check.standing, ...check.moves]) number.set(box.containerId, box.number);
  const columns = new Set<number>();
  for (const { from } of changes) {
    if (!from) continue;
    for (const cellId of from.cellIds) {
      grid.delete(slot(cellId, from.height));
      columns.add(cellId);
    }
  }
  for (const move of changes) {
    if (!move.to) continue;
    const targetCells = move.to.cellIds.map((id) => cells.get(id));
    if (targetCells.some((cell) => cell === undefined)) {
      refusals.push({ reason: 'unknown-slot', location: footprintLocation(cells, move.to) });
      continue;
    }
    const fit = footprintRefusal(move, targetCells as StackCell[], move.to.height, startHeight);
    if (fit) {
      refusals.push(fit);
      continue;
    }
    for (const cellId of move.to.cellIds) {
      const key = slot(cellId, move.to.height);
      const occupant = grid.get(key);
      const hold = held.get(key);
      const location = slotKeyAt(cells.get(cellId)?.fullName ?? '', move.to.height);
      if (occupant !== undefined) {
        refusals.push({
          reason: 'occupied',
          location,
          occupant: number.get(occupant) ?? `#${occupant}`,
        });
      } else if (hold && hold.containerId !== move.containerId) {
        refusals.push({ reason: 'held', location, holder: hold.holder });
      } else {
        grid.set(key, move.containerId);
      }
      columns.add(cellId);
    }
  }
  if (refusals.length > 0) return { refusals };

  const moved = new Set(changes.map((change) => change.containerId));
  for (const cellId of columns) {
    const cell = cells.get(cellId);
    if (!cell) continue;
    for (let h = startHeight + 1; h <= topHeight(cell, startHeight); h++) {
      const box = grid.get(slot(cellId, h));
      if (box === undefined || grid.has(slot(cellId, h - 1))) continue;
      const here = slotKeyAt(cell.fullName, h);
      const below = slotKeyAt(cell.fullName, h - 1);
      const name = number.get(box) ?? `#${box}`;
      if (moved.has(box)) {
        refusals.push({ reason: 'floating', container: name, location: here, below });
      } else {
        const leaving = changes.find(
          (c) => c.from?.height === h - 1 && c.from.cellIds.includes(cellId),
        );
        refusals.push({
          reason: 'box-above',
          container: leaving?.number ?? below,
          location: below,
          above: name,
        });
      }
    }
  }
  if (refusals.length > 0) return { refusals };
  return { changes, shifting: shiftingMoves(changes) };
}

/**
 * The boxes standing on `containerId` in its columns, top first: the order they must leave in
 * before it can. None when the box stands in no slot of `standing`.
 */
export function boxesOnTop<B extends StandingBox>(
  standing: readonly B[],
  containerId: number,
): B[] {
  const box = standing.find((b) => b.containerId === containerId);
  if (!box) return [];
  return standing
    .filter((b) => b.height > box.height && b.cellIds.some((id) => box.cellIds.includes(id)))
    .sort((a, b) => b.height - a.height || a.number.localeCompare(b.number));
}

/** A move is a shift when the box stood above a box that leaves its slot in the same request. */
function shiftingMoves(changes: MovePlan['changes']): Set<number> {
  const shifting = new Set<number>();
  for (const change of changes) {
    const from = change.from;
    if (!from) continue;
    const onLeaving = changes.some(
      (other) =>
        other !== change &&
        other.from !== null &&
        other.from.height < from.height &&
        other.from.cellIds.some((id) => from.cellIds.includes(id)),
    );
    if (onLeaving) shifting.add(change.containerId);
  }
  return shifting;
}
