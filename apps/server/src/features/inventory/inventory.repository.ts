import type { LocationStack } from '@yardline/domain/yard/location-stack';
import type { IgmContainers, YardContainer } from '@yardline/domain/yard/yard-containers';
import { NUMBER_WIDTH } from '@yardline/domain/yard/yard-containers';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';

/** The inventory's reads: boxes where they stand, for the slot grid and its tooltips. */
export const inventoryRepository = {
  /**
   * Every box standing in the yard, or in one area, as the columnar JSON of `YardContainers`,
   * built by the database in one statement (one row of text: no per-row driver work). A long
   * box is listed once, at the left half of its pair.
   */
  async yardContainers(db: Executor, areaName?: string): Promise<string> {
    const inArea: SQL = areaName
      ? sql`and ce.row_id in (select r.id from yard_rows r join areas a on a.id = r.area_id
                               where a.name = ${areaName})`
      : sql``;
    const result = await db.execute<{ json: string }>(sql`
      select json_build_object(
        'lastUpdated', floor(extract(epoch from clock_timestamp()) * 1000)::bigint,
        'liners', (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'color', color)
                                            order by name), '[]'::json) from liners),
        'ids', coalesce(array_agg(c.id), '{}'),
        'numbers', coalesce(string_agg(rpad(c.number, ${NUMBER_WIDTH}), ''), ''),
        'sizes', coalesce(array_agg(c.size_feet), '{}'),
        'linerIds', coalesce(array_agg(coalesce(c.liner_id, 0)), '{}'),
        'planned', coalesce(array_agg(c.planned::int), '{}'),
        'cells', coalesce(array_agg(o.cell_id), '{}'),
        'heights', coalesce(array_agg(o.height), '{}')
      )::text as json
      from slot_occupancy o
      join cells ce on ce.id = o.cell_id
      join containers c on c.id = o.container_id
      where ce.pair_half is distinct from 'right' ${inArea}`);
    return result.rows[0]?.json ?? '';
  },

  async areaExists(db: Executor, name: string): Promise<boolean> {
    const result = await db.execute(sql`select 1 from areas where name = ${name}`);
    return result.rows.length > 0;
  },

  /** Boxes in the yard with this IGM number, and item when given. */
  async igmContainers(db: Executor, igm: string, item: string | undefined): Promise<IgmContainers> {
    const result = await db.execute<IgmContainers[number]>(sql`
      select id as "containerId", number, location
      from containers
      where igm = ${igm} ${item === undefined ? sql`` : sql`and item = ${item}`}
        and dispatch_at is null and location is not null
      order by number
      limit 1000`);
    return result.rows;
  },

  /** The details of the boxes with these ids, in the order given; ids with no box are left out. */
  async containers(db: Executor, ids: readonly number[]): Promise<YardContainer[]> {
    const result = await db.execute<YardContainer>(sql`
      select c.id as "containerId", c.number, c.size_type as "sizeType", c.size_feet as size,
             l.name as liner, cu.name as customer, c.category, c.igm as "igmNumber", c.item,
             to_char(c.gate_in_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "gateInDate",
             to_char(c.last_moved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastMovedDate",
             c.planned, c.dispatch_at is not null as dispatched, c.location as "fullName",
             (select min(o.height) from slot_occupancy o where o.container_id = c.id)::int as "stackIndex"
      from unnest(${sql.param(ids)}::int[]) with ordinality as asked(id, position)
      join containers c on c.id = asked.id
      left join liners l on l.id = c.liner_id
      left join customers cu on cu.id = c.customer_id
      order by asked.position`);
    return result.rows;
  },

  /** The cell of this full name, with its area's tiers and the yard's start height. */
  async cell(db: Executor, fullName: string) {
    const result = await db.execute<{
      id: number;
      cell: string;
      area: string;
      maxHeight: number;
      startHeight: number;
      merged: boolean;
    }>(sql`
      select ce.id, ce.full_name as cell, a.name as area, a.max_height as "maxHeight",
             yard_start_height() as "startHeight", ce.pair_half is not null as merged
      from cells ce
      join yard_rows r on r.id = ce.row_id
      join areas a on a.id = r.area_id
      where ce.full_name = ${fullName}`);
    return result.rows[0];
  },

  /** The boxes standing on a cell, or at one height of it, bottom first. */
  async stack(db: Executor, cellId: number, height: number | null) {
    const result = await db.execute<LocationStack['containers'][number]>(sql`
      select c.id as "containerId", c.number, c.size_feet as size, o.height, c.location
      from slot_occupancy o
      join containers c on c.id = o.container_id
      where o.cell_id = ${cellId} ${height === null ? sql`` : sql`and o.height = ${height}`}
      order by o.height`);
    return result.rows;
  },
};
