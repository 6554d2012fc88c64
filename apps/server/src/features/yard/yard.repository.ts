import { asc, eq } from 'drizzle-orm';
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
