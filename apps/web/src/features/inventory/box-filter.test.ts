import type { YardContainers } from '@yardline/domain/yard/yard-containers';
import { describe, expect, it } from 'vitest';
import { boxes as yardBoxes } from '../../components/yard-grid/yard-fixture.test-support.ts';
import {
  boxShown,
  countShown,
  findByNumber,
  isFiltering,
  linerColours,
  linerShares,
} from './box-filter.ts';

const boxes: YardContainers = {
  lastUpdated: 0,
  liners: [
    { id: 1, name: 'MSC', color: '#c8a265' },
    { id: 2, name: 'No colour', color: '' },
  ],
  ids: [1, 2, 3, 4],
  numbers: 'MSCU0000001MSCU0000002MSCU0000003MSCU0000004',
  sizes: [20, 40, 45, 20],
  linerIds: [1, 1, 2, 0],
  planned: [0, 0, 0, 0],
  cells: [1, 2, 3, 4],
  heights: [1, 1, 1, 1],
};

describe('the inventory filters', () => {
  it('shows every box when nothing is chosen', () => {
    expect(isFiltering({ size: 'all' })).toBe(false);
    expect(countShown(boxes, { size: 'all' })).toBe(4);
  });

  it('takes 20 ft boxes for 20, and every longer box for 40', () => {
    const shown = (size: '20' | '40') => [0, 1, 2, 3].filter((i) => boxShown(boxes, { size }, i));
    expect(shown('20')).toEqual([0, 3]);
    expect(shown('40')).toEqual([1, 2]);
  });

  it('combines size, liner and the found boxes', () => {
    expect(countShown(boxes, { size: 'all', linerId: 1 })).toBe(2);
    expect(countShown(boxes, { size: 'all', linerId: 0 })).toBe(1);
    expect(countShown(boxes, { size: '40', linerId: 1 })).toBe(1);
    expect(countShown(boxes, { size: 'all', found: new Set([0, 3]) })).toBe(2);
    expect(countShown(boxes, { size: '20', linerId: 1, found: new Set([1]) })).toBe(0);
    expect(isFiltering({ size: 'all', found: new Set() })).toBe(true);
  });

  it('draws a liner without a colour black', () => {
    expect(linerColours(boxes)).toEqual(
      new Map([
        [1, '#c8a265'],
        [2, '#000000'],
      ]),
    );
  });
});

describe('looking for boxes', () => {
  it('finds numbers by any part, never across two numbers', () => {
    expect(findByNumber(yardBoxes, 'msku')).toEqual([0, 1]);
    expect(findByNumber(yardBoxes, '0000005')).toEqual([2]);
    expect(findByNumber(yardBoxes, '4565MSKU')).toEqual([]);
    expect(findByNumber(yardBoxes, '')).toEqual([]);
  });

  it('counts boxes per liner, those without one as unknown and black', () => {
    expect(linerShares(yardBoxes)).toEqual([
      { linerId: 1, name: 'MAERSK', color: '#42b0d5', count: 2 },
      { linerId: 0, name: 'Unknown liner', color: '#000000', count: 1 },
    ]);
  });
});
