import { describe, expect, it } from 'vitest';
import { COMMON_SIZE_TYPES, decodeSizeType, type SizeTypeGroup, slotsNeeded } from './size-type.ts';

describe('decodeSizeType', () => {
  it.each([
    ['22G1', 20, 8.5, false, 'general', '20 ft general purpose'],
    ['42G1', 40, 8.5, false, 'general', '40 ft general purpose'],
    ['45G1', 40, 9.5, true, 'general', '40 ft high-cube general purpose'],
    ['45R1', 40, 9.5, true, 'reefer', '40 ft high-cube reefer'],
    ['22R1', 20, 8.5, false, 'reefer', '20 ft reefer'],
    ['22T6', 20, 8.5, false, 'tank', '20 ft tank'],
    ['22U1', 20, 8.5, false, 'open-top', '20 ft open top'],
    ['42P1', 40, 8.5, false, 'flat-rack', '40 ft flat rack'],
    ['L5G1', 45, 9.5, true, 'general', '45 ft high-cube general purpose'],
    ['20G0', 20, 8, false, 'general', '20 ft general purpose'],
    ['44G1', 40, 9, false, 'general', '40 ft general purpose'],
    ['22V0', 20, 8.5, false, 'ventilated', '20 ft ventilated'],
    ['22B0', 20, 8.5, false, 'bulk', '20 ft dry bulk'],
    ['22S1', 20, 8.5, false, 'named-cargo', '20 ft named cargo'],
    ['42H5', 40, 8.5, false, 'thermal', '40 ft insulated'],
    ['22P0', 20, 8.5, false, 'platform', '20 ft platform'],
    ['42P5', 40, 8.5, false, 'platform', '40 ft platform'],
    ['28P0', 20, 4.25, false, 'platform', '20 ft platform'],
    ['22A0', 20, 8.5, false, 'air-surface', '20 ft air/surface'],
    ['12G1', 10, 8.5, false, 'general', '10 ft general purpose'],
    ['32G1', 30, 8.5, false, 'general', '30 ft general purpose'],
    ['M5G1', 48, 9.5, true, 'general', '48 ft high-cube general purpose'],
  ] as const)('%s → %s ft × %s ft, high cube %s, %s', (code, length, height, hc, group, text) => {
    expect(decodeSizeType(code)).toMatchObject({
      code,
      lengthFeet: length,
      heightFeet: height,
      highCube: hc,
      group,
      description: text,
      typeCode: code.slice(2),
    });
  });

  it('returns the whole shape', () => {
    expect(decodeSizeType('45R1')).toEqual({
      code: '45R1',
      lengthFeet: 40,
      heightFeet: 9.5,
      highCube: true,
      wide: false,
      typeCode: 'R1',
      group: 'reefer',
      groupName: 'reefer',
      description: '40 ft high-cube reefer',
      slots: 2,
    });
  });

  it('normalises case and surrounding space', () => {
    expect(decodeSizeType(' l5g1 ')?.code).toBe('L5G1');
    expect(decodeSizeType('22g1')?.description).toBe('20 ft general purpose');
  });

  it.each([
    ['LEG1', 45, 9.5],
    ['2CG1', 20, 8.5],
    ['4DG1', 40, 9],
    ['LNG1', 45, 9.5],
    ['4LG1', 40, 8.5],
    ['4MG1', 40, 9],
  ] as const)('decodes the wide height code %s', (code, length, height) => {
    expect(decodeSizeType(code)).toMatchObject({
      lengthFeet: length,
      heightFeet: height,
      wide: true,
    });
  });

  it.each(['22G1', '45G1', '28P0', '42P1'])('is not wide for %s', (code) => {
    expect(decodeSizeType(code)?.wide).toBe(false);
  });

  it('maps every P detail digit to flat rack (1-4) or platform', () => {
    const groups = Array.from({ length: 10 }, (_, d) => decodeSizeType(`42P${d}`)?.group);
    const expected: SizeTypeGroup[] = ['platform', 'flat-rack', 'flat-rack', 'flat-rack'];
    expected.push('flat-rack', 'platform', 'platform', 'platform', 'platform', 'platform');
    expect(groups).toEqual(expected);
  });

  it('decodes every type digit of every group letter', () => {
    for (const letter of 'GVBSRHUPTA') {
      for (let digit = 0; digit <= 9; digit++) {
        expect(decodeSizeType(`22${letter}${digit}`)).toBeDefined();
      }
    }
  });

  it.each([
    '',
    '22G',
    '22G11',
    '22 G1',
    '22GA', // letter in the 4th position (reduced strength, later amendment) is not handled
    '2211',
    '22X1', // no such group letter
    '22Z1',
    '52G1', // unassigned length
    'AAG1',
    '26G1', // open-ended height: over 9 ft 6 in
    '29P0', // open-ended height: at most 4 ft
    '2FG1',
    '4PG1',
    '20GP', // an industry abbreviation, not an ISO code
  ])('returns undefined for %j', (code) => {
    expect(decodeSizeType(code)).toBeUndefined();
  });

  it('sets highCube exactly for the 9 ft 6 in height codes', () => {
    for (const height of '024580CDELMN') {
      const decoded = decodeSizeType(`4${height}G1`);
      expect(decoded?.highCube).toBe('5EN'.includes(height));
    }
  });

  it('describes with the group name and counts slots from the length', () => {
    for (const length of '1234BCGHLMN') {
      for (const type of ['G1', 'R1', 'T6', 'U1', 'P1', 'V0', 'B0', 'S1', 'H5', 'A0']) {
        const decoded = decodeSizeType(`${length}2${type}`);
        expect(decoded).toBeDefined();
        if (!decoded) continue;
        expect(decoded.description).toBe(`${decoded.lengthFeet} ft ${decoded.groupName}`);
        expect(decoded.slots).toBe(slotsNeeded(decoded.lengthFeet));
      }
    }
  });
});

