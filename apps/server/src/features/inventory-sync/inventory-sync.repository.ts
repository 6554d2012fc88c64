import type { SyncYardBox } from '@yardline/domain/inventory/sync';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';

/** The sync's read of the ledger: boxes with a record that are not dispatched. */
export const inventorySyncRepository = {
  /**
   * The boxes with these numbers and, with `wholeYard`, every box in the yard: where each stands
   * (null when it is not in the yard), when it last moved and by whom.
   */
  async boxes(db: Executor, numbers: string[], wholeYard: boolean): Promise<SyncYardBox[]> {
    const result = await db.execute<SyncYardBox & Record<string, unknown>>(sql`
      select id as "containerId", number, location,
             (extract(epoch from last_moved_at) * 1000)::float8 as "lastMovedAt",
             location_updated_by as "locationUpdatedBy"
      from containers
      where dispatch_at is null
        and (number = any(${sql.param(numbers)}::text[])
             ${wholeYard ? sql`or location is not null` : sql``})
      order by location nulls last, number`);
    return result.rows;
  },
};
