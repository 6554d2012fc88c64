import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';

/** Marks boxes as placed in a yard plan, or no longer (the plans' writer of the flag). */
export async function setPlanned(db: Executor, ids: number[], planned: boolean): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update containers set planned = ${planned} where id = any(${sql.param(ids)}::int[])`);
}
