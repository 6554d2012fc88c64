import { describe, expect, it } from 'vitest';
import {
  type AreaColumn,
  areaColumns,
  BulkLocationBody,
  mergeRange,
  pairHalves,
  rangeEnds,
  SPLIT_ENTIRE_AREA,
  SplitAreaBody,
  splitAreaRange,
  splitRange,
  strandedBoxes,
} from './slot-admin.ts';
import type { StackCell } from './stacking.ts';

/** Columns 01..08: 01-04 single, 05+06 merged, 07+08 merged. */
const COLUMNS: AreaColumn[] = [
  { name: '01', state: 'single' },
  { name: '02', state: 'single' },
  { name: '03', state: 'single' },
  { name: '04', state: 'single' },
  { name: '05', state: 'left' },
  { name: '06', state: 'right' },
  { name: '07', state: 'left' },
  { name: '08', state: 'right' },
];

const columnsOf = (result: ReturnType<typeof mergeRange>) =>
  'columns' in result ? result.columns : result.error;

describe('merge slots', () => {
  it('merges unmerged columns in pairs up to a column an odd distance after the first', () => {
    expect(columnsOf(mergeRange('A', COLUMNS, '01', '02'))).toEqual(['01', '02']);
    expect(columnsOf(mergeRange('A', COLUMNS, '01', '04'))).toEqual(['01', '02', '03', '04']);
    expect(columnsOf(mergeRange('A', COLUMNS, '02', '03'))).toEqual(['02', '03']);
  });

  it('refuses an even distance, a column before the first, merged and unknown columns', () => {
    expect(columnsOf(mergeRange('A', COLUMNS, '01', '03'))).toBe(
      'Column 03 is not an odd number of columns after 01: columns merge in pairs.',
    );
    expect(columnsOf(mergeRange('A', COLUMNS, '01', '01'))).toContain('not an odd number');
    expect(columnsOf(mergeRange('A', COLUMNS, '03', '02'))).toBe(
      'Column 02 comes before column 03.',
    );
    expect(columnsOf(mergeRange('A', COLUMNS, '03', '06'))).toBe('Column 05 is already merged.');
    expect(columnsOf(mergeRange('A', COLUMNS, '05', '06'))).toBe('Column 05 is already merged.');
    expect(columnsOf(mergeRange('A', COLUMNS, '01', '99'))).toBe('Area A has no column 99.');
  });

  it('offers as targets only the columns it would accept', () => {
    expect(rangeEnds(mergeRange, COLUMNS, '01')).toEqual(['02', '04']);
    expect(rangeEnds(mergeRange, COLUMNS, '04')).toEqual([]);
    expect(rangeEnds(mergeRange, COLUMNS, '05')).toEqual([]);
  });
});

describe('split slots', () => {
  it('splits whole merged pairs only', () => {
    expect(columnsOf(splitRange('A', COLUMNS, '05', '06'))).toEqual(['05', '06']);
    expect(columnsOf(splitRange('A', COLUMNS, '05', '08'))).toEqual(['05', '06', '07', '08']);
    expect(rangeEnds(splitRange, COLUMNS, '05')).toEqual(['06', '08']);
    expect(rangeEnds(splitRange, COLUMNS, '01')).toEqual([]);
  });

  it('refuses unmerged columns and half pairs', () => {
    expect(columnsOf(splitRange('A', COLUMNS, '04', '06'))).toBe('Column 04 is not merged.');
    expect(columnsOf(splitRange('A', COLUMNS, '06', '08'))).toBe(
      'Column 06 is the right half of a 40 ft slot: start at its left half.',
    );
    expect(columnsOf(splitRange('A', COLUMNS, '05', '07'))).toBe(
      'Column 07 is the left half of a 40 ft slot: end at its right half.',
    );
  });
});

