import type { DwellRecord } from '@yardline/domain/planning/dwell-model';
import type { PlanningWeights } from '@yardline/domain/planning/weights';
import type { PairHalf } from '@yardline/domain/yard/stacking';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';

/** What the planning engine reads of the yard: cells, boxes, their history, and its weights. */

export type CellRow = {
  id: number;
  fullName: string;
  rowId: number;
  position: number;
  maxHeight: number;
  pair: PairHalf | null;
  /** 0 for the first row of the first area, 1 for the last: the yard's order as a distance. */
  distance: number;
};

/** A container as the engine needs it, with where it stands (or is planned) when it does. */
export type BoxRow = {
  id: number;
  number: string;
  sizeFeet: number;
  sizeType: string;
  process: string | null;
  category: string | null;
  liner: string | null;
  customer: string | null;
  igm: string | null;
  gateInAt: Date;
  /** What the box's record says of its departure and cargo, when known. */
  vessel: string | null;
  expectedDepartureAt: Date | null;
  hazardous: boolean;
  cellIds: number[] | null;
  height: number | null;
};

/** An open task's held destination where no box stands yet (slot_holds, migration 0042). */
export type TaskHoldRow = {
  taskId: number;
  containerId: number | null;
  containerNumber: string;
  location: string;
};

export type PlannedRow = {
  containerId: number;
  planId: number;
  location: string;
};

const BOX_COLUMNS = sql`c.id, c.number, c.size_feet as "sizeFeet", c.size_type as "sizeType",
  c.process, c.category, l.name as liner, cu.name as customer, c.igm, c.gate_in_at as "gateInAt",
  c.vessel, c.expected_departure_at as "expectedDepartureAt", c.hazardous`;

/** How far back the dwell model looks, and at most how many boxes it reads. */
const HISTORY_DAYS = 180;
const HISTORY_LIMIT = 20_000;

