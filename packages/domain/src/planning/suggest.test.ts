import { describe, expect, it } from 'vitest';
import { autoAssign } from './auto-assign.ts';
import { at, box, NOW, rows, rule } from './fixtures.test-support.ts';
import { PlanningYard, type YardSnapshot } from './planning-yard.ts';
import { slotFits } from './slot-fit.ts';
import { suggestSlots } from './suggest.ts';

const yardOf = (cells: YardSnapshot['cells'], standing: YardSnapshot['standing'] = []) =>
  new PlanningYard({ cells, standing, startHeight: 1 });

describe('suggestSlots', () => {
  it('puts a box on the ground of an empty yard, nearest the gate first', () => {
    const yard = yardOf(rows({ area: 'A', row: 1, cells: 3 }));
    const [first, second] = suggestSlots(yard, box(48), { now: NOW });
    expect(first?.location).toBe('A_01_01_1');
    expect(second?.location).toBe('A_01_02_1');
    expect(first?.breakdown.expectedReshuffles.value).toBe(0);
    expect(first?.reason).toBe('A free ground slot');
  });

  it('stacks a box on one expected to leave later, never on one leaving sooner', () => {
    const early = box(10);
    const late = box(500);
    const yard = yardOf(rows({ area: 'A', row: 1, cells: 2, maxHeight: 2 }), [
      { box: early, ...at(1, 1) },
      { box: late, ...at(1, 2) },
    ]);
    const [first, second] = suggestSlots(yard, box(100), { now: NOW });
    expect(first?.location).toBe('A_01_02_2');
    expect(first?.reason).toBe('On boxes expected to leave after it');
    expect(second?.breakdown.expectedReshuffles.value).toBeGreaterThan(0.99);
  });

  it('stacks exports for the same vessel and size on each other for free', () => {
    const booked = { category: 'Export', vessel: 'MAERSK KOLKATA' };
    const sameVessel = box(100, booked);
    const otherVessel = box(400, { category: 'Export', vessel: 'MSC ANNA' });
    const yard = yardOf(rows({ area: 'A', row: 1, cells: 2, maxHeight: 2 }), [
      { box: sameVessel, ...at(1, 1) },
      { box: otherVessel, ...at(1, 2) },
    ]);
    const [first] = suggestSlots(yard, box(100, booked), { now: NOW });
    expect(first?.location).toBe('A_01_01_2');
    expect(first?.breakdown.expectedReshuffles.value).toBe(0);
    expect(first?.reason).toBe('On exports for the same vessel and size');
  });

  it('levels the yard when nothing is known of departures', () => {
    const unknown = (fields = {}) => box(72, fields, 5);
    const yard = yardOf(rows({ area: 'A', row: 1, cells: 3 }), [
      { box: unknown(), ...at(1, 1) },
      { box: unknown(), ...at(2, 1) },
      { box: unknown(), ...at(1, 2) },
      { box: unknown(), ...at(1, 3) },
    ]);
    const ranked = suggestSlots(yard, unknown(), { now: NOW });
    expect(ranked.map((s) => s.height)).toEqual([2, 2, 3]);
  });

  it('puts a 40 ft box on a merged pair only, and a 20 ft box never on half of one', () => {
    const cells = rows(
      { area: 'A', row: 1, cells: 2 },
      { area: 'C', row: 2, cells: 4, merged: true },
    );
    const yard = yardOf(cells);
    const long = suggestSlots(yard, box(48, { sizeFeet: 40 }), { now: NOW }, 10);
    expect(long.map((s) => s.location)).toEqual(['C_02_01_1,C_02_02_1', 'C_02_03_1,C_02_04_1']);
    const short = suggestSlots(yard, box(48), { now: NOW }, 10);
    expect(short.map((s) => s.location)).toEqual(['A_01_01_1', 'A_01_02_1']);
  });

  it('keeps reefer plugs for reefers and hazardous areas for hazardous boxes', () => {
    const yard = yardOf(
      rows(
        { area: 'A', row: 1, cells: 1 },
        { area: 'RF', row: 2, cells: 1, reefer: true },
        { area: 'HZ', row: 3, cells: 1, hazardous: true },
      ),
    );
    const where = (fields = {}) =>
      suggestSlots(yard, box(48, fields), { now: NOW }, 10).map((s) => s.location);
    expect(where()).toEqual(['A_01_01_1']);
    expect(where({ reefer: true, type: 'RF' })).toEqual(['RF_02_01_1']);
    expect(where({ hazardous: true })).toEqual(['HZ_03_01_1']);
    expect(where({ hazardous: true, reefer: true })).toEqual([]);
    const noPlugs = yardOf(rows({ area: 'A', row: 1, cells: 1 }));
    expect(suggestSlots(noPlugs, box(48, { reefer: true }), { now: NOW })[0]?.location).toBe(
      'A_01_01_1',
    );
  });

  it('follows colour rules and prefers the cells kept for the box', () => {
    const empties = rule('Empty stacks', { category: 'Empty' });
    const yard = yardOf(
      rows(
        { area: 'A', row: 1, cells: 1, distance: 0 },
        { area: 'MT', row: 2, cells: 1, rule: empties, distance: 1 },
      ),
    );
    const empty = suggestSlots(yard, box(48, { category: 'Empty' }), { now: NOW }, 10);
    expect(empty.map((s) => s.location)).toEqual(['MT_02_01_1', 'A_01_01_1']);
    expect(empty[0]?.reason).toBe('Cells of rule Empty stacks, a free ground slot');
    const full = suggestSlots(yard, box(48), { now: NOW }, 10);
    expect(full.map((s) => s.location)).toEqual(['A_01_01_1']);
  });

  it('never plans above the max height, on a planned slot or in an excluded stack', () => {
    const cells = rows({ area: 'A', row: 1, cells: 3, maxHeight: 1 });
    const yard = yardOf(cells, [
      { box: box(10), ...at(1, 1) },
      { box: box(10), ...at(1, 2), planned: true },
    ]);
    expect(suggestSlots(yard, box(5), { now: NOW }, 10).map((s) => s.location)).toEqual([
      'A_01_03_1',
    ]);
    expect(suggestSlots(yard, box(5), { now: NOW, excludeCells: new Set([3]) })).toEqual([]);
  });

  it('applies changed weights to the next suggestion', () => {
    const yard = yardOf(rows({ area: 'A', row: 1, cells: 2 }), [{ box: box(500), ...at(1, 1) }]);
    const weights = {
      expectedReshuffles: 1,
      stackCompatibility: 0,
      ruleFit: 0,
      height: 0,
      distance: 1,
    };
    expect(suggestSlots(yard, box(10), { now: NOW, weights })[0]?.location).toBe('A_01_01_2');
    const heightFirst = { ...weights, height: 5 };
    expect(suggestSlots(yard, box(10), { now: NOW, weights: heightFirst })[0]?.location).toBe(
      'A_01_02_1',
    );
  });
});

