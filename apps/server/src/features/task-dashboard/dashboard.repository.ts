import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';

export interface ShiftWindow {
  name: string;
  /** Minutes after midnight. */
  from: number;
  to: number;
}

/** Only times of day inside the shift (one past midnight wraps). */
const inShift = (column: ReturnType<typeof sql>, shift: ShiftWindow | undefined) => {
  if (!shift) return sql`true`;
  const minute = sql`(extract(hour from ${column}) * 60 + extract(minute from ${column}))`;
  return shift.from <= shift.to
    ? sql`${minute} >= ${shift.from} and ${minute} < ${shift.to}`
    : sql`(${minute} >= ${shift.from} or ${minute} < ${shift.to})`;
};

/** The dashboard's counts, read from the ledger's movements and the tasks completed. */
export const dashboardRepository = {
  async shift(db: Executor, id: number): Promise<ShiftWindow | undefined> {
    const result = await db.execute<{ name: string; from: number; to: number }>(sql`
      select name, from_hour * 60 + from_minute as "from", to_hour * 60 + to_minute as "to"
      from machine_shifts where id = ${id}`);
    return result.rows[0];
  },

  /** Productive and waste (shifting) moves per machine and day. */
  async movements(db: Executor, from: Date, to: Date, shift?: ShiftWindow) {
    const result = await db.execute<{
      machine: string;
      day: string;
      productive: number;
      waste: number;
    }>(sql`
      select machine, to_char(moved_at, 'YYYY-MM-DD') as day,
        count(*) filter (where not shifting)::int as productive,
        count(*) filter (where shifting)::int as waste
      from movements
      where machine is not null and moved_at >= ${from.toISOString()} and moved_at < ${to.toISOString()}
        and ${inShift(sql`moved_at`, shift)}
      group by machine, day
      order by machine, day`);
    return result.rows;
  },

  /** Completed tasks per machine and task type. */
  async tasks(db: Executor, from: Date, to: Date, shift?: ShiftWindow) {
    const result = await db.execute<{ machine: string; taskType: string; count: number }>(sql`
      select assigned_to_machine as machine, task_type as "taskType", count(*)::int as count
      from tasks
      where completed_at >= ${from.toISOString()} and completed_at < ${to.toISOString()}
        and ${inShift(sql`completed_at`, shift)}
      group by assigned_to_machine, task_type
      order by assigned_to_machine, task_type`);
    return result.rows;
  },
};
