import type { LiveEvent } from '@yardline/domain/events/live-events';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';
import { createEventBus, type EventBus } from '../src/features/events/event-bus.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// A bus on its own database and without the app's once-a-second pass: an event arrives only if
// the commit itself sends it, so these tests wait for the event and time nothing.
let database: TestDatabase;
let bus: EventBus;

beforeAll(async () => {
  database = await createTestDatabase();
  bus = createEventBus(database, { warn: () => {} });
  await bus.start();
});
afterAll(() => database?.drop());

const layoutChanged = (area: string) => ({
  type: 'yard.layout-changed' as const,
  data: { areas: [area] },
});
/** The first event the bus delivers for `area`. */
const arrival = (area: string) =>
  new Promise<LiveEvent>((resolve) => {
    const stop = bus.subscribe((event) => {
      if (event.type === 'yard.layout-changed' && event.data.areas[0] === area) {
        stop();
        resolve(event);
      }
    });
  });

describe('events of a transaction are sent when it commits', () => {
  it('in a raw BEGIN … COMMIT on a pool client', async () => {
    const arrived = arrival('raw');
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      await bus.publish(drizzle(client, { schema }), layoutChanged('raw'));
      await client.query('commit');
    } finally {
      client.release();
    }
    expect((await arrived).data).toEqual({ areas: ['raw'] });
  });

  it('in a BEGIN … COMMIT sent as one query', async () => {
    const arrived = arrival('one query');
    const payload = JSON.stringify({ ...layoutChanged('one query'), at: new Date().toISOString() });
    const client = await database.pool.connect();
    try {
      await client.query(`begin; insert into event_outbox (payload) values ('${payload}'); commit`);
    } finally {
      client.release();
    }
    expect((await arrived).data).toEqual({ areas: ['one query'] });
  });

  it('in db.transaction', async () => {
    const arrived = arrival('drizzle');
    await database.db.transaction((tx) => bus.publish(tx, layoutChanged('drizzle')));
    expect((await arrived).data).toEqual({ areas: ['drizzle'] });
  });
});
