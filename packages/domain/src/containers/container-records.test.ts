import { describe, expect, it } from 'vitest';
import {
  ContainerListQuery,
  defaultAllTabRange,
  jumpError,
  locationHeight,
  pageCount,
  pageSkip,
  SearchText,
} from './container-records.ts';
import { locationEmptyMessage, YardMapQuery } from './yard-map.ts';

describe('paging (doc 1 §5, §9)', () => {
  it('skips (page - 1) * size + 1 and counts at least one page', () => {
    expect(pageSkip(1, 15)).toBe(1);
    expect(pageSkip(3, 15)).toBe(31);
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(31, 15)).toBe(3);
  });

  it('refuses a jump outside 1 … page count', () => {
    expect(jumpError(1, 3)).toBeUndefined();
    expect(jumpError(3, 3)).toBeUndefined();
    for (const page of [0, 4, -1, 1.5, Number.NaN]) {
      expect(jumpError(page, 3)).toBe('Page must be between 1 and 3.');
    }
  });

  it('defaults the All tab to one year back to now', () => {
    const now = new Date('2026-11-23T10:00:00.000Z');
    expect(defaultAllTabRange(now).fromDate.toISOString()).toBe('2025-11-23T10:00:00.000Z');
  });

  it('reads the list query strictly', () => {
    expect(ContainerListQuery.parse({ skip: '16', limit: '15', afterId: '9' })).toMatchObject({
      skip: 16,
      limit: 15,
      afterId: 9,
    });
    expect(ContainerListQuery.safeParse({ limit: '501' }).success).toBe(false);
    expect(ContainerListQuery.safeParse({ skip: '-1' }).success).toBe(false);
  });

  it('searches in capitals without spaces or dashes', () => {
    expect(SearchText.parse(' msku 123-4 ')).toBe('MSKU1234');
  });
});

describe('yard map', () => {
  it('reads a comma list of numbers', () => {
    expect(YardMapQuery.parse({ containerNumbers: 'msku1234565, TCLU 1234560' })).toEqual({
      containerNumbers: ['MSKU1234565', 'TCLU1234560'],
    });
    expect(YardMapQuery.safeParse({ containerNumbers: ' , ' }).success).toBe(false);
  });

  it('words the empty-location alert as the spec does', () => {
    expect(locationEmptyMessage(['MSKU1234565', 'TCLU1234560'])).toBe(
      'Location was found empty for MSKU1234565, TCLU1234560.',
    );
  });
});

describe('locationHeight', () => {
  it('reads the tier of a box, long or short, and none out of the yard', () => {
    expect(locationHeight('A_01_02_3')).toBe(3);
    expect(locationHeight('S_EAST_01_01_2,S_EAST_01_02_2')).toBe(2);
    expect(locationHeight(null)).toBeNull();
  });
});
