import type { StackCell } from '@yardline/domain/yard/stacking';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { bulkInsert } from '../../db/bulk-insert.ts';
import type { Executor } from '../../db/database.ts';
import { areas, cells, containers, slotOccupancy, yardRows } from '../../db/schema/index.ts';

export type BoxRow = {
  id: number;
  number: string;
  sizeFeet: number;
  location: string | null;
};

export type SlotRow = {
  containerId: number;
  cellId: number;
  height: number;
};

export interface MovementRow {
  containerId: number;
  from: string | null;
  to: string | null;
  shifting: boolean;
  userId: number | null;
  source: string;
  machine: string | null;
}

const STACK_CELL = {
  id: cells.id,
  fullName: cells.fullName,
  rowId: cells.rowId,
  position: cells.sortOrder,
  maxHeight: areas.maxHeight,
  pair: cells.pairHalf,
};

/** Where boxes stand: slot_occupancy, containers.location and the movements. */
export const ledgerRepository = {
  /**
   * The boxes, locked against a concurrent change until the transaction ends. A deleted box is
   * not found: nothing brings it back into the yard.
   */
  lockBoxes(db: Executor, ids: number[]): Promise<BoxRow[]> {
    return db
      .select({
        id: containers.id,
        number: containers.number,
        sizeFeet: containers.sizeFeet,
        location: containers.location,
      })
      .from(containers)
      .where(and(inArray(containers.id, ids), isNull(containers.deletedAt)))
      .orderBy(asc(containers.id))
      .for('update');
  },

  /**
   * Locks columns of the yard (cells, in id order so two transactions never wait on each other
   * crosswise): changes to one column then happen one transaction at a time, and each reads the
   * column after the one before it committed. The database's rule checks take the same locks.
   */
  async lockCells(db: Executor, ids: number[]): Promise<void> {
    await db
      .select({ id: cells.id })
      .from(cells)
      .where(inArray(cells.id, ids))
      .orderBy(asc(cells.id))
      .for('no key update');
  },

  cellsNamed(db: Executor, fullNames: string[]): Promise<StackCell[]> {
    return stackCells(db).where(inArray(cells.fullName, fullNames));
  },

  cellsWithIds(db: Executor, ids: number[]): Promise<StackCell[]> {
    return stackCells(db).where(inArray(cells.id, ids));
  },

  slotsOf(db: Executor, containerIds: number[]): Promise<SlotRow[]> {
    return db
      .select({
        containerId: slotOccupancy.containerId,
        cellId: slotOccupancy.cellId,
        height: slotOccupancy.height,
      })
      .from(slotOccupancy)
      .where(inArray(slotOccupancy.containerId, containerIds));
  },

  /** Every slot of every box that has a slot in these cells, a long box's other cell included. */
  async standingIn(db: Executor, cellIds: number[]): Promise<(SlotRow & BoxRow)[]> {
    const result = await db.execute<SlotRow & BoxRow>(sql`
      select o.container_id as "containerId", o.cell_id as "cellId", o.height,
             c.id, c.number, c.size_feet as "sizeFeet", c.location
      from slot_occupancy o
      join containers c on c.id = o.container_id
      join cells ce on ce.id = o.cell_id
      where o.container_id in (
        select container_id from slot_occupancy where cell_id = any(${sql.param(cellIds)}::int[]))
      order by o.container_id, ce.sort_order`);
    return result.rows;
  },

  /**
   * The boxes standing on these cells whose stored location no longer names their cells as they
   * are called now (after cells moved to another area), with the location they should have.
   */
  async renamedLocations(
    db: Executor,
    cellIds: number[],
  ): Promise<{ id: number; number: string; stated: string | null; location: string }[]> {
    const result = await db.execute<{
      id: number;
      number: string;
      stated: string | null;
      location: string;
    }>(sql`
      select c.id, c.number, c.location as stated, s.location
      from containers c
      join (
        select o.container_id,
               string_agg(ce.full_name || '_' || o.height, ',' order by ce.sort_order) as location
        from slot_occupancy o
        join cells ce on ce.id = o.cell_id
        where o.container_id in (
          select container_id from slot_occupancy where cell_id = any(${sql.param(cellIds)}::int[]))
        group by o.container_id
      ) s on s.container_id = c.id
      where c.location is distinct from s.location
      order by c.id`);
    return result.rows;
  },

  /** Stores renamed locations; not a move, so who moved the box last and when stay as they were. */
  async renameLocations(db: Executor, rows: { id: number; location: string }[]): Promise<void> {
    if (rows.length === 0) return;
    await db.execute(sql`
      update containers c set location = r.location
      from unnest(${sql.param(rows.map((row) => row.id))}::int[],
                  ${sql.param(rows.map((row) => row.location))}::text[]) as r(id, location)
      where c.id = r.id`);
  },

  async removeSlots(db: Executor, containerIds: number[]): Promise<void> {
    if (containerIds.length === 0) return;
    await db.delete(slotOccupancy).where(inArray(slotOccupancy.containerId, containerIds));
  },

  async addSlots(db: Executor, slots: SlotRow[]): Promise<void> {
    if (slots.length === 0) return;
    await db.insert(slotOccupancy).values(slots);
  },

  /** Each box's new location, who moved it and when. */
  async setLocations(
    db: Executor,
    rows: { containerId: number; location: string | null }[],
    username: string | null,
  ): Promise<void> {
    for (const row of rows) {
      await db
        .update(containers)
        .set({ location: row.location, locationUpdatedBy: username, lastMovedAt: sql`now()` })
        .where(eq(containers.id, row.containerId));
    }
  },

  async creditMachine(
    db: Executor,
    containerId: number,
    to: string,
    machine: string,
  ): Promise<boolean> {
    const result = await db.execute(sql`
      update movements set machine = ${machine}
      where id = (select id from movements where container_id = ${containerId}
                  order by moved_at desc, id desc limit 1)
        and machine is null and to_location = ${to}
      returning id`);
    return result.rows.length > 0;
  },

  async insertMovements(db: Executor, rows: MovementRow[]): Promise<void> {
    const column = <K extends keyof MovementRow>(name: string, type: string, key: K) => ({
      name,
      type,
      values: rows.map((row) => row[key]),
    });
    await bulkInsert(db, 'movements', [
      column('container_id', 'int', 'containerId'),
      column('from_location', 'text', 'from'),
      column('to_location', 'text', 'to'),
      column('shifting', 'boolean', 'shifting'),
      column('user_id', 'int', 'userId'),
      column('source', 'text', 'source'),
      column('machine', 'text', 'machine'),
    ]);
  },
};

function stackCells(db: Executor) {
  return db
    .select(STACK_CELL)
    .from(cells)
    .innerJoin(yardRows, eq(yardRows.id, cells.rowId))
    .innerJoin(areas, eq(areas.id, yardRows.areaId))
    .$dynamic();
}
