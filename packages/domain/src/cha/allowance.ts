/**
 * A clearing agent's vehicles for one delivery type (doc 1 §3 "allowedDeliveries"): how many
 * vehicles may come, of which so many for 20 ft and for 40 ft boxes, and how many came so far.
 */
export interface AllowanceCounts {
  allowedCount: number;
  allowed20: number;
  allowed40: number;
}

/** Doc 1 §5: "allowedCount is forced to be at least allowed20 plus allowed40". */
export const forcedAllowance = <T extends AllowanceCounts>(allowance: T): T => ({
  ...allowance,
  allowedCount: Math.max(allowance.allowedCount, allowance.allowed20 + allowance.allowed40),
});

export interface AllowanceTotals extends AllowanceCounts {
  gatedInCount: number;
}

/** Doc 1 §5: "totals are summed", over every delivery type of the allocation. */
export function allowanceTotals(
  rows: readonly (AllowanceCounts & { gatedInCount?: number })[],
): AllowanceTotals {
  const totals: AllowanceTotals = { allowedCount: 0, allowed20: 0, allowed40: 0, gatedInCount: 0 };
  for (const row of rows) {
    totals.allowedCount += row.allowedCount;
    totals.allowed20 += row.allowed20;
    totals.allowed40 += row.allowed40;
    totals.gatedInCount += row.gatedInCount ?? 0;
  }
  return totals;
}

/**
 * The delivery types whose allowance (as the server forces it) would be below the vehicles of
 * that type already gated in: saved as it is, the gate would refuse every further truck.
 */
export const allowancesBelowGatedIn = <T extends AllowanceCounts & { gatedInCount: number }>(
  rows: readonly T[],
): T[] => rows.filter((row) => forcedAllowance(row).allowedCount < row.gatedInCount);
