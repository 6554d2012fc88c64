/**
 * A fresh Idempotency-Key for one attempt at a save. The forms keep it while the clerk changes
 * nothing, so pressing Enter again after a timeout resends the same attempt, not a second one.
 */
export function newAttemptKey(): string {
  // randomUUID exists only on secure pages; any unique text will do for a key.
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`
  );
}
