import { describe, expect, it } from 'vitest';
import { planningRefreshMs } from './planning-api.ts';

describe('planningRefreshMs', () => {
  it('refreshes only in the enterprise edition and above 50 seconds (doc 3 §9)', () => {
    expect(planningRefreshMs(true, 60)).toBe(60_000);
    expect(planningRefreshMs(true, 50)).toBe(false);
    expect(planningRefreshMs(false, 120)).toBe(false);
  });
});