describe('slotsNeeded', () => {
  it.each([
    [10, 1],
    [20, 1],
    [24, 2],
    [30, 2],
    [40, 2],
    [45, 2],
    [53, 2],
  ] as const)('%s ft takes %s slot(s)', (length, slots) => {
    expect(slotsNeeded(length)).toBe(slots);
  });

  it.each([0, -20, Number.NaN])('throws for %s', (length) => {
    expect(() => slotsNeeded(length)).toThrow(RangeError);
  });
});

describe('COMMON_SIZE_TYPES', () => {
  it('has unique codes', () => {
    const codes = COMMON_SIZE_TYPES.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each(COMMON_SIZE_TYPES.map((entry) => [entry.code, entry] as const))(
    '%s agrees with decodeSizeType',
    (code, entry) => {
      const decoded = decodeSizeType(code);
      expect(decoded?.description).toBe(entry.description);
      expect(String(decoded?.lengthFeet)).toBe(entry.size);
      const typeByGroup: Partial<Record<SizeTypeGroup, string>> = {
        general: decoded?.highCube ? 'HC' : 'GP',
        reefer: 'RF',
        tank: 'TK',
        'open-top': 'OT',
        'flat-rack': 'FR',
      };
      expect(decoded && typeByGroup[decoded.group]).toBe(entry.type);
    },
  );

  it('covers the master-list sizes 20 and 40 and types GP, HC, RF, TK, OT, FR', () => {
    const sizes = new Set(COMMON_SIZE_TYPES.map((entry) => entry.size));
    const types = new Set(COMMON_SIZE_TYPES.map((entry) => entry.type));
    expect(sizes).toEqual(new Set(['20', '40', '45']));
    expect(types).toEqual(new Set(['GP', 'HC', 'RF', 'TK', 'OT', 'FR']));
  });
});
