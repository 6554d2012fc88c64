import type { AreaCorners } from '@yardline/domain/yard/geometry';
import type { PairHalf, StackCell } from '@yardline/domain/yard/stacking';
import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { areas, cells, yardRows } from '../../db/schema/index.ts';

export interface AreaRow {
  id: number;
  name: string;
  maxHeight: number;
  sortOrder: number;
  corners: AreaCorners | null;
}

/** A cell of an area as slot administration needs it: the stacking rules' view plus names. */
export interface AreaCell extends StackCell {
  name: string;
  rowName: string;
  rowSortOrder: number;
}

/** Areas, rows and cells as slot administration changes them. */
export const slotAdminRepository = {
  /** The area, locked so two administrators never change one area at once. */
  async lockArea(db: Executor, name: string): Promise<AreaRow | undefined> {
    const [row] = await db
      .select({
        id: areas.id,
        name: areas.name,
        maxHeight: areas.maxHeight,
        sortOrder: areas.sortOrder,
        corners: areas.corners,
      })
      .from(areas)
      .where(eq(areas.name, name))
      .for('update');
    return row;
  },

  async areaNamed(db: Executor, name: string): Promise<{ id: number } | undefined> {
    const [row] = await db
      .select({ id: areas.id })
      .from(areas)
      .where(sql`lower(${areas.name}) = lower(${name})`);
    return row;
  },

  /** Every cell of the area, row by row, left to right. */
  areaCells(db: Executor, area: AreaRow): Promise<AreaCell[]> {
    return db
      .select({
        id: cells.id,
        fullName: cells.fullName,
        rowId: cells.rowId,
        position: cells.sortOrder,
        maxHeight: sql<number>`${area.maxHeight}::int`,
        pair: cells.pairHalf,
        name: cells.name,
        rowName: yardRows.name,
        rowSortOrder: yardRows.sortOrder,
      })
      .from(cells)
      .innerJoin(yardRows, eq(yardRows.id, cells.rowId))
      .where(eq(yardRows.areaId, area.id))
      .orderBy(asc(yardRows.sortOrder), asc(cells.sortOrder));
  },

  async setPairHalves(db: Executor, changes: { id: number; pair: PairHalf | null }[]) {
    if (changes.length === 0) return;
    await db.execute(sql`
      update cells c set pair_half = x.pair
      from unnest(${sql.param(changes.map((c) => c.id))}::int[],
                  ${sql.param(changes.map((c) => c.pair))}::text[]) as x(id, pair)
      where c.id = x.id`);
  },

  /** A new area right after `after` in the yard's order. */
  async insertAreaAfter(
    db: Executor,
    after: AreaRow,
    name: string,
  ): Promise<{ id: number; name: string }> {
    await db
      .update(areas)
      .set({ sortOrder: sql`${areas.sortOrder} + 1` })
      .where(gt(areas.sortOrder, after.sortOrder));
    const [row] = await db
      .insert(areas)
      .values({ name, maxHeight: after.maxHeight, sortOrder: after.sortOrder + 1 })
      .returning({ id: areas.id, name: areas.name });
    if (!row) throw new Error('the new area was not stored');
    return row;
  },

  insertRows(
    db: Executor,
    areaId: number,
    rows: { name: string; sortOrder: number }[],
  ): Promise<{ id: number; name: string }[]> {
    return db
      .insert(yardRows)
      .values(rows.map((row) => ({ areaId, ...row })))
      .returning({ id: yardRows.id, name: yardRows.name });
  },

  /** Cells to another row, under a new full name and position. */
  async moveCells(
    db: Executor,
    moves: { id: number; rowId: number; fullName: string; sortOrder: number }[],
  ): Promise<void> {
    if (moves.length === 0) return;
    await db.execute(sql`
      update cells c set row_id = m.row_id, full_name = m.full_name, sort_order = m.sort_order
      from unnest(${sql.param(moves.map((m) => m.id))}::int[],
                  ${sql.param(moves.map((m) => m.rowId))}::int[],
                  ${sql.param(moves.map((m) => m.fullName))}::text[],
                  ${sql.param(moves.map((m) => m.sortOrder))}::int[])
        as m(id, row_id, full_name, sort_order)
      where c.id = m.id`);
  },

  /** Rows of these ids that were left without a cell. */
  async deleteEmptyRows(db: Executor, rowIds: number[]): Promise<void> {
    if (rowIds.length === 0) return;
    await db
      .delete(yardRows)
      .where(
        sql`${inArray(yardRows.id, rowIds)} and not exists (select 1 from ${cells} where ${cells.rowId} = ${yardRows.id})`,
      );
  },

  async setCorners(db: Executor, areaId: number, corners: AreaCorners): Promise<void> {
    await db.update(areas).set({ corners }).where(eq(areas.id, areaId));
  },
};