describe('split area', () => {
  it('takes part of an area', () => {
    expect(columnsOf(splitAreaRange('A', COLUMNS, '05', '08'))).toEqual(['05', '06', '07', '08']);
    expect(columnsOf(splitAreaRange('A', COLUMNS, '01', '01'))).toEqual(['01']);
    expect(columnsOf(splitAreaRange('A', COLUMNS, '02', '06'))).toHaveLength(5);
  });

  it('refuses the entire area, word for word', () => {
    expect(columnsOf(splitAreaRange('A', COLUMNS, '01', '08'))).toBe(SPLIT_ENTIRE_AREA);
    expect(SPLIT_ENTIRE_AREA).toBe(
      'You seem to have selected entire area fo splitting. Please choose a part of it!',
    );
  });

  it('refuses a range that cuts a 40 ft slot', () => {
    expect(columnsOf(splitAreaRange('A', COLUMNS, '06', '08'))).toContain('cut a 40 ft slot');
    expect(columnsOf(splitAreaRange('A', COLUMNS, '01', '05'))).toContain('cut a 40 ft slot');
  });

  it('checks the new name and the corners of a bulk location', () => {
    const body = { area: 'A', fromColumn: '01', toColumn: '02', newAreaName: 'A_EAST' };
    expect(SplitAreaBody.safeParse(body).success).toBe(true);
    for (const newAreaName of ['', 'A B', 'A;', 'A__B', 'X'.repeat(41)]) {
      expect(SplitAreaBody.safeParse({ ...body, newAreaName }).success, newAreaName).toBe(false);
    }
    const corner = (lat: number, lng: number) => ({ lat, lng });
    const square = [corner(1, 1), corner(1, 2), corner(0, 2), corner(0, 1)];
    expect(BulkLocationBody.safeParse({ areaName: 'A', corners: square }).success).toBe(true);
    expect(
      BulkLocationBody.safeParse({ areaName: 'A', corners: [...square].reverse() }).success,
    ).toBe(true);
    for (const corners of [
      [corner(1, 1), corner(0, 2), corner(1, 2), corner(0, 1)],
      [corner(1, 1), corner(1, 1), corner(0, 2), corner(0, 1)],
      square.slice(1),
      [corner(91, 1), ...square.slice(1)],
    ]) {
      expect(BulkLocationBody.safeParse({ areaName: 'A', corners }).success).toBe(false);
    }
  });
});

describe('columns and pairs', () => {
  it('reads a row’s halves from its merged flags', () => {
    expect(pairHalves([false, true, true, true, true, false])).toEqual([
      null,
      'left',
      'right',
      'left',
      'right',
      null,
    ]);
  });

  it('folds cells of several rows into columns, marking columns merged in some rows only', () => {
    const cell = (name: string, position: number, pair: 'left' | 'right' | null) => ({
      name,
      position,
      pair,
    });
    expect(
      areaColumns([
        cell('02', 1, 'right'),
        cell('01', 0, 'left'),
        cell('03', 2, null),
        cell('01', 0, 'left'),
        cell('02', 1, 'right'),
        cell('03', 2, 'left'),
      ]),
    ).toEqual([
      { name: '01', state: 'left' },
      { name: '02', state: 'right' },
      { name: '03', state: 'mixed' },
    ]);
  });
});

describe('strandedBoxes', () => {
  const cell = (id: number, position: number, pair: StackCell['pair']): StackCell => ({
    id,
    fullName: `A_01_0${position + 1}`,
    rowId: 1,
    position,
    maxHeight: 3,
    pair,
  });
  it('names the boxes that could not stand on the cells as they would be', () => {
    const merged = new Map([
      [1, cell(1, 0, 'left')],
      [2, cell(2, 1, 'right')],
    ]);
    const twenty = { containerId: 7, number: 'BOX7', sizeFeet: 20, cellIds: [2], height: 1 };
    expect(strandedBoxes([twenty], merged, 1)).toEqual([
      { reason: 'half-a-pair', container: 'BOX7', location: 'A_01_02_1' },
    ]);
    const split = new Map([
      [1, cell(1, 0, null)],
      [2, cell(2, 1, null)],
    ]);
    const forty = { containerId: 8, number: 'BOX8', sizeFeet: 40, cellIds: [1, 2], height: 1 };
    expect(strandedBoxes([forty], split, 1)).toMatchObject([{ reason: 'not-a-cell-pair' }]);
    expect(strandedBoxes([forty], merged, 1)).toEqual([]);
    expect(strandedBoxes([twenty], split, 1)).toEqual([]);
  });
});
