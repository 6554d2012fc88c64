import { LiveEvent, type LiveEventType } from '@yardline/domain/events/live-events';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { Executor } from '../../db/database.ts';
import { executePrepared } from '../../db/prepared.ts';

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
 * Sends what the outbox holds: deletes the committed events and NOTIFYs each, in the order they
 * were written, in one statement, so an event goes out exactly when its deletion commits. Each
 * payload starts with its outbox id, since NOTIFY folds equal payloads sent together into one.
 * Prepared (executePrepared): a busy gate sends every few milliseconds, and planning the
 * statement again each time cost the embedded database more than running it.
 */
const SEND = sql`
  with sent as (delete from event_outbox returning id, payload)
  select pg_notify(${EVENTS_CHANNEL}, id || ' ' || payload) from sent order by id`;

/**
 * The live-update bus. A feature publishes inside its transaction: the event is written to the
 * outbox (table event_outbox) with the change, so it exists exactly when the change commits.
 * After each commit the bus sends the outbox (SEND) to every app node's listener (LISTEN: one
 * connection per node on PostgreSQL, the one connection on the embedded database), and each node
 * hands it to its open event streams. A rolled-back change publishes nothing. A node that stops
 * between a commit and its send leaves the events for the next send of any node (`send` also
 * runs every second, events/index.ts).
 *
 * Why not NOTIFY in the feature's transaction: PostgreSQL holds a database-wide lock through the
 * commit of every transaction that NOTIFYs, so ten clerks' commits were flushed one at a time.
 * Now only the sends take it, each for every event waiting.
 */
export function createEventBus(
  database: Pick<Database, 'db' | 'listen' | 'onCommit'>,
  log: Logger,
) {
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

  // One send at a time on this node; a commit meanwhile asks for one more after it.
  let sending: Promise<void> | undefined;
  let again = false;
  function send(): Promise<void> {
    if (sending) {
      again = true;
      return sending;
    }
    sending = (async () => {
      try {
        do {
          again = false;
          await executePrepared(database.db, 'events_send', SEND);
        } while (again);
      } finally {
        sending = undefined;
      }
    })();
    return sending;
  }

  const sendSoon = () => {
    send().catch((error) => log.warn({ err: error }, 'events not sent: sent with the next'));
  };

  /**
   * The outbox insert of these events: what `publish` runs, and what a busy call puts inside its
   * own statement (`with published as (…)`) to save a round trip, sent when that statement's
   * transaction commits. One parameter whatever their number, so the text can be prepared.
   * `made`: events that statement makes itself (madeEvent), after these.
   */
  const outboxInsert = (events: NewEvent[], made: SQL[] = []): SQL =>
    sql`insert into event_outbox (payload) select unnest(${sql.param(events.map(encode))}::text[])${sql.join(
      made.map((event) => sql` union all (${event})`),
    )}`;

  /**
   * An event whose data a busy call's statement makes from its own rows (`data`: a json
   * expression, such as over the ids its inserts return), for outboxInsert; no event when `data`
   * is null. Stamped as `encode` stamps, and sent as a 'reload' when too large, as there.
   */
  const madeEvent = (type: LiveEventType, data: SQL): SQL => sql`
    select case when octet_length(e::text) <= ${MAX_PAYLOAD_BYTES}::int then e::text
                else json_build_object('type', 'reload', 'at', e->'at',
                                       'data', json_build_object('of', e->'type'))::text end
    from (select json_build_object('type', ${type}::text, 'at', ${new Date().toISOString()}::text,
                                   'data', made.data) as e
          from (select ${data} as data) made
          where made.data is not null) event`;

  return {
    /** Sends `event` when `tx` commits. Keep payloads to ids and slot keys. */
    async publish(tx: Executor, event: NewEvent): Promise<void> {
      await tx.execute(outboxInsert([event]));
      // Outside a transaction the insert has committed already: send it now, not a second later.
      if (tx === database.db) sendSoon();
    },

    outboxInsert,
    madeEvent,

    /** Every committed event, from any app node; returns the unsubscribe. */
    subscribe(subscriber: (event: LiveEvent) => void): () => void {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },

    /** Sends the committed events waiting in the outbox, from any node. */
    send,

    /** Starts listening, and sending after each commit; call once when the app starts. */
    async start(): Promise<void> {
      database.onCommit(sendSoon);
      await database.listen(EVENTS_CHANNEL, {
        onPayload(payload) {
          const parsed = LiveEvent.safeParse(parseJson(payload.slice(payload.indexOf(' ') + 1)));
          if (parsed.success) dispatch(parsed.data);
          else log.warn({ payload: payload.slice(0, 200) }, 'unreadable event ignored');
        },
        onGap() {
          // Events sent while the listener was down are lost: screens refetch instead.
          const at = new Date().toISOString();
          for (const of of GAP_TYPES) dispatch({ type: 'reload', at, data: { of } });
        },
      });
      // What was committed while no node was sending.
      await send();
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
  'session.ended',
  'machine.changed',
  'itv.changed',
];

export type EventBus = ReturnType<typeof createEventBus>;
