import type { AreaCorners } from '@yardline/domain/yard/geometry';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';

/** Where cells lie in their areas (for the middle of a box's slot), for areas with corners. */
export async function cellPlaces(db: Executor, fullNames: string[]) {
  if (fullNames.length === 0) return [];
  const result = await db.execute<{
    fullName: string;
    corners: AreaCorners;
    row: number;
    rows: number;
    cell: number;
    cells: number;
  }>(sql`
    select ce.full_name as "fullName", a.corners,
      (select count(*) from yard_rows r2 where r2.area_id = a.id and r2.sort_order < r.sort_order)::int as row,
      (select count(*) from yard_rows r2 where r2.area_id = a.id)::int as rows,
      (select count(*) from cells c2 where c2.row_id = r.id and c2.sort_order < ce.sort_order)::int as cell,
      (select count(*) from cells c2 where c2.row_id = r.id)::int as cells
    from cells ce join yard_rows r on r.id = ce.row_id join areas a on a.id = r.area_id
    where ce.full_name in (${sql.join(
      fullNames.map((name) => sql`${name}`),
      sql`, `,
    )})
      and a.corners is not null`);
  return result.rows;
}
