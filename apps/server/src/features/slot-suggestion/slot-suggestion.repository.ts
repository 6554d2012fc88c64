import type { RuleBox } from '@yardline/domain/configuration/rule-match';
import type { OpenCell } from '@yardline/domain/yard/nearest-slot';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';

export type StoredBox = Omit<RuleBox, 'type' | 'cargoType' | 'hazardous'> & {
  sizeFeet: number;
  sizeType: string;
};

export const slotSuggestionRepository = {
  /** What the colour rules look at, for a stored box; undefined when there is no such box. */
  async box(db: Executor, containerId: number): Promise<StoredBox | undefined> {
    const result = await db.execute<StoredBox>(sql`
      select c.size_feet as "sizeFeet", c.size_type as "sizeType", c.size_feet::text as size,
             c.process, c.category, l.name as liner, cu.name as customer
      from containers c
      left join liners l on l.id = c.liner_id
      left join customers cu on cu.id = c.customer_id
      where c.id = ${containerId}`);
    return result.rows[0];
  },

  /**
   * Every cell whose stack is not full, in yard order (areas, rows, cells as the layout lists
   * them), with its top and its colour rule.
   */
  async openCells(db: Executor, startHeight: number): Promise<OpenCell[]> {
    const result = await db.execute<OpenCell & Record<string, unknown>>(sql`
      select ce.id, ce.full_name as "fullName", ce.row_id as "rowId", ce.sort_order as position,
             a.max_height as "maxHeight", ce.pair_half as pair, t.top,
             case when r.id is null then null else json_build_object(
               'process', r.process, 'type', r.type, 'size', r.size, 'category', r.category,
               'liner', r.liner, 'customer', r.customer, 'cargoType', r.cargo_type,
               'hazardous', r.hazardous) end as rule
      from cells ce
      join yard_rows yr on yr.id = ce.row_id
      join areas a on a.id = yr.area_id
      left join (select cell_id, max(height) as top from slot_occupancy group by cell_id) t
        on t.cell_id = ce.id
      left join colour_rule_cells rc on rc.cell_id = ce.id
      left join colour_rules r on r.id = rc.rule_id
      where coalesce(t.top, ${startHeight - 1}) < ${startHeight - 1} + a.max_height
      order by a.sort_order, a.id, yr.sort_order, yr.id, ce.sort_order, ce.id`);
    return result.rows;
  },
};
