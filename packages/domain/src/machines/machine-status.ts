import { BREAK_DOWN } from './distance.ts';

/** Doc 2 §9, doc 3 §9: a machine silent for longer than this is stale. */
export const STALE_AFTER_MS = 300_000;

export type StatusColour = 'red' | 'orange' | 'green' | 'grey';

/**
 * The machine (or ITV) status indicator (doc 2 §4): Break-Down is red; no data for over 5 minutes
 * is orange; data within 5 minutes is green; anything else (never reported) grey.
 */
export function statusColour(
  unit: { status: string; lastDataReceived: string | null },
  now: number,
): StatusColour {
  if (unit.status === BREAK_DOWN) return 'red';
  if (unit.lastDataReceived === null) return 'grey';
  const received = Date.parse(unit.lastDataReceived);
  if (Number.isNaN(received)) return 'grey';
  // The server stamps the time; a browser clock a little behind it still reads green.
  return now - received > STALE_AFTER_MS ? 'orange' : 'green';
}
