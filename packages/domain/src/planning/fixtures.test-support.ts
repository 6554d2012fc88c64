import { ANY } from '../configuration/colour-rule.ts';
import { HOUR_MS } from './departure.ts';
import type { CellRule, PlanningBox, PlanningCell, PlanningSlot } from './planning-yard.ts';

/** Builders for the engine's tests: cells, rules and boxes with readable defaults. */

export const NOW = Date.UTC(2026, 10, 23, 8);

export interface RowSpec {
  area: string;
  row: number;
  cells: number;
  maxHeight?: number;
  merged?: boolean;
  reefer?: boolean;
  hazardous?: boolean;
  rule?: CellRule | null;
  distance?: number;
}

/** Cells of rows, ids numbered from 1 in order; row ids are `row` numbers. */
export function rows(...specs: RowSpec[]): PlanningCell[] {
  let id = 0;
  return specs.flatMap((spec) =>
    Array.from({ length: spec.cells }, (_, position) => ({
      id: ++id,
      fullName: `${spec.area}_${String(spec.row).padStart(2, '0')}_${String(position + 1).padStart(2, '0')}`,
      rowId: spec.row,
      position,
      maxHeight: spec.maxHeight ?? 4,
      pair: spec.merged ? (position % 2 === 0 ? 'left' : 'right') : null,
      distance: spec.distance ?? position / Math.max(spec.cells - 1, 1),
      reefer: spec.reefer ?? false,
      hazardous: spec.hazardous ?? false,
      rule: spec.rule ?? null,
    })),
  );
}

export const rule = (name: string, filters: Partial<CellRule> = {}): CellRule => ({
  name,
  process: ANY,
  type: ANY,
  size: ANY,
  category: ANY,
  liner: ANY,
  customer: ANY,
  cargoType: ANY,
  hazardous: false,
  ...filters,
});

let serial = 0;

/** A 20 ft general import leaving in `leavesInHours` (give or take `spread`). */
export function box(
  leavesInHours: number,
  fields: Partial<PlanningBox> = {},
  spread = 0.1,
): PlanningBox {
  return {
    id: `BOX${++serial}`,
    sizeFeet: 20,
    type: 'GP',
    process: null,
    category: 'Import',
    liner: 'MSK',
    customer: 'ACME',
    cargoType: 'General',
    hazardous: false,
    reefer: false,
    vessel: null,
    departure: { at: NOW + leavesInHours * HOUR_MS, spread },
    ...fields,
  };
}

export const at = (height: number, ...cellIds: number[]): PlanningSlot => ({ cellIds, height });
