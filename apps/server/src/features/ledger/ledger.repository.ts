import type { StackCell } from '@yardline/domain/yard/stacking';
import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import { type AuditEntry, auditInsert } from '../../db/audit.ts';
import type { Executor } from '../../db/database.ts';
import { executePrepared } from '../../db/prepared.ts';
import { cells } from '../../db/schema/index.ts';

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

/** A slot of a standing box, with its box and its cell (the cell's id is `cellId`). */
export type StandingRow = SlotRow & BoxRow & Omit<StackCell, 'id'>;

/** A held slot (ledger_holds_in, migration 0042): the box it is promised to, and by whom. */
export type HoldRow = {
  cellId: number;
  height: number;
  containerId: number | null;
  taskId: number | null;
  planId: number | null;
  planName: string | null;
  containerNumber: string;
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

/** The id of the machine named so now (names are unique whatever their case), or null. */
const machineIdOf = (name: SQL) =>
  sql`(select id from machines where lower(name) = lower(${name}))`;

/** Where boxes stand: slot_occupancy, containers.location and the movements. */
export const ledgerRepository = {
  /**
   * Locks the boxes against a concurrent change (a deleted box is not found: nothing brings it
   * back), then the columns of the yard they stand in and the cells named in `targets` (as
   * lockCells does), in one statement; answers the boxes, the locked cells and what stands in
   * them (standingIn, read once the locks are held: ledger_standing_in, migration 0038). The
   * columns a box stands in come from its locked row's location (the database keeps it naming the
   * box's slots): the row as the last commit left it, where a plain read of slot_occupancy in the
   * same statement would see the yard as it was before waiting for the lock. Also answers the
   * lowest tier's number as the database's rules read it (yard_start_height), saving a round
   * trip. (`= any(array(…))` keeps the cells' index in the plan made without the names:
   * cachedPlansFromHere.) With `skipLocked`, cells another transaction holds are left out of the
   * answer, not waited for. The holds on the locked cells come with them (ledger_holds_in,
   * migration 0042, read after the locks as the standing boxes are).
   */
  async lockForMoves(
    db: Executor,
    ids: number[],
    targets: string[],
    { skipLocked = false } = {},
  ): Promise<{
    boxes: BoxRow[];
    cells: StackCell[];
    standing: StandingRow[];
    holds: HoldRow[];
    startHeight: number;
  }> {
    const result = await executePrepared<{
      boxes: BoxRow[] | null;
      cells: StackCell[] | null;
      standing: StandingRow[];
      holds: HoldRow[];
      startHeight: number;
    }>(
      db,
      skipLocked ? 'ledger_lock_for_moves_skip_locked' : 'ledger_lock_for_moves',
      sql`
      with boxes as (
        select id, number, size_feet as "sizeFeet", location from containers
        where id = any(${sql.param(ids)}::int[]) and deleted_at is null
        order by id for update
      ), locked as (
        select ce.id, ce.full_name as "fullName", ce.row_id as "rowId",
               ce.sort_order as position, a.max_height as "maxHeight", ce.pair_half as pair
        from cells ce
        join yard_rows r on r.id = ce.row_id
        join areas a on a.id = r.area_id
        where ce.full_name = any(array(
          select unnest(${sql.param(targets)}::text[])
          union
          select regexp_replace(trim(slot), '_[^_]*$', '')
          from boxes, unnest(string_to_array(boxes.location, ',')) as slot))
        order by ce.id for no key update of ce ${sql.raw(skipLocked ? 'skip locked' : '')}
      )
      select (select json_agg(boxes) from boxes) as boxes,
             (select json_agg(locked) from locked) as cells,
             ledger_standing_in(array(select id from locked)) as standing,
             ledger_holds_in(array(select id from locked)) as holds,
             yard_start_height() as "startHeight"`,
    );
    const row = result.rows[0];
    return {
      boxes: row?.boxes ?? [],
      cells: row?.cells ?? [],
      standing: row?.standing ?? [],
      holds: row?.holds ?? [],
      startHeight: row?.startHeight ?? 1,
    };
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

  /**
   * Every slot of every box that has a slot in these cells, a long box's other cell included,
   * each with its cell (ledger_standing_in, migration 0038).
   */
  async standingIn(db: Executor, cellIds: number[]): Promise<StandingRow[]> {
    const result = await executePrepared<{ standing: StandingRow[] }>(
      db,
      'ledger_standing_in',
      sql`select ledger_standing_in(${sql.param(cellIds)}::int[]) as standing`,
    );
    return result.rows[0]?.standing ?? [];
  },

  /**
   * Every slot of every box in the columns these boxes stand in (ledger_standing_in), read
   * without locking: what stands on them, for a screen or a plan, the ledger checking again when
   * a box moves.
   */
  async standingWith(db: Executor, containerIds: number[]): Promise<StandingRow[]> {
    const result = await executePrepared<{ standing: StandingRow[] }>(
      db,
      'ledger_standing_with',
      sql`select ledger_standing_in(array(
            select cell_id from slot_occupancy
            where container_id = any(${sql.param(containerIds)}::int[]))) as standing`,
    );
    return result.rows[0]?.standing ?? [];
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

  /**
   * Writes moves in one statement: takes the boxes off their old slots, stores each one's new
   * location (who moved it and when), puts them on their new slots, and writes their movements
   * and audit rows, and the events (`published`: the bus's outbox insert). The new slots are
   * inserted only once the old ones are gone (the insert waits on the count of the deletes), so a
   * box may take a slot another box of the same call leaves. `along`: the caller's rows in the
   * same statement (WrittenWithMoves), whose answer this answers.
   */
  async writeMoves(
    db: Executor,
    moves: {
      locations: { containerId: number; location: string | null }[];
      slots: SlotRow[];
      movements: MovementRow[];
      audits: AuditEntry[];
      published: SQL;
    },
    username: string | null,
    along?: { name: string; ctes: SQL; answer: SQL },
  ): Promise<unknown> {
    const { locations, slots, movements, audits, published } = moves;
    const ids = locations.map((row) => row.containerId);
    const moved = <K extends keyof MovementRow>(key: K) =>
      sql.param(movements.map((row) => row[key]));
    const result = await executePrepared<{ along: unknown }>(
      db,
      along ? `ledger_write_moves_with_${along.name}` : 'ledger_write_moves',
      sql`
      with vacated as (
        delete from slot_occupancy where container_id = any(${sql.param(ids)}::int[])
        returning container_id
      ), located as (
        update containers c
        set location = r.location, location_updated_by = ${username}, last_moved_at = now()
        from unnest(${sql.param(ids)}::int[],
                    ${sql.param(locations.map((row) => row.location))}::text[]) as r(id, location)
        where c.id = r.id
      ), placed as (
        insert into slot_occupancy (container_id, cell_id, height)
        select * from unnest(${sql.param(slots.map((slot) => slot.containerId))}::int[],
                             ${sql.param(slots.map((slot) => slot.cellId))}::int[],
                             ${sql.param(slots.map((slot) => slot.height))}::int[])
        where (select count(*) from vacated) >= 0
      ), recorded as (
        -- Each with its machine's name and id as they are now (a movement is history).
        insert into movements (container_id, from_location, to_location, shifting, user_id,
                               source, machine, machine_id)
        select r.*, ${machineIdOf(sql`r.machine`)}
        from unnest(${moved('containerId')}::int[], ${moved('from')}::text[],
                    ${moved('to')}::text[], ${moved('shifting')}::boolean[],
                    ${moved('userId')}::int[], ${moved('source')}::text[],
                    ${moved('machine')}::text[])
          as r(container_id, from_location, to_location, shifting, user_id, source, machine)
      ), audited as (${auditInsert(audits)}
      ), ${along ? sql`${along.ctes}, ` : sql``}published as (${published})
      select ${along?.answer ?? sql`null`} as along`,
    );
    return result.rows[0]?.along;
  },

  async creditMachine(
    db: Executor,
    containerId: number,
    to: string,
    machine: string,
  ): Promise<boolean> {
    const result = await db.execute(sql`
      update movements set machine = ${machine}, machine_id = ${machineIdOf(sql`${machine}`)}
      where id = (select id from movements where container_id = ${containerId}
                  order by moved_at desc, id desc limit 1)
        and machine is null and to_location = ${to}
      returning id`);
    return result.rows.length > 0;
  },
};
