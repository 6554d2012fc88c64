import { type DwellRecord, fitDwellModel } from '@yardline/domain/planning/dwell-model';
import {
  type PlanningBox,
  type PlanningCell,
  PlanningYard,
} from '@yardline/domain/planning/planning-yard';
import { dwellRecord, type InfoMode, planningBox } from './knowledge.ts';
import type { Policy } from './policies.ts';
import { group, type Scenario, type SimBox, type YardSize } from './scenario.ts';

/**
 * Runs one policy through one scenario. A truck comes for a box (an import) or for any box of a
 * group (a vessel's exports of a size, a liner's empties of a size: the one with the fewest
 * boxes on it is taken); every box above it is dug out and put elsewhere by the same policy,
 * each one a reshuffle. Once a day the dwell model is refitted to the boxes that have left and
 * every estimate in the yard renewed, as the server would on its next suggestion.
 */

export interface SimResult {
  retrievals: number;
  reshuffles: number;
  /** Arrivals the yard had no slot for (turned away, not counted). */
  rejected: number;
  /** Mean fill of the yard over the measured weeks. */
  fill: number;
}

const ROWS = 8;

/** A 20 ft block and a 40 ft block (merged pairs), `tiers` high. */
export function simulatedCells(size: YardSize): PlanningCell[] {
  const cells: PlanningCell[] = [];
  const block = (area: string, stacks: number, merged: boolean, rowOffset: number) => {
    const width = (Math.ceil(stacks / ROWS) * (merged ? 2 : 1)) as number;
    for (let row = 0; row < ROWS; row++) {
      for (let position = 0; position < width; position++) {
        cells.push({
          id: cells.length + 1,
          fullName: `${area}_${String(row + 1).padStart(2, '0')}_${String(position + 1).padStart(2, '0')}`,
          rowId: rowOffset + row,
          position,
          maxHeight: size.tiers,
          pair: merged ? (position % 2 === 0 ? 'left' : 'right') : null,
          distance: 0,
          reefer: false,
          hazardous: false,
          rule: null,
        });
      }
    }
  };
  block('T', size.stacks20, false, 0);
  block('F', size.stacks40, true, ROWS);
  return cells;
}

const truthGroup = (box: SimBox) =>
  box.category === 'Export' && box.vessel
    ? group.export(box.vessel, box.sizeFeet)
    : box.category === 'Empty'
      ? group.empty(box.liner, box.sizeFeet)
      : null;

export function simulate(
  scenario: Scenario,
  size: YardSize,
  policy: Policy,
  mode: InfoMode,
): SimResult {
  const cells = simulatedCells(size);
  // A 40 ft stack stands on two cells: capacity counts stacks times tiers.
  const capacity = (size.stacks20 + size.stacks40) * size.tiers;
  const yard = new PlanningYard({ cells, standing: [], startHeight: 1 });
  const inYard = new Map<string, { sim: SimBox; plan: PlanningBox }>();
  const groups = new Map<string, Set<string>>();
  const history: DwellRecord[] = [];
  let model = fitDwellModel(history);
  let nextRefit = 24;
  const result: SimResult = { retrievals: 0, reshuffles: 0, rejected: 0, fill: 0 };
  let fillSamples = 0;

  const retrieve = (id: string, hours: number) => {
    const measured = hours >= scenario.warmUp;
    const slot = yard.slotOf(id);
    if (!slot) return;
    const from = new Set(slot.cellIds);
    for (const above of yard.above(id)) {
      yard.remove(above.id);
      const to = policy.place(yard, above, hours, from);
      if (!to) throw new Error(`${policy.name}: nowhere to put ${above.id} dug out at ${hours} h`);
      yard.place(above, to);
      if (measured) result.reshuffles++;
    }
    yard.remove(id);
    const entry = inYard.get(id) as { sim: SimBox; plan: PlanningBox };
    inYard.delete(id);
    const key = truthGroup(entry.sim);
    if (key) groups.get(key)?.delete(id);
    history.push(dwellRecord(entry.sim, mode, hours));
    if (measured) result.retrievals++;
  };

  for (const event of scenario.events) {
    if (event.at >= scenario.end) break;
    while (event.at >= nextRefit) {
      model = fitDwellModel(history);
      for (const entry of inYard.values()) {
        entry.plan.departure = planningBox(entry.sim, mode, model, nextRefit).departure;
      }
      yard.departuresChanged();
      if (nextRefit >= scenario.warmUp) {
        result.fill += inYard.size;
        fillSamples++;
      }
      nextRefit += 24;
    }
    if (event.kind === 'arrive') {
      const plan = planningBox(event.box, mode, model, event.at);
      const slot = policy.place(yard, plan, event.at, new Set());
      if (!slot) {
        if (event.at >= scenario.warmUp) result.rejected++;
        continue;
      }
      yard.place(plan, slot);
      inYard.set(plan.id, { sim: event.box, plan });
      const key = truthGroup(event.box);
      if (key) groups.set(key, (groups.get(key) ?? new Set()).add(plan.id));
    } else if (event.kind === 'collect') {
      retrieve(event.boxId, event.at);
    } else {
      const members = [...(groups.get(event.group) ?? [])];
      if (members.length === 0) continue;
      let best = members[0] as string;
      let fewest = Number.POSITIVE_INFINITY;
      for (const id of members) {
        const above = yard.above(id).length;
        if (above < fewest) [best, fewest] = [id, above];
      }
      retrieve(best, event.at);
    }
  }
  result.fill = fillSamples ? result.fill / fillSamples / capacity : 0;
  return result;
}
