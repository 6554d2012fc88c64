import { describe, expect, it } from 'vitest';
import { dailyAverage, daysIn, periodRange } from './dashboard.ts';

const now = new Date(2026, 10, 23, 15, 30);

describe('the task dashboard period (doc 3 §4, §9)', () => {
  it('custom defaults to today start until the next midnight', () => {
    expect(periodRange('custom', now)).toEqual({
      from: new Date(2026, 10, 23),
      to: new Date(2026, 10, 24),
    });
  });
  it('a day is today; a week and a month end at the next midnight', () => {
    expect(periodRange('day', now).from).toEqual(new Date(2026, 10, 23));
    const week = periodRange('week', now);
    expect(daysIn(week)).toBe(7);
    expect(daysIn(periodRange('month', now))).toBe(30);
  });
  it('averages the total over the days, rounded to no decimals', () => {
    expect(dailyAverage(10, 3)).toBe(3);
    expect(dailyAverage(11, 2)).toBe(6);
    expect(dailyAverage(5, 0)).toBe(5);
  });
});
