import type { AreaCorners } from '@yardline/domain/yard/geometry';
import type { PairHalf } from '@yardline/domain/yard/stacking';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { areas, cells, yardRows } from '../../db/schema/index.ts';

export interface LayoutRow {
  areaId: number;
  areaName: string;
  maxHeight: number;
  corners: AreaCorners | null;
  rowName: string;
  cellId: number;
  cellName: string;
  fullName: string;
  pairHalf: PairHalf | null;
}

export const yardRepository = {
  /** Bumped by the database whenever areas, rows or cells change (migration 0003). */
  async layoutVersion(db: Executor): Promise<number> {
    const result = await db.execute<{ version: number }>(
      sql`select version from yard_layout_version`,
    );
    const version = result.rows[0]?.version;
    if (version === undefined) throw new Error('yard_layout_version has no row');
    return version;
  },

  /** Every cell of the yard, in display order: area, row, cell. */
  layoutRows(db: Executor): Promise<LayoutRow[]> {
    return db
      .select({
        areaId: areas.id,
        areaName: areas.name,
        maxHeight: areas.maxHeight,
        corners: areas.corners,
        rowName: yardRows.name,
        cellId: cells.id,
        cellName: cells.name,
        fullName: cells.fullName,
        pairHalf: cells.pairHalf,
      })
      .from(areas)
      .innerJoin(yardRows, eq(yardRows.areaId, areas.id))
      .innerJoin(cells, eq(cells.rowId, yardRows.id))
      .orderBy(
        asc(areas.sortOrder),
        asc(areas.name),
        asc(yardRows.sortOrder),
        asc(cells.sortOrder),
      );
  },
};
