import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleAdmits } from '../configuration/rule-match.ts';
import { checkMoves, type StandingBox } from '../yard/moves.ts';
import { autoAssign } from './auto-assign.ts';
import { box, NOW, rows, rule } from './fixtures.test-support.ts';
import { ruleBox } from './hard-rules.ts';
import {
  type PlanningBox,
  type PlanningCell,
  PlanningYard,
  type YardSnapshot,
} from './planning-yard.ts';
import { suggestSlots } from './suggest.ts';

/**
 * Random yards (rows of 20 ft cells and of merged pairs, reefer, hazardous and rule cells,
 * stacks of random height) and random boxes: whatever the engine suggests passes the yard's
 * physical check and the hard rules, and the same question gets the same answer.
 */

const RULES = [null, rule('Empties', { category: 'Empty' }), rule('Maersk', { liner: 'MSK' })];

const boxFields = fc.record({
  leaves: fc.integer({ min: 1, max: 800 }),
  spread: fc.double({ min: 0.01, max: 3, noNaN: true }),
  sizeFeet: fc.constantFrom(20, 40),
  category: fc.constantFrom('Import', 'Export', 'Empty'),
  liner: fc.constantFrom('MSK', 'MSC'),
  vessel: fc.constantFrom(null, 'V1', 'V2'),
  hazardous: fc.boolean(),
  reefer: fc.boolean(),
});
type BoxFields = typeof boxFields extends fc.Arbitrary<infer T> ? T : never;

const toBox = (f: BoxFields): PlanningBox =>
  box(
    f.leaves,
    { ...f, type: f.reefer ? 'RF' : 'GP', hazardous: f.hazardous && !f.reefer },
    f.spread,
  );

const yardArb = fc
  .array(
    fc.record({
      cells: fc.integer({ min: 1, max: 5 }),
      maxHeight: fc.integer({ min: 1, max: 4 }),
      merged: fc.boolean(),
      kind: fc.constantFrom('general', 'reefer', 'hazardous'),
      rule: fc.constantFrom(...RULES),
      fill: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 5, maxLength: 5 }),
      boxes: fc.array(boxFields, { minLength: 20, maxLength: 20 }),
    }),
    { minLength: 1, maxLength: 4 },
  )
  .map((specs) => {
    const cells = rows(
      ...specs.map((spec, i) => ({
        area: `Z${i}`,
        row: i + 1,
        cells: spec.merged ? spec.cells * 2 : spec.cells,
        maxHeight: spec.maxHeight,
        merged: spec.merged,
        reefer: spec.kind === 'reefer',
        hazardous: spec.kind === 'hazardous',
        rule: spec.rule,
      })),
    );
    const standing: YardSnapshot['standing'][number][] = [];
    specs.forEach((spec, i) => {
      const rowCells = cells.filter((cell) => cell.rowId === i + 1);
      const width = spec.merged ? 2 : 1;
      let next = 0;
      for (let p = 0; p < spec.cells; p++) {
        const span = rowCells.slice(p * width, p * width + width).map((cell) => cell.id);
        const height = Math.min(spec.fill[p] ?? 0, spec.maxHeight);
        for (let h = 1; h <= height; h++) {
          const fields = spec.boxes[next++ % spec.boxes.length] as BoxFields;
          standing.push({
            box: toBox({ ...fields, sizeFeet: width === 2 ? 40 : 20 }),
            cellIds: span,
            height: h,
          });
        }
      }
    });
    return { cells, standing, startHeight: 1 } satisfies YardSnapshot;
  });

function physicallyFine(
  snapshot: YardSnapshot,
  placed: PlanningBox,
  cellIds: number[],
  height: number,
) {
  const ids = new Map(snapshot.standing.map((s, i) => [s.box.id, i + 1]));
  const standing: StandingBox[] = snapshot.standing.map((s) => ({
    containerId: ids.get(s.box.id) as number,
    number: s.box.id,
    sizeFeet: s.box.sizeFeet,
    cellIds: s.cellIds,
    height: s.height,
  }));
  const check = checkMoves({
    cells: new Map(snapshot.cells.map((cell) => [cell.id, cell])),
    standing,
    moves: [
      { containerId: 0, number: placed.id, sizeFeet: placed.sizeFeet, to: { cellIds, height } },
    ],
    startHeight: 1,
  });
  return !('refusals' in check);
}

function obeysRules(cells: PlanningCell[], placed: PlanningBox, yardHasPlugs: boolean) {
  return cells.every(
    (cell) =>
      (cell.reefer === placed.reefer || (!yardHasPlugs && !cell.reefer)) &&
      cell.hazardous === placed.hazardous &&
      (cell.rule === null || ruleAdmits(cell.rule, ruleBox(placed))),
  );
}

describe('suggestSlots on random yards', () => {
  it('never suggests a slot the yard or the rules refuse, and answers the same each time', () => {
    fc.assert(
      fc.property(yardArb, boxFields, (snapshot, fields) => {
        const incoming = toBox(fields);
        const ranked = suggestSlots(new PlanningYard(snapshot), incoming, { now: NOW }, 50);
        for (const s of ranked) {
          expect(physicallyFine(snapshot, incoming, s.cellIds, s.height)).toBe(true);
          const cells = s.cellIds.map(
            (id) => snapshot.cells.find((cell) => cell.id === id) as PlanningCell,
          );
          expect(
            obeysRules(
              cells,
              incoming,
              snapshot.cells.some((c) => c.reefer),
            ),
          ).toBe(true);
          expect(s.matchPercent).toBeGreaterThanOrEqual(0);
          expect(s.matchPercent).toBeLessThanOrEqual(100);
        }
        const costs = ranked.map((s) => s.cost);
        expect(costs).toEqual([...costs].sort((a, b) => a - b));
        expect(suggestSlots(new PlanningYard(snapshot), incoming, { now: NOW }, 50)).toEqual(
          ranked,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('finds a slot whenever one is free and allowed', () => {
    fc.assert(
      fc.property(yardArb, boxFields, (snapshot, fields) => {
        const incoming = toBox(fields);
        const yard = new PlanningYard(snapshot);
        const anyFree = yard.spansFor(incoming.sizeFeet).some((span) => {
          const cells = span.map((i) => yard.cells[i] as PlanningCell);
          const level = (yard.stacks[span[0] as number] ?? []).length;
          return (
            level < Math.min(...cells.map((c) => c.maxHeight)) &&
            obeysRules(cells, incoming, yard.hasPlugs)
          );
        });
        expect(suggestSlots(yard, incoming, { now: NOW }).length > 0).toBe(anyFree);
      }),
      { numRuns: 300 },
    );
  });

  it('auto-assigns each box to a distinct, physically possible slot', () => {
    fc.assert(
      fc.property(yardArb, fc.array(boxFields, { maxLength: 12 }), (snapshot, batch) => {
        const boxes = batch.map(toBox);
        const { planned, unallotted } = autoAssign(new PlanningYard(snapshot), boxes, { now: NOW });
        expect(planned.length + unallotted.length).toBe(boxes.length);
        const slots = planned.flatMap((p) =>
          p.suggestion.cellIds.map((id) => `${id}/${p.suggestion.height}`),
        );
        expect(new Set(slots).size).toBe(slots.length);
        for (const p of planned) {
          expect(physicallyFine(snapshot, p.box, p.suggestion.cellIds, p.suggestion.height)).toBe(
            true,
          );
        }
      }),
      { numRuns: 200 },
    );
  });
});
