import type { YardLayout } from '@yardline/domain/yard/layout.schema';
import type { YardContainers } from '@yardline/domain/yard/yard-containers';
import { describe, expect, it } from 'vitest';
import { findByNumber, linerShares } from './box-filter.ts';
import {
  applyMoves,
  boxAt,
  boxNumber,
  buildYardModel,
  locationAt,
  locationOf,
} from './yard-model.ts';

/** Area A: one row of three 20 ft cells; area C: one row of two cells merged into a 40 ft slot. */
const layout: YardLayout = {
  areaLayouts: [
    {
      areaId: 1,
      name: 'A',
      cellNames: ['01', '02', '03'],
      rowLayouts: [
        {
          name: '01',
          cellLayouts: ['01', '02', '03'].map((name, i) => ({
            id: 10 + i,
            name,
            fullName: `A_01_${name}`,
            merged: false,
          })),
        },
      ],
      totalSlots: 9,
      maxHeight: 3,
      fortyFootPairs: false,
      corners: null,
    },
    {
      areaId: 2,
      name: 'C',
      cellNames: ['01', '02'],
      rowLayouts: [
        {
          name: '01',
          cellLayouts: ['01', '02'].map((name, i) => ({
            id: 20 + i,
            name,
            fullName: `C_01_${name}`,
            merged: true,
          })),
        },
      ],
      totalSlots: 4,
      maxHeight: 2,
      fortyFootPairs: true,
      corners: null,
    },
  ],
};

const boxes: YardContainers = {
  lastUpdated: 0,
  liners: [{ id: 1, name: 'MAERSK', color: '#42b0d5' }],
  ids: [100, 101, 102],
  numbers: 'MSKU1234565MSKU7654321CMAU0000005',
  sizes: [20, 20, 40],
  linerIds: [1, 1, 0],
  planned: [0, 0, 0],
  cells: [10, 10, 20],
  heights: [1, 2, 1],
};

const model = () => buildYardModel(layout, structuredClone(boxes), 1);

describe('the inventory model', () => {
  it('puts each box in its slot, a long box across its pair, and counts the slots filled', () => {
    const m = model();
    const [a, c] = m.areas;
    expect(a && boxAt(a, { row: 0, column: 0, tier: 0 })).toBe(0);
    expect(a && boxAt(a, { row: 0, column: 0, tier: 1 })).toBe(1);
    expect(a && boxAt(a, { row: 0, column: 1, tier: 0 })).toBeUndefined();
    expect(c && boxAt(c, { row: 0, column: 1, tier: 0 })).toBe(2);
    expect([a?.filled, c?.filled]).toEqual([2, 2]);
    expect(locationOf(m, 2)).toBe('C_01_01_1,C_01_02_1');
    expect(boxNumber(m, 1)).toBe('MSKU7654321');
  });

  it('follows a move event in place, and refuses one naming a box it does not know', () => {
    const m = model();
    const move = { containerId: 101, number: 'MSKU7654321', from: 'A_01_01_2', shifting: false };
    expect(applyMoves(m, [{ ...move, to: 'A_01_03_1' }])).toBe(true);
    const a = m.areas[0];
    expect(a && boxAt(a, { row: 0, column: 0, tier: 1 })).toBeUndefined();
    expect(a && boxAt(a, { row: 0, column: 2, tier: 0 })).toBe(1);
    expect(a?.filled).toBe(2);
    expect(applyMoves(m, [{ ...move, to: null }])).toBe(true);
    expect(a?.filled).toBe(1);
    expect(applyMoves(m, [{ ...move, containerId: 999, to: 'A_01_02_1' }])).toBe(false);
    expect(applyMoves(m, [{ ...move, to: 'Q_01_02_1' }])).toBe(false);
  });

  it('gives the location a box of each size would have in a slot', () => {
    const [a, c] = model().areas;
    if (!a || !c) throw new Error('areas missing');
    expect(locationAt(a, { row: 0, column: 1, tier: 2 }, 20, 1)).toBe('A_01_02_3');
    expect(locationAt(c, { row: 0, column: 1, tier: 1 }, 40, 1)).toBe('C_01_01_2,C_01_02_2');
    expect(locationAt(c, { row: 0, column: 0, tier: 0 }, 40, 1)).toBe('C_01_01_1,C_01_02_1');
  });
});

describe('looking for boxes', () => {
  it('finds numbers by any part, never across two numbers', () => {
    expect(findByNumber(boxes, 'msku')).toEqual([0, 1]);
    expect(findByNumber(boxes, '0000005')).toEqual([2]);
    expect(findByNumber(boxes, '4565MSKU')).toEqual([]);
    expect(findByNumber(boxes, '')).toEqual([]);
  });

  it('counts boxes per liner, those without one as unknown and black', () => {
    expect(linerShares(boxes)).toEqual([
      { linerId: 1, name: 'MAERSK', color: '#42b0d5', count: 2 },
      { linerId: 0, name: 'Unknown liner', color: '#000000', count: 1 },
    ]);
  });
});
