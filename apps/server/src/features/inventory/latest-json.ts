import type { EventBus } from '../../platform/events/event-bus.ts';

/** A safety net for changes that publish no event (a seed run beside a live server). */
const MAX_AGE_MS = 30_000;

/**
 * The whole yard's boxes as JSON (with its gzip, when `read` prepares one), read once and reused until anything changes: every change to
 * boxes or the yard publishes an event, which reaches every app node (LISTEN/NOTIFY), so each
 * node drops its copy when the change commits. A read that was under way while a change arrived
 * is answered but not kept, since it may predate the change. Callers at the same moment share
 * one read: on a yard of 120,000 slots the read is the expensive part of opening the inventory.
 */
export function latestJson<T = string>(
  read: () => Promise<T>,
  events: Pick<EventBus, 'subscribe'>,
) {
  let generation = 0;
  let kept: { json: T; at: number } | undefined;
  let reading: { generation: number; json: Promise<T> } | undefined;
  events.subscribe(() => {
    generation++;
    kept = undefined;
  });

  return async (): Promise<T> => {
    if (kept && Date.now() - kept.at < MAX_AGE_MS) return kept.json;
    const started = generation;
    if (reading?.generation !== started) reading = { generation: started, json: read() };
    const current = reading;
    try {
      const json = await current.json;
      if (generation === started) kept = { json, at: Date.now() };
      return json;
    } finally {
      if (reading === current) reading = undefined;
    }
  };
}
