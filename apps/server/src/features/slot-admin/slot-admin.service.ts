import {
  type AreaColumn,
  areaColumns,
  type BulkLocationBody,
  type ColumnRange,
  mergeRange,
  SLOT_ADMIN_MESSAGES,
  type SlotAdminAnswer,
  type SlotRangeBody,
  type SplitAreaBody,
  splitAreaRange,
  splitRange,
  strandedBoxes,
} from '@yardline/domain/yard/slot-admin';
import { SLOT_HOLD_MESSAGES } from '@yardline/domain/yard/slot-holds';
import { cellFullName, slotKeyAt } from '@yardline/domain/yard/slot-key';
import { type PairHalf, refusalMessage, type StackCell } from '@yardline/domain/yard/stacking';
import { writeAudit } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/database.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { conflict, HttpError, notFound } from '../../platform/http/http-error.ts';
import type { LedgerService } from '../ledger/index.ts';
import { yardConflict } from '../ledger/index.ts';
import {
  type AreaCell,
  type AreaRow,
  slotAdminRepository as repo,
} from './slot-admin.repository.ts';

export interface SlotAdminDeps {
  db: Db;
  ledger: Pick<LedgerService, 'standingOn' | 'holdsOn' | 'relabel'>;
  events: Pick<EventBus, 'publish'>;
  /** The lowest tier's number (metadata startHeight), read in the caller's transaction. */
  startHeight: (tx: Executor) => Promise<number>;
}

/** Only the cells of the chosen columns, each as the stacking rules see it. */
const inColumns = (cells: AreaCell[], columns: string[]) => {
  const names = new Set(columns);
  return cells.filter((cell) => names.has(cell.name));
};

function chosen(range: ColumnRange): string[] {
  if ('error' in range) throw new HttpError(400, range.error);
  return range.columns;
}

/**
 * Slot administration (doc 2 §2 admin menu, §5): each change is one transaction that locks the
 * area and the columns it touches, checks every box standing there against the layout it is about
 * to make (the domain's stacking rules; the database's rules check again at commit), writes the
 * cells, an audit row and a `yard.layout-changed` event.
 */