describe('autoAssign', () => {
  it('plans the longest stay first, one planned box per stack, and lists the rest as unallotted', () => {
    const yard = yardOf(rows({ area: 'A', row: 1, cells: 2 }));
    const soon = box(10);
    const later = box(300);
    const last = box(100);
    const { planned, unallotted } = autoAssign(yard, [soon, later, last], { now: NOW });
    expect(planned.map((p) => [p.box.id, p.order, p.suggestion.location])).toEqual([
      [later.id, 1, 'A_01_01_1'],
      [last.id, 2, 'A_01_02_1'],
    ]);
    expect(unallotted).toEqual([soon]);
  });
});

describe('slotFits', () => {
  it('takes a slot the suggestions could give, and refuses floating, planned-on, half-pair and rule-breaking slots', () => {
    const cells = rows(
      { area: 'A', row: 1, cells: 2 },
      { area: 'C', row: 2, cells: 2, merged: true },
      { area: 'RF', row: 3, cells: 1, reefer: true },
    );
    const yard = yardOf(cells, [{ box: box(10), ...at(1, 2), planned: true }]);
    const short = box(48);
    expect(slotFits(yard, short, at(1, 1))).toBe(true);
    expect(slotFits(yard, short, at(2, 1))).toBe(false);
    expect(slotFits(yard, short, at(2, 2))).toBe(false);
    expect(slotFits(yard, short, at(1, 3))).toBe(false);
    expect(slotFits(yard, short, at(1, 5))).toBe(false);
    expect(slotFits(yard, short, at(1, 99))).toBe(false);
    expect(slotFits(yard, box(48, { sizeFeet: 40 }), at(1, 3, 4))).toBe(true);
    expect(slotFits(yard, box(48, { sizeFeet: 40 }), at(1, 4, 3))).toBe(false);
  });
});
