import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../../test/support/event-stream.ts';
import { useOtherNode } from '../../../test/support/other-node.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { newBoxes } from '../../../test/support/yard-boxes.ts';
import { SESSION_COOKIE } from '../../plugins/access.ts';
import { createEventBus } from './event-bus.ts';

const t = useTestApp({ eventsHeartbeatMs: 100 });
const cookies: Record<string, string> = {};
let baseUrl = '';
/** The event stream of a session, by its cookie's value. */
const openStream = (url: string, cookie?: string) =>
  openEventStream(url, cookie && `${SESSION_COOKIE}=${cookie}`);

const move = (containerId: number, newLocation: string) =>
  t.request('POST', '/rest/yard/updateLocation', {
    cookie: cookies.operator,
    body: [{ containerId, newLocation }],
  });
const movedBox = (id: number) => (event: { type: string; data: unknown }) =>
  event.type === 'container.moved' &&
  (event.data as { moves: { containerId: number }[] }).moves.some((m) => m.containerId === id);

beforeAll(async () => {
  for (const role of BUILT_IN_ROLES) cookies[role] = await t.login(role);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

describe('GET /rest/events', () => {
  it('needs a session', async () => {
    const stream = await openStream(baseUrl);
    expect(stream.status).toBe(401);
  });

  it('pushes a move to an open stream within a second of its commit', async () => {
    const stream = await openStream(baseUrl, cookies.admin);
    expect(stream.status).toBe(200);
    const [box] = await newBoxes(t, [20]);
    const response = await move(box.id, 'A_01_01_1');
    const committed = Date.now();
    expect(response.statusCode, response.body).toBe(200);
    const event = await stream.next(movedBox(box.id));
    expect(event).toMatchObject({
      type: 'container.moved',
      data: {
        moves: [
          {
            containerId: box.id,
            number: box.number,
            from: null,
            to: 'A_01_01_1',
            shifting: false,
          },
        ],
      },
    });
    const arrived = stream.events.find(({ event: e }) => movedBox(box.id)(e))?.at ?? Infinity;
    expect(arrived - committed).toBeLessThan(1_000);
    stream.close();
  });

  it('sends each role only the events it may see', async () => {
    const streams = {
      operator: await openStream(baseUrl, cookies.operator),
      manager: await openStream(baseUrl, cookies.manager),
      kiosk: await openStream(baseUrl, cookies.kiosk),
    };
    const [box] = await newBoxes(t, [20]);
    await move(box.id, 'A_01_02_1');
    await streams.operator.next(movedBox(box.id));
    await streams.manager.next(movedBox(box.id));
    // A later event reaches the kiosk's stream only if it may see it: give it the same time.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(streams.kiosk.events).toEqual([]);
    for (const stream of Object.values(streams)) stream.close();
  });

  it('delivers an event published in a transaction only when it commits', async () => {
    const stream = await openStream(baseUrl, cookies.admin);
    const bus = createEventBus(t.database, console);
    const event = (areas: string[]) => ({ type: 'yard.layout-changed' as const, data: { areas } });
    await t.database.db
      .transaction(async (tx) => {
        await bus.publish(tx, event(['rolled back']));
        throw new Error('rollback');
      })
      .catch(() => {});
    await t.database.db.transaction((tx) => bus.publish(tx, event(['committed'])));
    await stream.next((e) => e.type === 'yard.layout-changed' && e.data.areas[0] === 'committed');
    expect(
      stream.events.filter(
        ({ event: e }) => e.type === 'yard.layout-changed' && e.data.areas[0] === 'rolled back',
      ),
    ).toEqual([]);
    stream.close();
  });

  it('publishes nothing for a refused move', async () => {
    const stream = await openStream(baseUrl, cookies.admin);
    const [box] = await newBoxes(t, [20]);
    expect((await move(box.id, 'A_02_02_3')).statusCode).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.events.filter(({ event }) => movedBox(box.id)(event))).toEqual([]);
    stream.close();
  });

  it('ends the stream when its session ends', async () => {
    const cookie = await t.login('admin');
    const stream = await openStream(baseUrl, cookie);
    expect(stream.status).toBe(200);
    await t.database.pool.query(
      'delete from sessions where user_id = $1 and created_at = (select max(created_at) from sessions where user_id = $1)',
      [t.userIds.admin],
    );
    await stream.ended;
  });

  it('sends an event too large for NOTIFY as a reload of its type', async () => {
    const stream = await openStream(baseUrl, cookies.admin);
    const bus = createEventBus(t.database, { warn: () => {} });
    // About 20 kB: NOTIFY takes less than 8000 bytes.
    const areas = Array.from({ length: 2_000 }, (_, i) => `AREA-${i}`);
    await t.database.db.transaction((tx) =>
      bus.publish(tx, { type: 'yard.layout-changed', data: { areas } }),
    );
    const event = await stream.next((e) => e.type === 'reload');
    expect(event.data).toEqual({ of: 'yard.layout-changed' });
    stream.close();
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'reopens a lost LISTEN connection, tells open streams to reload, and delivers again',
    async () => {
      const stream = await openStream(baseUrl, cookies.admin);
      const { rows } = await t.database.pool.query(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`,
      );
      expect(rows).toEqual([{ ended: true }]);
      // Events sent while it was down are lost: the streams are told to refetch.
      const reload = await stream.next(
        (e) => e.type === 'reload' && e.data.of === 'container.moved',
        10_000,
      );
      expect(reload.type).toBe('reload');
      const [box] = await newBoxes(t, [20]);
      expect((await move(box.id, 'B_01_02_1')).statusCode).toBe(200);
      await stream.next(movedBox(box.id));
      stream.close();
    },
  );

  describe.runIf(process.env.TEST_DB === 'postgres')('on two app nodes', () => {
    const other = useOtherNode(t);

    it("pushes a move made through one node on the other node's stream", async () => {
      const otherUrl = await other.app.listen({ port: 0, host: '127.0.0.1' });
      const stream = await openStream(otherUrl, cookies.admin);
      expect(stream.status).toBe(200);
      const [box] = await newBoxes(t, [20]);
      expect((await move(box.id, 'B_01_01_1')).statusCode).toBe(200);
      await stream.next(movedBox(box.id));
      stream.close();
    });
  });
});
