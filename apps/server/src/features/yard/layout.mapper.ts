import type { AreaLayout, YardLayout } from '@yardline/domain/yard/layout.schema';
import type { LayoutRow } from './yard.repository.ts';

/** Folds the flat, ordered cell rows into areas → rows → cells. */
export function toYardLayout(rows: LayoutRow[]): YardLayout {
  const areas = new Map<number, AreaLayout>();
  for (const row of rows) {
    let area = areas.get(row.areaId);
    if (!area) {
      area = {
        areaId: row.areaId,
        name: row.areaName,
        cellNames: [],
        rowLayouts: [],
        totalSlots: 0,
        maxHeight: row.maxHeight,
        fortyFootPairs: true,
        corners: row.corners,
      };
      areas.set(row.areaId, area);
    }
    let rowLayout = area.rowLayouts.at(-1);
    if (rowLayout?.name !== row.rowName) {
      rowLayout = { name: row.rowName, cellLayouts: [] };
      area.rowLayouts.push(rowLayout);
    }
    const merged = row.pairHalf !== null;
    rowLayout.cellLayouts.push({
      id: row.cellId,
      name: row.cellName,
      fullName: row.fullName,
      merged,
    });
    // A 40 ft block: every cell of the area is half of a merged pair.
    area.fortyFootPairs &&= merged;
    if (!area.cellNames.includes(row.cellName)) area.cellNames.push(row.cellName);
    area.totalSlots += area.maxHeight;
  }
  return { areaLayouts: [...areas.values()] };
}
