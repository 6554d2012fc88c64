import { describe, expect, it } from 'vitest';
import { compareInventory, countLines, findSyncColumns, type SyncYardBox } from './sync.ts';

const box = (containerId: number, number: string, location: string | null, lastMovedAt = 1000) =>
  [number, { containerId, number, location, lastMovedAt, locationUpdatedBy: 'operator' }] as [
    string,
    SyncYardBox,
  ];

const yard = new Map([
  box(1, 'MSKU1234565', 'A_01_01_1'),
  box(2, 'TGHU7654320', 'A_01_02_1'),
  box(3, 'CMAU1234564', 'C_01_01_1,C_01_02_1'),
  box(4, 'HLXU1234561', null),
  box(5, 'OOLU1234567', 'B_01_01_1'),
]);
const columns = { number: 0, location: 1 };

describe('findSyncColumns', () => {
  it('finds the columns by their headings, however written', () => {
    expect(findSyncColumns(['Row', 'Container No.', 'Yard location'])).toEqual({
      number: 1,
      location: 2,
    });
    expect(findSyncColumns(['containerNumber', 'fullName'])).toEqual({ number: 0, location: 1 });
    expect(findSyncColumns(['Container number', 'Size'])).toBeUndefined();
  });
});

describe('compareInventory', () => {
  it('sorts each row into match, elsewhere, missing from the yard and refused', () => {
    const { lines, moves } = compareInventory(
      [
        ['msku 123456-5', 'A_01_01_1'],
        ['TGHU7654320', 'A_02_01_1'],
        ['CMAU1234564', 'C_01_01_1'],
        ['HLXU1234561', 'A_01_03_1'],
        ['MSKU1234566', 'A_01_03_1'],
        ['MSKU1234565', 'A_01_01_1'],
        ['ONEU1234566', ''],
      ],
      columns,
      yard,
      { compareWithDb: false },
    );
    expect(lines.map((l) => [l.row, l.number, l.status, l.note])).toEqual([
      [2, 'MSKU1234565', 'match', ''],
      [3, 'TGHU7654320', 'elsewhere', ''],
      [4, 'CMAU1234564', 'match', ''],
      [5, 'HLXU1234561', 'missing-from-yard', ''],
      [6, 'MSKU1234566', 'refused', 'Invalid container number'],
      [7, 'MSKU1234565', 'refused', 'Listed twice: rows 2 and 7'],
      [8, 'ONEU1234566', 'refused', 'No location'],
    ]);
    expect(moves).toEqual([
      { containerId: 2, number: 'TGHU7654320', to: 'A_02_01_1', expectedFrom: 'A_01_02_1' },
    ]);
  });

  it("lists the yard's boxes the file leaves out when comparing with the database", () => {
    const { lines } = compareInventory([['MSKU1234565', 'A_01_01_1']], columns, yard, {
      compareWithDb: true,
    });
    expect(countLines(lines)).toEqual({
      match: 1,
      elsewhere: 0,
      missingFromYard: 0,
      missingFromFile: 3,
      refused: 0,
    });
    expect(lines.filter((l) => l.status === 'missing-from-file').map((l) => l.number)).toEqual([
      'TGHU7654320',
      'CMAU1234564',
      'OOLU1234567',
    ]);
  });

  it('refuses to move back a box that moved after the file was read, and bad slots', () => {
    const { lines, moves } = compareInventory(
      [
        ['TGHU7654320', 'A_02_01_1'],
        ['OOLU1234567', 'nowhere'],
      ],
      columns,
      yard,
      { compareWithDb: false, lastUpdated: 500 },
    );
    expect(moves).toEqual([]);
    expect(lines.map((l) => l.note)).toEqual([
      "Moved at 1970-01-01T00:00:01.000Z by operator, after the file's yard was read",
      'nowhere is not a slot (write A_01_02_1)',
    ]);
  });
});
