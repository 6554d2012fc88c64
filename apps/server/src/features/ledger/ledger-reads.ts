import { boxesOnTop, type HeldSlot, type StandingBox } from '@yardline/domain/yard/moves';
import type { SlotHold, SlotHolder } from '@yardline/domain/yard/slot-holds';
import type { Db, Executor } from '../../db/database.ts';
import { type HoldRow, ledgerRepository as slots } from './ledger.repository.ts';
import { slotHoldsRepository as holdRows } from './slot-holds.repository.ts';

/** What the ledger answers about slots without moving a box: who stands, or is promised, where. */
export function createLedgerReads(db: Db) {
  return {
    /**
     * The boxes standing on these cells, each with its whole footprint (a long box's other cell
     * included), the cells locked against moves until `tx` ends: slot administration checks
     * them against the layout it is about to make.
     */
    async standingOn(tx: Executor, cellIds: number[]): Promise<StandingBox[]> {
      if (cellIds.length === 0) return [];
      await slots.lockCells(tx, cellIds);
      return standingOf(await slots.standingIn(tx, cellIds));
    },

    /**
     * The slots held on these cells (an open task's destination, a plan's slot), read in `tx`
     * whose caller holds the cells' locks (standingOn): slot administration leaves them as they are.
     */
    async holdsOn(tx: Executor, cellIds: number[]): Promise<HeldSlot[]> {
      if (cellIds.length === 0) return [];
      return (await holdRows.on(tx, cellIds)).map(heldSlot);
    },

    /** Every promised slot, or those promised more than `olderThanHours` ago (the stale ones). */
    holds: (olderThanHours?: number): Promise<SlotHold[]> => holdRows.list(db, olderThanHours),

    /**
     * The boxes standing on each of these boxes, top first (the order they must leave in), each
     * with where it stands; none for a box in no slot. Read without locks, on `db` or a
     * transaction: a move of these boxes is checked again by apply.
     */
    async onTop(
      db: Executor,
      containerIds: number[],
    ): Promise<Map<number, (StandingBox & { location: string | null })[]>> {
      const ids = [...new Set(containerIds)];
      const standing = ids.length > 0 ? standingOf(await slots.standingWith(db, ids)) : [];
      return new Map(ids.map((id) => [id, boxesOnTop(standing, id)]));
    },
  };
}

/** A held slot as the stacking rules read it, its holder as the refusal names it. */
export function heldSlot(row: HoldRow): HeldSlot {
  const holder: SlotHolder =
    row.taskId !== null
      ? { kind: 'task', taskId: row.taskId, containerNumber: row.containerNumber }
      : {
          kind: 'plan',
          planId: row.planId ?? 0,
          planName: row.planName ?? '',
          containerNumber: row.containerNumber,
        };
  return { cellId: row.cellId, height: row.height, containerId: row.containerId, holder };
}

/** Slot rows grouped into boxes, their cells left to right, each with its location. */
export function standingOf(
  rows: {
    containerId: number;
    number: string;
    sizeFeet: number;
    cellId: number;
    height: number;
    location: string | null;
  }[],
) {
  const boxes = Map.groupBy(rows, (row) => row.containerId);
  return [...boxes.values()].map((slotsOfBox) => {
    const first = slotsOfBox[0] as (typeof rows)[number];
    return {
      containerId: first.containerId,
      number: first.number,
      sizeFeet: first.sizeFeet,
      cellIds: slotsOfBox.map((slot) => slot.cellId),
      height: first.height,
      location: first.location,
    };
  });
}
