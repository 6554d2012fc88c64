/**
 * Reader and gate health (doc 1 §4, §9): OK when the reader's last status came within 1 minute,
 * Idle up to 1 hour, NOK older (or never); a gate shows its worst reader.
 */
export const READER_IDLE_MS = 60_000;
export const READER_NOK_MS = 3_600_000;

export const HEALTH = ['OK', 'Idle', 'NOK'] as const;
export type Health = (typeof HEALTH)[number];

export function readerHealth(statusLastReceived: string | Date | null, now = Date.now()): Health {
  if (statusLastReceived === null) return 'NOK';
  const age = now - new Date(statusLastReceived).getTime();
  if (age <= READER_IDLE_MS) return 'OK';
  if (age <= READER_NOK_MS) return 'Idle';
  return 'NOK';
}

/** The worst of the readers' health (NOK worse than Idle worse than OK); a gate without readers is NOK. */
export function gateHealth(
  readers: readonly { statusLastReceived: string | Date | null }[],
  now = Date.now(),
): Health {
  if (readers.length === 0) return 'NOK';
  return readers
    .map((reader) => readerHealth(reader.statusLastReceived, now))
    .reduce(
      (worst, health) => (HEALTH.indexOf(health) > HEALTH.indexOf(worst) ? health : worst),
      'OK',
    );
}

/** When the health shown for this reader changes next (to redraw then), or null when it is NOK. */
export function nextHealthChange(
  statusLastReceived: string | Date | null,
  now = Date.now(),
): number | null {
  if (statusLastReceived === null) return null;
  const at = new Date(statusLastReceived).getTime();
  if (now - at <= READER_IDLE_MS) return at + READER_IDLE_MS + 1 - now;
  if (now - at <= READER_NOK_MS) return at + READER_NOK_MS + 1 - now;
  return null;
}