export function createSlotAdminService(deps: SlotAdminDeps) {
  /** Runs `change` in a transaction on the locked area; database refusals become 409s. */
  async function onArea<T>(
    name: string,
    change: (tx: Executor, area: AreaRow, cells: AreaCell[], columns: AreaColumn[]) => Promise<T>,
  ): Promise<T> {
    try {
      return await deps.db.transaction(async (tx) => {
        const area = await repo.lockArea(tx, name);
        if (!area) throw notFound(SLOT_ADMIN_MESSAGES.unknownArea(name));
        const cells = await repo.areaCells(tx, area);
        return change(tx, area, cells, areaColumns(cells));
      });
    } catch (error) {
      throw yardConflict(error) ?? error;
    }
  }

  /**
   * Refuses a change that would leave a box standing where the rules do not let it stand, or that
   * touches a slot promised to an open task or a plan (its task or plan names it as it is).
   */
  async function refuseStranding(
    tx: Executor,
    action: string,
    touched: AreaCell[],
    after: (cell: AreaCell) => StackCell,
  ): Promise<void> {
    const ids = touched.map((cell) => cell.id);
    const standing = await deps.ledger.standingOn(tx, ids);
    const held = await deps.ledger.holdsOn(tx, ids);
    if (held.length > 0) {
      const name = new Map(touched.map((cell) => [cell.id, cell.fullName]));
      const messages = held
        .slice(0, 3)
        .map((hold) =>
          SLOT_HOLD_MESSAGES.held(slotKeyAt(name.get(hold.cellId) ?? '', hold.height), hold.holder),
        );
      if (held.length > 3) messages.push(`(and ${held.length - 3} more)`);
      throw conflict(SLOT_HOLD_MESSAGES.reshaped(action, messages));
    }
    if (standing.length === 0) return;
    const cells = new Map<number, StackCell>(touched.map((cell) => [cell.id, after(cell)]));
    const refusals = strandedBoxes(standing, cells, await deps.startHeight(tx));
    if (refusals.length === 0) return;
    const messages = refusals.slice(0, 3).map(refusalMessage);
    if (refusals.length > 3) messages.push(`(and ${refusals.length - 3} more)`);
    throw conflict(SLOT_ADMIN_MESSAGES.stranded(action, messages));
  }

  async function setPairs(
    userId: number,
    body: SlotRangeBody,
    action: 'merge-slots' | 'split-slots',
  ): Promise<SlotAdminAnswer> {
    return onArea(body.area, async (tx, area, cells, columns) => {
      const plan = action === 'merge-slots' ? mergeRange : splitRange;
      const names = chosen(plan(area.name, columns, body.fromColumn, body.toColumn));
      const touched = inColumns(cells, names);
      const index = new Map(names.map((name, i) => [name, i]));
      const pairOf = (cell: AreaCell): PairHalf | null =>
        action === 'split-slots' ? null : (index.get(cell.name) ?? 0) % 2 === 0 ? 'left' : 'right';
      await refuseStranding(
        tx,
        action === 'merge-slots' ? 'Merging' : 'Splitting',
        touched,
        (cell) => ({
          ...cell,
          pair: pairOf(cell),
        }),
      );
      await repo.setPairHalves(
        tx,
        touched.map((cell) => ({ id: cell.id, pair: pairOf(cell) })),
      );
      await writeAudit(tx, {
        userId,
        action,
        entity: 'area',
        entityId: String(area.id),
        before: { area: area.name, columns: names, merged: action === 'split-slots' },
        after: { area: area.name, columns: names, merged: action === 'merge-slots' },
      });
      await deps.events.publish(tx, { type: 'yard.layout-changed', data: { areas: [area.name] } });
      return {
        responsestatus: 'success',
        areas: [area.name],
        cells: touched.length,
        relabelled: 0,
      };
    });
  }

  return {
    mergeSlots: (userId: number, body: SlotRangeBody) => setPairs(userId, body, 'merge-slots'),
    splitSlots: (userId: number, body: SlotRangeBody) => setPairs(userId, body, 'split-slots'),

    /**
     * Split area: the chosen columns, in every row, become a new area with the source's max
     * height, right after it in the yard's order. Cells keep their ids (and so their colour rules
     * and the boxes on them), rows and cells keep their names; the boxes there get locations in
     * the new area's name.
     */
    async splitArea(userId: number, body: SplitAreaBody): Promise<SlotAdminAnswer> {
      try {
        return await onArea(body.area, async (tx, area, cells, columns) => {
          const names = chosen(splitAreaRange(area.name, columns, body.fromColumn, body.toColumn));
          if (await repo.areaNamed(tx, body.newAreaName)) {
            throw conflict(SLOT_ADMIN_MESSAGES.areaTaken(body.newAreaName));
          }
          const moving = inColumns(cells, names);
          // Nothing stands differently, but the boxes there must still stand by the rules.
          await refuseStranding(tx, 'Splitting the area', moving, (cell) => cell);
          const created = await repo.insertAreaAfter(tx, area, body.newAreaName);
          const rowsOf = Map.groupBy(moving, (cell) => cell.rowId);
          const newRows = await repo.insertRows(
            tx,
            created.id,
            [...rowsOf.values()].map((row) => ({
              name: (row[0] as AreaCell).rowName,
              sortOrder: (row[0] as AreaCell).rowSortOrder,
            })),
          );
          const newRowId = new Map(newRows.map((row) => [row.name, row.id]));
          await repo.moveCells(
            tx,
            [...rowsOf.values()].flatMap((row) => {
              const first = Math.min(...row.map((cell) => cell.position));
              return row.map((cell) => ({
                id: cell.id,
                rowId: newRowId.get(cell.rowName) ?? 0,
                fullName: cellFullName(created.name, cell.rowName, cell.name),
                sortOrder: cell.position - first,
              }));
            }),
          );
          await repo.deleteEmptyRows(tx, [...rowsOf.keys()]);
          const relabelled = await deps.ledger.relabel(
            tx,
            userId,
            moving.map((cell) => cell.id),
          );
          await writeAudit(tx, {
            userId,
            action: 'split-area',
            entity: 'area',
            entityId: String(created.id),
            before: { area: area.name, columns: names },
            after: { area: created.name, columns: names, cells: moving.length, relabelled },
          });
          const areas = [area.name, created.name];
          await deps.events.publish(tx, { type: 'yard.layout-changed', data: { areas } });
          return { responsestatus: 'success', areas, cells: moving.length, relabelled };
        });
      } catch (error) {
        // Two administrators naming new areas alike at the same moment.
        if (uniqueViolation(error, 'areas_name_key'))
          throw conflict(SLOT_ADMIN_MESSAGES.areaTaken(body.newAreaName));
        throw error;
      }
    },

    /** Bulk location: where the area lies, by its four corners. */
    async bulkLocation(userId: number, body: BulkLocationBody): Promise<SlotAdminAnswer> {
      return onArea(body.areaName, async (tx, area) => {
        await repo.setCorners(tx, area.id, body.corners);
        await writeAudit(tx, {
          userId,
          action: 'bulk-location',
          entity: 'area',
          entityId: String(area.id),
          before: { corners: area.corners },
          after: { corners: body.corners },
        });
        await deps.events.publish(tx, {
          type: 'yard.layout-changed',
          data: { areas: [area.name] },
        });
        return { responsestatus: 'success', areas: [area.name], cells: 0, relabelled: 0 };
      });
    },
  };
}

export type SlotAdminService = ReturnType<typeof createSlotAdminService>;
