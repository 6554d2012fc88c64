import type { LiveEvent } from '@yardline/domain/events/live-events';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus, type EventBus } from '../src/platform/events/event-bus.ts';
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
/** The first event the bus delivers that is `wanted`. */
const delivered = (wanted: (event: LiveEvent) => boolean) =>
  new Promise<LiveEvent>((resolve) => {
    const stop = bus.subscribe((event) => {
      if (!wanted(event)) return;
      stop();
      resolve(event);
    });
  });
/** The first event the bus delivers for `area`. */
const arrival = (area: string) =>
  delivered((event) => event.type === 'yard.layout-changed' && event.data.areas[0] === area);

describe('events of a transaction are sent when it commits', () => {
  it('in a raw BEGIN … COMMIT on a pool client', async () => {
    const arrived = arrival('raw');
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      await bus.publish(drizzle(client), layoutChanged('raw'));
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

describe('an event the statement makes from its own rows (madeEvent)', () => {
  /** Publishes, in one statement of a transaction, the tasks event of `count` made-up task rows. */
  const publishMade = (count: number) =>
    database.db.transaction((tx) =>
      tx.execute(sql`
      with made as (
        select n as id, 'MSKU' || lpad(n::text, 7, '0') as number
        from generate_series(1, ${count}::int) n
      ), published as (${bus.outboxInsert(
        [layoutChanged('made')],
        [
          bus.madeEvent(
            'task.created',
            sql`(select json_build_object('tasks', json_agg(json_build_object(
                   'taskId', id, 'containerNumber', number, 'taskType', 'Grounding',
                   'assignedToMachine', 'ALL') order by id))
                 from made having count(*) > 0)`,
          ),
        ],
      )})
      select`),
    );

  it('is sent after the events given, with the data the statement made', async () => {
    const order: string[] = [];
    const stop = bus.subscribe((event) => order.push(event.type));
    const tasks = delivered((event) => event.type === 'task.created');
    await publishMade(2);
    const event = await tasks;
    stop();
    expect(event.data).toEqual({
      tasks: [1, 2].map((taskId) => ({
        taskId,
        containerNumber: `MSKU000000${taskId}`,
        taskType: 'Grounding',
        assignedToMachine: 'ALL',
      })),
    });
    expect(order).toEqual(['yard.layout-changed', 'task.created']);
  });

  it('is not sent when the statement made nothing', async () => {
    const order: string[] = [];
    const stop = bus.subscribe((event) => order.push(event.type));
    const layout = delivered((event) => event.type === 'yard.layout-changed');
    await publishMade(0);
    await layout;
    // The next event delivered is the next one published: nothing came with the first.
    const next = delivered((event) => event.type === 'yard.layout-changed');
    await bus.publish(database.db, layoutChanged('after'));
    await next;
    stop();
    expect(order).toEqual(['yard.layout-changed', 'yard.layout-changed']);
  });

  it('is sent as a reload of its type when too large for NOTIFY', async () => {
    const reload = delivered((event) => event.type === 'reload');
    await publishMade(400);
    expect((await reload).data).toEqual({ of: 'task.created' });
  });
});
