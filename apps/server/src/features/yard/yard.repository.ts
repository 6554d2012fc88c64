import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { areas, cells, yardRows } from '../../db/schema/index.ts';

export interface LayoutRow {
  areaId: number;
  areaName: string;
  maxHeight: number;
  fortyFootPairs: boolean;
  rowName: string;
  cellId: number;
  cellName: string;
  fullName: string;
}

export function createYardRepository(db: Db) {
  return {
    /** Bumped by the database whenever areas, rows or cells change (migration 0003). */
    async layoutVersion(): Promise<number> {
      const result = await db.execute<{ version: number }>(
        sql`select version from yard_layout_version`,
      );
      const version = result.rows[0]?.version;
      if (version === undefined) throw new Error('yard_layout_version has no row');
      return version;
    },

    /** Every cell of the yard, in display order: area, row, cell. */
    layoutRows(): Promise<LayoutRow[]> {
      return db
        .select({
          areaId: areas.id,
          areaName: areas.name,
          maxHeight: areas.maxHeight,
          fortyFootPairs: areas.fortyFootPairs,
          rowName: yardRows.name,
          cellId: cells.id,
          cellName: cells.name,
          fullName: cells.fullName,
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
}

export type YardRepository = ReturnType<typeof createYardRepository>;
