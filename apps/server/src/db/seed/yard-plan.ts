/**
 * The demo terminal's yard: blocks for 20 ft and 40 ft boxes, reefers, tanks and empties.
 * Pure and deterministic; seed-demo.ts inserts it and container-plan.ts fills it.
 */

/** What a block is used for; it decides which boxes the demo stacks in it. */
export type AreaUse = 'general' | 'reefer' | 'hazardous' | 'empty';

export interface AreaSpec {
  name: string;
  use: AreaUse;
  maxHeight: number;
  /** Cells in pairs (01+02, 03+04, …) so a 40 ft box spans both; such blocks hold 40s only. */
  fortyFootPairs: boolean;
  rows: number;
  cellsPerRow: number;
}

export interface PlannedCell {
  /** Position in YardPlan.cells: the id the container plan refers to before ids exist. */
  index: number;
  area: string;
  row: string;
  name: string;
  /** `${area}_${row}_${cell}`: the slot key without its height (doc 3 §3). */
  fullName: string;
  sortOrder: number;
}

export interface PlannedRow {
  name: string;
  sortOrder: number;
  cells: PlannedCell[];
}

export interface PlannedArea extends Omit<AreaSpec, 'rows' | 'cellsPerRow'> {
  sortOrder: number;
  rows: PlannedRow[];
}

export interface YardPlan {
  areas: PlannedArea[];
  /** Every cell of every area, in area, row, cell order. */
  cells: PlannedCell[];
}

/**
 * "4" marks the 40 ft twin of a block. Reefer blocks stay low (plug towers), empties go high,
 * tanks with hazardous cargo are kept to three tiers.
 */
export const DEMO_AREAS: readonly AreaSpec[] = [
  { name: 'A', use: 'general', maxHeight: 4, fortyFootPairs: false, rows: 10, cellsPerRow: 30 },
  { name: 'B', use: 'general', maxHeight: 5, fortyFootPairs: false, rows: 10, cellsPerRow: 30 },
  { name: 'C', use: 'general', maxHeight: 5, fortyFootPairs: true, rows: 10, cellsPerRow: 40 },
  { name: 'D', use: 'general', maxHeight: 4, fortyFootPairs: true, rows: 10, cellsPerRow: 40 },
  { name: 'E', use: 'general', maxHeight: 4, fortyFootPairs: true, rows: 8, cellsPerRow: 40 },
  { name: 'F', use: 'general', maxHeight: 4, fortyFootPairs: false, rows: 8, cellsPerRow: 25 },
  { name: 'HZ', use: 'hazardous', maxHeight: 3, fortyFootPairs: false, rows: 4, cellsPerRow: 15 },
  { name: 'RF', use: 'reefer', maxHeight: 3, fortyFootPairs: false, rows: 4, cellsPerRow: 20 },
  { name: 'RF4', use: 'reefer', maxHeight: 3, fortyFootPairs: true, rows: 6, cellsPerRow: 30 },
  { name: 'MT', use: 'empty', maxHeight: 5, fortyFootPairs: false, rows: 10, cellsPerRow: 30 },
  { name: 'MT4', use: 'empty', maxHeight: 5, fortyFootPairs: true, rows: 8, cellsPerRow: 40 },
];

const twoDigits = (n: number): string => String(n).padStart(2, '0');

export function planYard(specs: readonly AreaSpec[] = DEMO_AREAS): YardPlan {
  const cells: PlannedCell[] = [];
  const areas = specs.map((spec, areaOrder): PlannedArea => {
    if (spec.fortyFootPairs && spec.cellsPerRow % 2 !== 0) {
      throw new RangeError(`Area ${spec.name} pairs its cells, so needs an even cell count`);
    }
    const { rows: rowCount, cellsPerRow, ...area } = spec;
    const rows = Array.from({ length: rowCount }, (_, r): PlannedRow => {
      const row = twoDigits(r + 1);
      const rowCells = Array.from({ length: cellsPerRow }, (_, c): PlannedCell => {
        const name = twoDigits(c + 1);
        const cell = {
          index: cells.length,
          area: spec.name,
          row,
          name,
          fullName: `${spec.name}_${row}_${name}`,
          sortOrder: c,
        };
        cells.push(cell);
        return cell;
      });
      return { name: row, sortOrder: r, cells: rowCells };
    });
    return { ...area, sortOrder: areaOrder, rows };
  });
  return { areas, cells };
}

/**
 * Where a stack can stand in an area: one cell, or two adjacent cells of the same row in a
 * fortyFootPairs area. Values are cell indices.
 */
export function stackPositions(area: PlannedArea): number[][] {
  const positions: number[][] = [];
  for (const row of area.rows) {
    const step = area.fortyFootPairs ? 2 : 1;
    for (let c = 0; c + step <= row.cells.length; c += step) {
      positions.push(row.cells.slice(c, c + step).map((cell) => cell.index));
    }
  }
  return positions;
}

/** Boxes an area holds when full: stack positions times tiers. */
export const areaCapacity = (area: PlannedArea): number =>
  stackPositions(area).length * area.maxHeight;
