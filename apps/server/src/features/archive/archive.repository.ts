import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';

/**
 * The archive's SQL. The archive tables have the live tables' columns in the same order plus
 * `archived_at` (migration 0019), so rows are copied with `select *`.
 */
export const archiveRepository = {
  /**
   * The next batch: dispatched boxes older than the cut-off, locked. SKIP LOCKED lets two runs
   * (two app nodes, or a rerun while one is still going) take different boxes.
   */
  async lockBatch(tx: Executor, cutOff: Date, size: number): Promise<number[]> {
    const result = await tx.execute<{ id: number }>(sql`
      select id from containers
      where dispatch_at is not null and dispatch_at < ${cutOff.toISOString()}
      order by id
      limit ${size}
      for update skip locked`);
    return result.rows.map((row) => Number(row.id));
  },

  /** How many boxes a run with this cut-off has to archive. */
  async countOlder(db: Executor, cutOff: Date): Promise<number> {
    const result = await db.execute<{ count: number }>(sql`
      select count(*)::int as count from containers
      where dispatch_at is not null and dispatch_at < ${cutOff.toISOString()}`);
    return result.rows[0]?.count ?? 0;
  },

  /** Copies the boxes and what hangs on them into the archive, then deletes them. */
  async moveToArchive(tx: Executor, ids: number[]) {
    const list = sql`(select unnest(${`{${ids.join(',')}}`}::int[]))`;
    await tx.execute(
      // By name: movements gained machine_id after the archive table was made.
      sql`insert into movements_archive
          select r.* from movements m,
            jsonb_populate_record(null::movements_archive, to_jsonb(m) || jsonb_build_object('archived_at', now())) r
          where m.container_id in ${list}`,
    );
    await tx.execute(
      // By name: tasks gained columns after the archive table was made, so their order differs.
      sql`insert into tasks_archive
          select r.* from tasks t,
            jsonb_populate_record(null::tasks_archive, to_jsonb(t) || jsonb_build_object('archived_at', now())) r
          where t.container_id in ${list}`,
    );
    await tx.execute(
      sql`insert into surveys_archive select s.*, now() from surveys s where s.container_id in ${list}`,
    );
    // By column name: columns added to containers later come after archived_at in the archive.
    await tx.execute(sql`
      insert into containers_archive
      select (jsonb_populate_record(null::containers_archive,
                                    to_jsonb(c) || jsonb_build_object('archived_at', now()))).*
      from containers c where c.id in ${list}`);
    // Movements, tasks and surveys go with their box (on delete cascade).
    await tx.execute(sql`delete from containers where id in ${list}`);
  },

  /**
   * Moves a batch of device logs received before the cut-off into the archive (one statement:
   * deleted and copied together); answers how many moved.
   */
  async moveDeviceLogs(tx: Executor, cutOff: Date, size: number): Promise<number> {
    const result = await tx.execute<{ count: number }>(sql`
      with moved as (
        delete from device_logs where id in (
          select id from device_logs where received_at < ${cutOff.toISOString()}
          order by id limit ${size} for update skip locked)
        returning *)
      , kept as (insert into device_logs_archive select moved.*, now() from moved returning 1)
      select count(*)::int as count from kept`);
    return result.rows[0]?.count ?? 0;
  },

  async counts(db: Executor) {
    const result = await db.execute<Record<string, number>>(sql`
      select (select count(*) from containers)::int as containers,
             (select count(*) from movements)::int as movements,
             (select count(*) from tasks)::int as tasks,
             (select count(*) from containers_archive)::int as containers_archive,
             (select count(*) from movements_archive)::int as movements_archive,
             (select count(*) from tasks_archive)::int as tasks_archive,
             (select count(*) from device_logs)::int as device_logs,
             (select count(*) from device_logs_archive)::int as device_logs_archive`);
    return result.rows[0];
  },
};