export const planningRepository = {
  async cells(db: Executor): Promise<CellRow[]> {
    const result = await db.execute<CellRow>(sql`
      with ordered as (
        select c.id, c.full_name as "fullName", c.row_id as "rowId", c.sort_order as position,
               a.max_height as "maxHeight", c.pair_half as pair,
               dense_rank() over (order by a.sort_order, a.name, r.sort_order, r.name) as rank,
               a.sort_order as area_order, a.name as area_name, r.sort_order as row_order,
               r.name as row_name
        from cells c
        join yard_rows r on r.id = c.row_id
        join areas a on a.id = r.area_id)
      select id, "fullName", "rowId", position, "maxHeight", pair,
             ((rank - 1)::float8 / greatest(max(rank) over () - 1, 1)) as distance
      from ordered
      order by area_order, area_name, row_order, row_name, position`);
    return result.rows;
  },

  /** Every box standing in the yard, with its cells (left to right) and height. */
  async standing(db: Executor): Promise<BoxRow[]> {
    const result = await db.execute<BoxRow>(sql`
      select ${BOX_COLUMNS},
             array_agg(o.cell_id order by ce.sort_order) as "cellIds", min(o.height) as height
      from slot_occupancy o
      join cells ce on ce.id = o.cell_id
      join containers c on c.id = o.container_id
      left join liners l on l.id = c.liner_id
      left join customers cu on cu.id = c.customer_id
      group by c.id, l.name, cu.name`);
    return result.rows;
  },

  /** Containers by id: all of them, or (`queuedOnly`) those waiting for a slot (not in the yard, not dispatched). */
  async boxes(db: Executor, ids: number[], queuedOnly: boolean): Promise<BoxRow[]> {
    const result = await db.execute<BoxRow>(sql`
      select ${BOX_COLUMNS}, null as "cellIds", null as height
      from containers c
      left join liners l on l.id = c.liner_id
      left join customers cu on cu.id = c.customer_id
      where c.id = any(${sql.param(ids)}::int[])
        ${queuedOnly ? sql`and c.location is null and c.dispatch_at is null and c.deleted_at is null` : sql``}
      order by c.id`);
    return result.rows;
  },

  /** Every stored plan's slots, of containers still waiting for one. */
  async plannedSlots(db: Executor): Promise<(PlannedRow & BoxRow)[]> {
    const result = await db.execute<PlannedRow & BoxRow>(sql`
      select ${BOX_COLUMNS}, p.container_id as "containerId", p.plan_id as "planId", p.location
      from plan_containers p
      join containers c on c.id = p.container_id
      left join liners l on l.id = c.liner_id
      left join customers cu on cu.id = c.customer_id
      where c.location is null and c.dispatch_at is null`);
    return result.rows;
  },

  /** The free slots open tasks hold, each task's as a location (a long box's two keys). */
  async taskHolds(db: Executor): Promise<TaskHoldRow[]> {
    const result = await db.execute<TaskHoldRow>(sql`
      select h.task_id as "taskId", h.container_id as "containerId",
             t.container_number as "containerNumber",
             string_agg(ce.full_name || '_' || h.height, ',' order by ce.sort_order) as location
      from slot_holds h
      join cells ce on ce.id = h.cell_id
      join tasks t on t.id = h.task_id
      where not exists (select 1 from slot_occupancy o
                        where o.cell_id = h.cell_id and o.height = h.height)
      group by h.task_id, h.container_id, t.container_number
      order by h.task_id`);
    return result.rows;
  },

  /** The containers a stored plan holds slots for; undefined when there is no such plan. */
  async planContainers(db: Executor, planId: number): Promise<number[] | undefined> {
    const result = await db.execute<{ ids: number[] }>(sql`
      select coalesce(array_agg(pc.container_id) filter (where pc.container_id is not null), '{}') as ids
      from plans p
      left join plan_containers pc on pc.plan_id = p.id
      where p.id = ${planId}
      group by p.id`);
    return result.rows[0]?.ids;
  },

  /** Boxes that left in the last months: how long each kind stays. */
  async dwellHistory(db: Executor): Promise<DwellRecord[]> {
    const result = await db.execute<{
      category: string;
      liner: string | null;
      customer: string | null;
      dwellHours: number | string;
    }>(sql`
      select coalesce(c.category, '') as category, l.name as liner, cu.name as customer,
             extract(epoch from (c.dispatch_at - c.gate_in_at)) / 3600 as "dwellHours"
      from containers c
      left join liners l on l.id = c.liner_id
      left join customers cu on cu.id = c.customer_id
      where c.dispatch_at > now() - make_interval(days => ${HISTORY_DAYS})
      order by c.dispatch_at desc
      limit ${HISTORY_LIMIT}`);
    return result.rows.map((row) => ({ ...row, dwellHours: Number(row.dwellHours) }));
  },

  /**
   * Over the last `days`: boxes that left the yard (a movement with no destination) and shifting
   * moves (boxes dug out, which dispatch records for the boxes above the one taken out).
   */
  async reshuffles(db: Executor, days: number): Promise<{ dispatched: number; shifting: number }> {
    const result = await db.execute<{ dispatched: number; shifting: number }>(sql`
      select count(*) filter (where to_location is null and from_location is not null)::int as dispatched,
             count(*) filter (where shifting)::int as shifting
      from movements
      where moved_at > now() - make_interval(days => ${days})`);
    return result.rows[0] ?? { dispatched: 0, shifting: 0 };
  },

  async weights(db: Executor): Promise<PlanningWeights | undefined> {
    const result = await db.execute<{ weights: PlanningWeights }>(
      sql`select weights from planning_settings where id = 1`,
    );
    return result.rows[0]?.weights;
  },

  async setWeights(db: Executor, weights: PlanningWeights, userId: number): Promise<void> {
    await db.execute(sql`
      insert into planning_settings (id, weights, updated_by, updated_at)
      values (1, ${JSON.stringify(weights)}::jsonb, ${userId}, now())
      on conflict (id) do update
        set weights = excluded.weights, updated_by = excluded.updated_by, updated_at = now()`);
  },
};
