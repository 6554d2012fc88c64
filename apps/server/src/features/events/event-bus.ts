import { LiveEvent, type LiveEventType } from '@yardline/domain/events/live-events';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { Executor } from '../../db/database.ts';

export const EVENTS_CHANNEL = 'yardline_events';

/** NOTIFY refuses payloads of 8000 bytes or more; a larger event goes out as a 'reload'. */
export const MAX_PAYLOAD_BYTES = 7_900;

/** An event as a feature publishes it: the bus stamps the time. */
export type NewEvent = LiveEvent extends infer E
  ? E extends LiveEvent
    ? Omit<E, 'at'>
    : never
  : never;

type Logger = { warn(obj: unknown, msg?: string): void };

/**
 * The live-update bus. A feature publishes inside its transaction; the database delivers the
 * event only when that transaction commits (NOTIFY), to every app node's listener (LISTEN: one
 * connection per node on PostgreSQL, the one connection on the embedded database), and each node
 * hands it to its open event streams. A rolled-back change publishes nothing.
 */
export function createEventBus(database: Pick<Database, 'listen'>, log: Logger) {
  const subscribers = new Set<(event: LiveEvent) => void>();
  const dispatch = (event: LiveEvent) => {
    for (const subscriber of subscribers) subscriber(event);
  };

  function encode(event: NewEvent): string {
    const stamped = { ...event, at: new Date().toISOString() };
    const json = JSON.stringify(stamped);
    if (Buffer.byteLength(json) <= MAX_PAYLOAD_BYTES) return json;
    log.warn(
      { type: event.type, bytes: Buffer.byteLength(json) },
      'event too large: sent as reload',
    );
    return JSON.stringify({ type: 'reload', at: stamped.at, data: { of: event.type } });
  }

  return {
    /** Sends `event` when `tx` commits. Keep payloads to ids and slot keys. */
    async publish(tx: Executor, event: NewEvent): Promise<void> {
      await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${encode(event)})`);
    },

    /** Every committed event, from any app node; returns the unsubscribe. */
    subscribe(subscriber: (event: LiveEvent) => void): () => void {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },

    /** Starts listening; call once when the app starts. */
    start(): Promise<void> {
      return database.listen(EVENTS_CHANNEL, {
        onPayload(payload) {
          const parsed = LiveEvent.safeParse(parseJson(payload));
          if (parsed.success) dispatch(parsed.data);
          else log.warn({ payload: payload.slice(0, 200) }, 'unreadable event ignored');
        },
        onGap() {
          // Events sent while the listener was down are lost: screens refetch instead.
          const at = new Date().toISOString();
          for (const of of GAP_TYPES) dispatch({ type: 'reload', at, data: { of } });
        },
      });
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const GAP_TYPES: LiveEventType[] = [
  'container.moved',
  'yard.layout-changed',
  'role.changed',
  'machine.changed',
  'itv.changed',
];

export type EventBus = ReturnType<typeof createEventBus>;
