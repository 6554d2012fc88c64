import { describe, expect, it } from 'vitest';
import { OneBasedPage, oneBasedSkip, rowsBefore } from './paging.ts';

describe('OneBasedPage', () => {
  it('reads skip as a 1-based start index and defaults to the first 15 rows', () => {
    expect(OneBasedPage.parse({})).toEqual({ skip: 1, limit: 15 });
    const page = OneBasedPage.parse({ skip: '16', limit: '15' });
    expect(rowsBefore(page)).toBe(15);
  });

  it.each([{ skip: '0' }, { limit: '0' }, { limit: '501' }, { skip: '-1' }, { skip: '1.5' }])(
    'refuses %j',
    (query) => {
      expect(OneBasedPage.safeParse(query).success).toBe(false);
    },
  );

  it('gives page n of a screen the skip (n-1)*size+1', () => {
    expect(oneBasedSkip(1, 15)).toBe(1);
    expect(oneBasedSkip(3, 15)).toBe(31);
  });
});
