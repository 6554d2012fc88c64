import type { AreaLayout } from '@yardline/domain/yard/layout.schema';

/** One line of the terminal overview: an area's size at a glance. */
export interface AreaSummary {
  areaId: number;
  name: string;
  rows: number;
  /** Ground slots: the cells of all the area's rows. */
  cells: number;
  maxHeight: number;
  totalSlots: number;
  fortyFootPairs: boolean;
}

export interface YardTotals {
  areas: number;
  rows: number;
  cells: number;
  maxHeight: number;
  totalSlots: number;
  fortyFootAreas: number;
}

export const summariseArea = (area: AreaLayout): AreaSummary => ({
  areaId: area.areaId,
  name: area.name,
  rows: area.rowLayouts.length,
  cells: area.rowLayouts.reduce((sum, row) => sum + row.cellLayouts.length, 0),
  maxHeight: area.maxHeight,
  totalSlots: area.totalSlots,
  fortyFootPairs: area.fortyFootPairs,
});

export const yardTotals = (areas: readonly AreaSummary[]): YardTotals => ({
  areas: areas.length,
  rows: areas.reduce((sum, area) => sum + area.rows, 0),
  cells: areas.reduce((sum, area) => sum + area.cells, 0),
  maxHeight: areas.reduce((max, area) => Math.max(max, area.maxHeight), 0),
  totalSlots: areas.reduce((sum, area) => sum + area.totalSlots, 0),
  fortyFootAreas: areas.filter((area) => area.fortyFootPairs).length,
});
