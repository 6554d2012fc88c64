import { describe, expect, it } from 'vitest';
import { COUNT_CAP, cappedTotal, countCap } from './search-count.ts';

describe('countCap', () => {
  it('is the cap near the start, and one page past the page asked for further on', () => {
    expect(countCap(0, 15)).toBe(COUNT_CAP);
    expect(countCap(COUNT_CAP - 15, 15)).toBe(COUNT_CAP + 15);
    expect(countCap(50_000, 20)).toBe(50_040);
  });
});

describe('cappedTotal', () => {
  it('answers an exact total up to the cap and "more than" the cap past it', () => {
    expect(cappedTotal(0, 100)).toEqual({ totalCount: 0 });
    expect(cappedTotal(100, 100)).toEqual({ totalCount: 100 });
    expect(cappedTotal(101, 100)).toEqual({ totalCount: 100, moreThanTotal: true });
  });
});
