import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowancesBelowGatedIn, allowanceTotals, forcedAllowance } from './allowance.ts';

describe('forcedAllowance', () => {
  it('raises allowedCount to allowed20 + allowed40, and keeps a larger count', () => {
    expect(forcedAllowance({ allowedCount: 3, allowed20: 4, allowed40: 2 }).allowedCount).toBe(6);
    expect(forcedAllowance({ allowedCount: 9, allowed20: 4, allowed40: 2 }).allowedCount).toBe(9);
  });

  it('always leaves allowedCount ≥ allowed20 + allowed40', () => {
    const count = fc.nat({ max: 10_000 });
    fc.assert(
      fc.property(count, count, count, (allowedCount, allowed20, allowed40) => {
        const forced = forcedAllowance({ allowedCount, allowed20, allowed40 });
        expect(forced.allowedCount).toBeGreaterThanOrEqual(allowed20 + allowed40);
        expect(forced.allowedCount).toBeGreaterThanOrEqual(allowedCount);
      }),
    );
  });
});

describe('allowanceTotals', () => {
  it('sums every column over the delivery types', () => {
    expect(
      allowanceTotals([
        { allowedCount: 18, allowed20: 10, allowed40: 6, gatedInCount: 7 },
        { allowedCount: 8, allowed20: 4, allowed40: 4 },
      ]),
    ).toEqual({ allowedCount: 26, allowed20: 14, allowed40: 10, gatedInCount: 7 });
    expect(allowanceTotals([])).toEqual({
      allowedCount: 0,
      allowed20: 0,
      allowed40: 0,
      gatedInCount: 0,
    });
  });
});

describe('allowancesBelowGatedIn', () => {
  it('finds the types whose forced allowance is below the vehicles already in', () => {
    const loaded = { allowedCount: 1, allowed20: 2, allowed40: 2, gatedInCount: 5 };
    const empty = { allowedCount: 3, allowed20: 0, allowed40: 0, gatedInCount: 3 };
    // Loaded is forced up to 4, still below 5; empty allows exactly the 3 in.
    expect(allowancesBelowGatedIn([loaded, empty])).toEqual([loaded]);
    expect(allowancesBelowGatedIn([{ ...loaded, allowed40: 3 }])).toEqual([]);
  });
});
