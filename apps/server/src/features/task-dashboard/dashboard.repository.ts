import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.ts';

export interface ShiftWindow {
  name: string;
  /** Minutes after midnight. */
  from: number;
  to: number;
}

type Sql = ReturnType<typeof sql>;

/** Minutes after local midnight of a timestamp (the session's time zone). */
const minuteOf = (column: Sql) =>
  sql`(extract(hour from ${column}) * 60 + extract(minute from ${column}))::int`;

/** Only minutes of the day inside the shift (one past midnight wraps). */
const inShift = (minute: Sql, shift: ShiftWindow | undefined) => {
  if (!shift) return sql`true`;
  return shift.from <= shift.to
    ? sql`${minute} >= ${shift.from} and ${minute} < ${shift.to}`
    : sql`(${minute} >= ${shift.from} or ${minute} < ${shift.to})`;
};

/** Whether minute `edge` of the day falls strictly inside the hour starting at minute `start`. */
const cuts = (start: Sql, edge: number) => sql`(${edge} - ${start} + 1440) % 1440 between 1 and 59`;

/** The dashboard's counts, read from the ledger's movements and the tasks completed. */
export const dashboardRepository = {
  /**
   * Productive and waste (shifting) moves per machine (by id, under its current name) and day. Whole hours come from the hourly
   * counts (movement_counts); an hour cut by the period's ends, by the shift's start or end, or
   * by local midnight (a time zone off the hour) is counted move by move from `movements`.
   */
  async movements(db: Executor, from: Date, to: Date, shift?: ShiftWindow) {
    const [start, end] = [from.toISOString(), to.toISOString()];
    const cutByShift = shift
      ? sql`or ${cuts(sql`m0`, shift.from)} or ${cuts(sql`m0`, shift.to)}`
      : sql``;
    const result = await db.execute<{
      machineId: number | null;
      machine: string;
      day: string;
      productive: number;
      waste: number;
    }>(sql`
      with hours as (
        select machine, machine_id, hour, productive, waste, ${minuteOf(sql`hour`)} as m0
        from movement_counts
        where hour > ${start}::timestamptz - interval '1 hour' and hour < ${end}
      ), marked as (
        select *, (hour < ${start} or hour + interval '1 hour' > ${end} or m0 + 60 > 1440
          ${cutByShift}) as cut
        from hours
      ), counted as (
        select machine, machine_id, to_char(hour, 'YYYY-MM-DD') as day, productive, waste
        from marked where not cut and ${inShift(sql`m0`, shift)}
        union all
        select m.machine, m.machine_id, to_char(m.moved_at, 'YYYY-MM-DD'), (not m.shifting)::int,
          m.shifting::int
        from (select distinct hour from marked where cut) edge
        -- Lateral, kept apart by offset 0: one index range per cut hour, never a scan of the
        -- whole table (flattened, the planner may scan every movement in the shift's hours).
        cross join lateral (
          select machine, machine_id, moved_at, shifting from movements
          where moved_at >= edge.hour and moved_at < edge.hour + interval '1 hour'
            and moved_at >= ${start} and moved_at < ${end} and machine is not null
          offset 0
        ) m
        where ${inShift(minuteOf(sql`m.moved_at`), shift)}
      ), summed as (
        select machine, machine_id, day, sum(productive) as productive, sum(waste) as waste
        from counted group by machine, machine_id, day
      )
      -- A machine is its id, named as it is now: a renamed machine's moves under either name
      -- count once. Moves that name a machine only (before ids were kept) are the machine of that
      -- name now; a deleted machine's keep the name they were made under.
      select coalesce(k.id, n.id) as "machineId", coalesce(k.name, n.name, s.machine) as machine,
        s.day, sum(s.productive)::int as productive, sum(s.waste)::int as waste
      from summed s
      left join machines k on k.id = s.machine_id
      left join machines n on s.machine_id is null and lower(n.name) = lower(s.machine)
      group by 1, 2, s.day
      having sum(s.productive) + sum(s.waste) > 0
      order by 2, 1, s.day`);
    return result.rows;
  },

  /**
   * The same in a transaction of its own with PostgreSQL's JIT off: the planner overestimates the
   * cut hours' rows and would spend seconds compiling a query that runs in a fraction of one.
   */
  movementsWithoutJit(db: Db, from: Date, to: Date, shift?: ShiftWindow) {
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return dashboardRepository.movements(tx, from, to, shift);
    });
  },

  /** Completed tasks per machine and task type. */
  async tasks(db: Executor, from: Date, to: Date, shift?: ShiftWindow) {
    const result = await db.execute<{ machine: string; taskType: string; count: number }>(sql`
      select assigned_to_machine as machine, task_type as "taskType", count(*)::int as count
      from tasks
      where completed_at >= ${from.toISOString()} and completed_at < ${to.toISOString()}
        and ${inShift(minuteOf(sql`completed_at`), shift)}
      group by assigned_to_machine, task_type
      order by assigned_to_machine, task_type`);
    return result.rows;
  },
};
