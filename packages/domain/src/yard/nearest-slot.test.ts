import { describe, expect, it } from 'vitest';
import type { RuleBox } from '../configuration/rule-match.ts';
import { nearestSlot, type OpenCell } from './nearest-slot.ts';

const ALL = {
  process: 'All',
  type: 'All',
  size: 'All',
  category: 'All',
  liner: 'All',
  customer: 'All',
  cargoType: 'All',
  hazardous: false,
};
const box = (over: Partial<RuleBox & { sizeFeet: number }> = {}) => ({
  process: 'Import',
  type: 'GP',
  size: '20',
  category: 'Import',
  liner: null,
  customer: null,
  cargoType: null,
  hazardous: false,
  sizeFeet: 20,
  ...over,
});
let id = 0;
const cell = (fullName: string, over: Partial<OpenCell> = {}): OpenCell => ({
  id: ++id,
  fullName,
  rowId: 1,
  position: Number(fullName.slice(-2)) - 1,
  maxHeight: 3,
  pair: null,
  top: null,
  rule: null,
  ...over,
});

describe('nearestSlot', () => {
  it('puts a box on the first stack with room, on top of it', () => {
    const cells = [cell('A_01_01', { top: 3 }), cell('A_01_02', { top: 1 }), cell('A_01_03')];
    expect(nearestSlot(cells, box(), 1)?.location).toBe('A_01_02_2');
  });

  it('starts an empty cell at the start height', () => {
    expect(nearestSlot([cell('A_01_01')], box(), 0)?.location).toBe('A_01_01_0');
    expect(nearestSlot([cell('A_01_01')], box(), 1)?.location).toBe('A_01_01_1');
  });

  it('puts a 40 ft box on a merged pair whose stacks are level, and a 20 ft box elsewhere', () => {
    const cells = [
      cell('C_01_01', { pair: 'left', top: 1 }),
      cell('C_01_02', { pair: 'right', top: null }),
      cell('C_01_03', { pair: 'left', top: 2 }),
      cell('C_01_04', { pair: 'right', top: 2 }),
      cell('C_01_05'),
    ];
    expect(nearestSlot(cells, box({ sizeFeet: 40, size: '40' }), 1)?.location).toBe(
      'C_01_03_3,C_01_04_3',
    );
    expect(nearestSlot(cells, box(), 1)?.location).toBe('C_01_05_1');
  });

  it('does not take two cells of different rows or unmerged cells as a pair', () => {
    const cells = [cell('C_01_02', { pair: 'left' }), cell('C_02_01', { pair: 'right', rowId: 2 })];
    expect(nearestSlot(cells, box({ sizeFeet: 40 }), 1)).toBeUndefined();
    expect(
      nearestSlot([cell('A_01_01'), cell('A_01_02')], box({ sizeFeet: 40 }), 1),
    ).toBeUndefined();
  });

  it("keeps to the colour rules, preferring the cells kept for the box's kind", () => {
    const reefers = { ...ALL, type: 'RF', cargoType: 'Reefer' };
    const cells = [
      cell('A_01_01', { rule: { ...ALL, process: 'Empty' } }),
      cell('A_01_02'),
      cell('R_01_01', { rule: reefers }),
    ];
    expect(nearestSlot(cells, box(), 1)?.location).toBe('A_01_02_1');
    expect(nearestSlot(cells, box({ process: 'Empty' }), 1)?.location).toBe('A_01_01_1');
    expect(nearestSlot(cells, box({ type: 'RF', cargoType: 'Reefer' }), 1)?.location).toBe(
      'R_01_01_1',
    );
    expect(nearestSlot([cells[0] as OpenCell], box(), 1)).toBeUndefined();
  });

  it('skips full stacks and the cells to avoid', () => {
    const a = cell('A_01_01', { top: 3 });
    const b = cell('A_01_02');
    const c = cell('A_01_03');
    expect(nearestSlot([a, b, c], box(), 1, new Set([b.id]))?.location).toBe('A_01_03_1');
    expect(nearestSlot([a], box(), 1)).toBeUndefined();
  });
});
