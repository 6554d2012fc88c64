import { cellFullName } from '@yardline/domain/yard/slot-key';
import { footprints, type PairHalf, type StackCell } from '@yardline/domain/yard/stacking';

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
  /** Cells merged in pairs (01+02, 03+04, …): 40 ft slots, so the block holds long boxes only. */
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
  /** Its half of a merged pair in a fortyFootPairs area; null for a 20 ft slot. */
  pairHalf: PairHalf | null;
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
          fullName: cellFullName(spec.name, row, name),
          sortOrder: c,
          pairHalf: spec.fortyFootPairs ? (c % 2 === 0 ? 'left' : 'right') : null,
        } satisfies PlannedCell;
        cells.push(cell);
        return cell;
      });
      return { name: row, sortOrder: r, cells: rowCells };
    });
    return { ...area, sortOrder: areaOrder, rows };
  });
  return { areas, cells };
}

/** A planned cell as the domain's stacking rules see it (ids are the plan's cell indices). */
export const stackCell = (area: PlannedArea, row: number, cell: PlannedCell): StackCell => ({
  id: cell.index,
  fullName: cell.fullName,
  rowId: area.sortOrder * 1_000 + row,
  position: cell.sortOrder,
  maxHeight: area.maxHeight,
  pair: cell.pairHalf,
});

/**
 * Where a stack can stand in an area, by the domain's footprint rule: single cells, or in a
 * fortyFootPairs area (which the demo keeps for long boxes) its cell pairs. Values are cell
 * indices.
 */
export function stackPositions(area: PlannedArea): number[][] {
  return area.rows.flatMap((row, r) =>
    footprints(
      row.cells.map((cell) => stackCell(area, r, cell)),
      area.fortyFootPairs ? 2 : 1,
    ).map((cells) => cells.map((cell) => cell.id)),
  );
}

/** Boxes an area holds when full: stack positions times tiers. */
export const areaCapacity = (area: PlannedArea): number =>
  stackPositions(area).length * area.maxHeight;
