import { type ColourRule, rulesByCell } from '@yardline/domain/configuration/colour-rule';
import { typeNameOf } from '@yardline/domain/gate/size-type-code';
import { type DwellModel, estimateDeparture } from '@yardline/domain/planning/dwell-model';
import { ruleCellKinds } from '@yardline/domain/planning/hard-rules';
import type { ArrivingBox } from '@yardline/domain/planning/planning-api';
import type {
  PlanningBox,
  PlanningCell,
  PlanningSlot,
} from '@yardline/domain/planning/planning-yard';
import { parseLocation, splitSlotKey } from '@yardline/domain/yard/slot-key';
import type { BoxRow, CellRow } from './planning.repository.ts';

/** Rows as the planning engine takes them. */

export function planningCells(rows: CellRow[], rules: ColourRule[]): PlanningCell[] {
  const ruleOf = rulesByCell(rules);
  return rows.map((row) => {
    const rule = ruleOf.get(row.id) ?? null;
    return { ...row, distance: Number(row.distance), rule, ...ruleCellKinds(rule) };
  });
}

/** The container-types name of a size-type code, and whether it is a reefer. */
function typeName(sizeType: string | undefined): { type: string; reefer: boolean } {
  const type = sizeType ? typeNameOf(sizeType) : 'GP';
  return { type, reefer: type === 'RF' };
}

/**
 * A stored container: its departure as announced (its vessel's, for a box booked on one) when
 * its record has one, otherwise estimated by the dwell model.
 */
export function storedBox(row: BoxRow, model: DwellModel, now: number): PlanningBox {
  const { type, reefer } = typeName(row.sizeType);
  const category = row.category ?? '';
  const expected = row.expectedDepartureAt ? new Date(row.expectedDepartureAt).getTime() : null;
  const facts = {
    category,
    liner: row.liner,
    customer: row.customer,
    arrivedAt: new Date(row.gateInAt).getTime(),
  };
  return {
    id: row.number,
    sizeFeet: row.sizeFeet,
    type,
    process: row.process,
    category,
    liner: row.liner,
    customer: row.customer,
    cargoType: reefer ? 'Reefer' : null,
    hazardous: row.hazardous,
    reefer,
    vessel: row.vessel,
    departure: estimateDeparture(
      model,
      row.vessel ? { ...facts, vesselDepartureAt: expected } : { ...facts, announcedAt: expected },
      now,
    ),
  };
}

/** A box described at the gate, arriving now. */
export function arrivingBox(box: ArrivingBox, model: DwellModel, now: number): PlanningBox {
  const { type, reefer } = typeName(box.sizeType);
  const expected = box.expectedDepartureAt ? Date.parse(box.expectedDepartureAt) : null;
  const facts = {
    category: box.category,
    liner: box.liner ?? null,
    customer: box.customer ?? null,
    arrivedAt: now,
  };
  return {
    id: box.number ?? 'arriving',
    sizeFeet: box.sizeFeet,
    type,
    process: box.process ?? null,
    category: box.category,
    liner: facts.liner,
    customer: facts.customer,
    cargoType: box.cargoType ?? (reefer ? 'Reefer' : null),
    hazardous: box.hazardous,
    reefer,
    vessel: box.vessel ?? null,
    departure: estimateDeparture(
      model,
      box.vessel ? { ...facts, vesselDepartureAt: expected } : { ...facts, announcedAt: expected },
      now,
    ),
  };
}

/** A location's cells and height, or undefined when it names a cell the yard lacks. */
export function locationSlot(
  location: string,
  cellId: ReadonlyMap<string, number>,
): PlanningSlot | undefined {
  const slots = (parseLocation(location) ?? []).map(splitSlotKey);
  const ids = slots.map((slot) => (slot ? cellId.get(slot.cell) : undefined));
  const height = slots[0]?.height;
  if (height === undefined || slots.some((slot) => slot?.height !== height)) return undefined;
  return ids.every((id) => id !== undefined) ? { cellIds: ids as number[], height } : undefined;
}
