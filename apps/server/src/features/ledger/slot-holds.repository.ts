import type { SlotHold } from '@yardline/domain/yard/slot-holds';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { HoldRow } from './ledger.repository.ts';

/** What the screens read of the slot holds (table slot_holds, kept by migration 0042's triggers). */
export const slotHoldsRepository = {
  /** The holds on these cells, as the ledger reads them (the caller holds the cells' locks). */
  async on(db: Executor, cellIds: number[]): Promise<HoldRow[]> {
    const result = await db.execute<{ holds: HoldRow[] }>(
      sql`select ledger_holds_in(${sql.param(cellIds)}::int[]) as holds`,
    );
    return result.rows[0]?.holds ?? [];
  },

  /**
   * Every promise, oldest first: one row per task or per plan and box, its slots as a location
   * (left to right, as a long box's is written); only those older than `olderThanHours` when
   * asked (the stale ones).
   */
  async list(db: Executor, olderThanHours?: number): Promise<SlotHold[]> {
    const result = await db.execute<SlotHold>(sql`
      select string_agg(ce.full_name || '_' || h.height, ',' order by ce.sort_order) as location,
             h.container_id as "containerId",
             case when h.task_id is not null
               then json_build_object('kind', 'task', 'taskId', h.task_id,
                                      'containerNumber', t.container_number)
               else json_build_object('kind', 'plan', 'planId', h.plan_id, 'planName', p.name,
                                      'containerNumber', coalesce(c.number, '-'))
             end as holder,
             to_char(min(h.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as since
      from slot_holds h
      join cells ce on ce.id = h.cell_id
      left join tasks t on t.id = h.task_id
      left join plans p on p.id = h.plan_id
      left join containers c on c.id = h.container_id
      ${
        olderThanHours === undefined
          ? sql``
          : sql`where h.created_at < now() - make_interval(secs => ${olderThanHours * 3600})`
      }
      group by h.task_id, h.plan_id, h.container_id, t.container_number, p.name, c.number
      order by min(h.created_at), h.task_id, h.plan_id, h.container_id`);
    return result.rows;
  },
};
