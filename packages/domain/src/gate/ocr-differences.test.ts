import { describe, expect, it } from 'vitest';
import { OcrDifferenceBody } from './ocr.ts';
import { changedFields, OcrDifferenceQuery } from './ocr-differences.ts';

const read = { containerNumber: 'MSKU1234565', containerSize: '20', trailerNumber: 'MH04AB1234' };

describe('changedFields', () => {
  it('sends only the fields corrected, as the gate forms type them', () => {
    expect(
      changedFields(read, { ...read, containerNumber: ' cmau7777770 ', containerSize: '20' }),
    ).toEqual([{ field: 'containerNumber', suggested: 'MSKU1234565', actual: 'CMAU7777770' }]);
    expect(changedFields(read, { ...read, trailerNumber: '' })).toEqual([
      { field: 'trailerNumber', suggested: 'MH04AB1234', actual: '' },
    ]);
  });

  it('sends nothing when nothing was corrected', () => {
    expect(changedFields(read, { ...read, containerSize: ' 20 ' })).toEqual([]);
  });
});

describe('OcrDifferenceBody', () => {
  it('refuses a corrected container number the gate could not use', () => {
    const body = (actual: string) =>
      OcrDifferenceBody.safeParse({
        recordId: 1,
        differences: [{ field: 'containerNumber', suggested: 'MSKU1234565', actual }],
      });
    expect(body('CMAU7777770').success).toBe(true);
    expect(body('CMAU777').error?.issues[0]?.message).toBe('Enter correct container number');
  });
});

describe('OcrDifferenceQuery', () => {
  it('reads a range with an optional gate and number, 1-based like the reports', () => {
    expect(
      OcrDifferenceQuery.parse({ startDate: '1', endDate: '2', gateId: '3', search: ' msku ' }),
    ).toEqual({ startDate: 1, endDate: 2, gateId: 3, search: 'msku', skip: 1, limit: 15 });
    expect(OcrDifferenceQuery.safeParse({ startDate: '2', endDate: '1' }).success).toBe(false);
    expect(
      OcrDifferenceQuery.safeParse({ startDate: '1', endDate: '2', gateId: '0' }).success,
    ).toBe(false);
  });
});
