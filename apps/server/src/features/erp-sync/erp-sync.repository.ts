import type { ErpContainer } from '@yardline/domain/inventory/erp-sync';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';

/** The boxes in the yard, read a page at a time by id for the ERP's inventory. */
export const erpSyncRepository = {
  async yardPage(
    db: Executor,
    afterId: number,
    limit: number,
  ): Promise<(ErpContainer & { id: number })[]> {
    const result = await db.execute<ErpContainer & { id: number } & Record<string, unknown>>(sql`
      select c.id, c.number as "containerNumber", c.size_type as "sizeType", c.size_feet as size,
             c.location,
             to_char(c.gate_in_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "gateInDate",
             l.name as liner, cu.name as customer, c.category, c.igm, c.item
      from containers c
      left join liners l on l.id = c.liner_id
      left join customers cu on cu.id = c.customer_id
      where c.location is not null and c.id > ${afterId}
      order by c.id
      limit ${limit}`);
    return result.rows;
  },
};
