import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';

/**
 * Counts a vehicle against its agent's allowance for the activity, unless the allowance is used
 * up and `beyond` is false: answers the allowance as it was (locked until the transaction ends,
 * so two trucks at once count one after the other), or undefined when the agent has none.
 */
export async function countVehicle(db: Executor, chaId: number, activity: string, beyond: boolean) {
  const result = await db.execute<{
    cha: string;
    allowedCount: number;
    gatedInCount: number;
  }>(sql`
    select c.name as cha, d.allowed_count as "allowedCount", d.gated_in_count as "gatedInCount"
    from cha_allowed_deliveries d
    join cha_allocations a on a.id = d.allocation_id
    join chas c on c.id = a.cha_id
    join master_entries m on m.id = d.activity_id
    where a.cha_id = ${chaId} and m.list = 'activities' and lower(m.name) = lower(${activity})
    for update of d`);
  const [allowance] = result.rows;
  if (allowance && (beyond || allowance.gatedInCount < allowance.allowedCount)) {
    await db.execute(sql`
      update cha_allowed_deliveries d set gated_in_count = d.gated_in_count + 1
      from cha_allocations a, master_entries m
      where d.allocation_id = a.id and a.cha_id = ${chaId} and d.activity_id = m.id
        and m.list = 'activities' and lower(m.name) = lower(${activity})`);
  }
  return allowance;
}
