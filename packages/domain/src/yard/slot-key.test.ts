import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cellFullName,
  formatLocation,
  parseLocation,
  parseSlotKey,
  slotKey,
  slotKeyAt,
  splitSlotKey,
} from './slot-key.ts';

describe('slot keys', () => {
  it('joins area, row, cell and height with underscores', () => {
    expect(slotKey({ area: 'A', row: '01', cell: '02', height: 3 })).toBe('A_01_02_3');
    expect(cellFullName('RF4', '06', '30')).toBe('RF4_06_30');
    expect(slotKeyAt('C_01_01', 1)).toBe('C_01_01_1');
  });

  it('parses a key from the right, so an area may have an underscore', () => {
    expect(parseSlotKey('A_01_02_3')).toEqual({ area: 'A', row: '01', cell: '02', height: 3 });
    expect(parseSlotKey('NORTH_YARD_01_02_0')).toEqual({
      area: 'NORTH_YARD',
      row: '01',
      cell: '02',
      height: 0,
    });
    expect(splitSlotKey(' B_10_30_5 ')).toEqual({ cell: 'B_10_30', height: 5 });
  });

  it.each([
    '',
    'A_01_02',
    'A_01_02_',
    'A_01_02_x',
    'A_01_02_10',
    '_01_02_1',
    'A__02_1',
    'A_01_0 2_1',
    'A;_01_02_1',
    'A_01_02_1,',
  ])('refuses %j', (key) => {
    expect(parseSlotKey(key)).toBeUndefined();
  });

  it('reads a location of one slot or two comma-joined slots', () => {
    expect(parseLocation('A_01_02_3')).toEqual(['A_01_02_3']);
    expect(parseLocation('C_01_01_1, C_01_02_1')).toEqual(['C_01_01_1', 'C_01_02_1']);
    expect(formatLocation(['C_01_01_1', 'C_01_02_1'])).toBe('C_01_01_1,C_01_02_1');
    expect(parseLocation('')).toBeUndefined();
    expect(parseLocation('A_01_01_1,A_01_02_1,A_01_03_1')).toBeUndefined();
    expect(parseLocation('A_01_01_1,Trailer')).toBeUndefined();
  });

  it('parses back every key it makes', () => {
    const name = fc.stringMatching(/^[A-Za-z0-9-]{1,6}$/);
    const area = fc.array(name, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('_'));
    fc.assert(
      fc.property(area, name, name, fc.integer({ min: 0, max: 9 }), (a, row, cell, height) => {
        const address = { area: a, row, cell, height };
        expect(parseSlotKey(slotKey(address))).toEqual(address);
      }),
    );
  });
});
