import { describe, expect, it } from 'vitest';
import { HOUR_MS, logRemaining, planningNow } from './departure.ts';

describe('planningNow', () => {
  it('is the time to the minute, rounded down', () => {
    const minute = Date.UTC(2026, 10, 27, 23, 41);
    expect(planningNow(minute)).toBe(minute);
    expect(planningNow(minute + 59_999)).toBe(minute);
    expect(planningNow(minute + 60_000)).toBe(minute + 60_000);
  });

  it('changes the log of remaining hours by no more than a minute would', () => {
    const now = Date.UTC(2026, 10, 27, 23, 41, 59);
    const departure = { at: now + 48 * HOUR_MS, spread: 0.5 };
    const drift = logRemaining(departure, planningNow(now)) - logRemaining(departure, now);
    expect(drift).toBeGreaterThan(0);
    expect(drift).toBeLessThan(Math.log((48 * 60 + 1) / (48 * 60)));
  });
});
