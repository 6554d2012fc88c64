import { describe, expect, it } from 'vitest';
import {
  footprintRefusal,
  footprints,
  isCellPair,
  refusalMessage,
  type StackCell,
  type StackingRefusal,
  topHeight,
} from './stacking.ts';

/** Cells 01..n of row 1 in an area of the given kind. */
const row = (area: string, n: number, pairs: boolean, maxHeight = 4, rowId = 1): StackCell[] =>
  Array.from({ length: n }, (_, i) => ({
    id: rowId * 100 + i + 1,
    fullName: `${area}_0${rowId}_${String(i + 1).padStart(2, '0')}`,
    rowId,
    position: i,
    maxHeight,
    pair: pairs ? (i % 2 === 0 ? 'left' : 'right') : null,
  }));

const [c1, c2, c3, c4] = row('C', 4, true) as [StackCell, StackCell, StackCell, StackCell];
const [a1, a2, a3] = row('A', 3, false) as [StackCell, StackCell, StackCell];
const box20 = { number: 'MSKU0000018', sizeFeet: 20 };
const box40 = { number: 'MSCU0000010', sizeFeet: 40 };

describe('cell pairs', () => {
  it('pairs the merged halves 01+02 and 03+04, not 02+03', () => {
    expect(isCellPair(c1, c2)).toBe(true);
    expect(isCellPair(c3, c4)).toBe(true);
    expect(isCellPair(c2, c3)).toBe(false);
    expect(isCellPair(c2, c1)).toBe(false);
  });

  it('never pairs cells that are not merged', () => {
    expect(isCellPair(a1, a2)).toBe(false);
    expect(isCellPair(a2, a3)).toBe(false);
  });

  it('never pairs cells of two rows', () => {
    const [other] = row('C', 2, true, 4, 2).slice(1) as [StackCell];
    expect(isCellPair(c1, { ...other, position: 1 })).toBe(false);
  });

  it('lists the footprints of a row', () => {
    expect(footprints(row('C', 4, true), 2).map((f) => f.map((c) => c.position))).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(footprints(row('A', 3, false), 2)).toHaveLength(0);
    expect(footprints(row('A', 3, false), 1)).toHaveLength(3);
    expect(footprints(row('C', 4, true), 1)).toHaveLength(0);
  });
});

describe('footprintRefusal', () => {
  it('accepts a 20 ft box on one cell and a 40 on a pair, within the tiers', () => {
    expect(footprintRefusal(box20, [a1], 1, 1)).toBeUndefined();
    expect(footprintRefusal(box40, [c1, c2], 4, 1)).toBeUndefined();
    expect(footprintRefusal({ ...box40, sizeFeet: 45 }, [c3, c4], 2, 1)).toBeUndefined();
    expect(footprintRefusal(box20, [a1], 0, 0)).toBeUndefined();
  });

  it('refuses a 40 ft box on a single cell or on two cells that are no pair', () => {
    expect(footprintRefusal(box40, [c1], 1, 1)).toMatchObject({ reason: 'not-a-cell-pair' });
    expect(footprintRefusal(box40, [c2, c3], 1, 1)).toMatchObject({
      reason: 'not-a-cell-pair',
      location: 'C_01_02_1,C_01_03_1',
    });
    expect(footprintRefusal(box20, [a1, a2], 1, 1)).toMatchObject({ reason: 'not-a-cell-pair' });
    expect(footprintRefusal(box40, [a1, a2], 1, 1)).toMatchObject({ reason: 'not-a-cell-pair' });
  });

  it('refuses a 20 ft box on half of a 40 ft slot', () => {
    expect(footprintRefusal(box20, [c2], 1, 1)).toEqual({
      reason: 'half-a-pair',
      container: box20.number,
      location: 'C_01_02_1',
    });
  });

  it('refuses heights above the max and below the start height', () => {
    expect(topHeight(a1, 1)).toBe(4);
    expect(topHeight(a1, 0)).toBe(3);
    expect(footprintRefusal(box20, [a1], 5, 1)).toEqual({
      reason: 'over-max-height',
      location: 'A_01_01_5',
      top: 4,
    });
    expect(footprintRefusal(box20, [a1], 4, 0)).toMatchObject({ reason: 'over-max-height' });
    expect(footprintRefusal(box20, [a1], 0, 1)).toMatchObject({ reason: 'over-max-height' });
  });
});

describe('refusalMessage', () => {
  const refusals: [StackingRefusal, string][] = [
    [{ reason: 'unknown-slot', location: 'Z_01_01_1' }, 'There is no slot Z_01_01_1 in the yard.'],
    [
      { reason: 'not-a-cell-pair', container: 'X', sizeFeet: 40, location: 'C_01_01_1' },
      'A 40 ft box needs two adjacent cells of one row merged into a 40 ft slot, at one height, not C_01_01_1 (X).',
    ],
    [
      { reason: 'half-a-pair', container: 'X', location: 'C_01_01_1' },
      'A 20 ft box cannot stand at C_01_01_1: that cell is half of a 40 ft slot (X).',
    ],
    [
      { reason: 'over-max-height', location: 'A_01_01_5', top: 4 },
      "A_01_01_5 is above the stack's max height (4).",
    ],
    [
      { reason: 'floating', container: 'X', location: 'A_01_01_3', below: 'A_01_01_2' },
      'X cannot stand at A_01_01_3: A_01_01_2 below it is empty.',
    ],
    [{ reason: 'occupied', location: 'A_01_01_1', occupant: 'Y' }, 'Slot A_01_01_1 is taken by Y.'],
    [
      { reason: 'box-above', container: 'X', location: 'A_01_01_1', above: 'Y' },
      'X cannot leave A_01_01_1: Y stands on it. Shift the boxes above in the same request.',
    ],
  ];
  it.each(refusals)('names the slot for %o', (refusal, message) => {
    expect(refusalMessage(refusal)).toBe(message);
  });
});
