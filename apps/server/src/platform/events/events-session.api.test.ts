import { beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../../test/support/event-stream.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { SESSION_COOKIE } from '../../plugins/access.ts';
import { createEventBus } from './event-bus.ts';

// A heartbeat far longer than any test here: what ends or narrows a stream must not wait for it.
const t = useTestApp({ eventsHeartbeatMs: 60_000 });
// insertRoleUsers makes the built-in roles in this order: 1 SuperAdmin, 2 Admin, 3 Operator, 4 Manager.
const ROLE = { operator: 3, manager: 4 };

let baseUrl = '';

beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const openStream = async (cookie: string) => {
  const stream = await openEventStream(baseUrl, `${SESSION_COOKIE}=${cookie}`);
  expect(stream.status).toBe(200);
  return stream;
};

/** Resolves true when the stream ends within `ms`, false when it is still open then. */
const endsWithin = (stream: { ended: Promise<void> }, ms: number) =>
  Promise.race([
    stream.ended.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

const planChanged = (name: string) => ({
  type: 'plan.changed' as const,
  data: { planId: 1, name, action: 'created' as const },
});

describe('an open event stream follows its session at once', () => {
  it('ends when its session logs out', async () => {
    const cookie = await t.login('manager');
    const stream = await openStream(cookie);
    const logout = await t.request('POST', '/rest/user/logout', { cookie });
    expect(logout.statusCode).toBe(200);
    expect(await endsWithin(stream, 2_000)).toBe(true);
  });

  it("stays open when another of the user's sessions logs out", async () => {
    const kept = await t.login('manager');
    const other = await t.login('manager');
    const stream = await openStream(kept);
    await t.request('POST', '/rest/user/logout', { cookie: other });
    expect(await endsWithin(stream, 500)).toBe(false);
    stream.close();
  });

  it('ends when an admin gives its user another role', async () => {
    const admin = await t.login('admin');
    const added = await t.request('POST', '/rest/users', {
      cookie: admin,
      body: {
        username: 'moved.clerk',
        password: t.encrypt('Clerk!pass1'),
        confirmPassword: t.encrypt('Clerk!pass1'),
        roleId: ROLE.operator,
        hidden: false,
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const stream = await openStream(await t.login('moved.clerk', 'Clerk!pass1'));
    const moved = await t.request('PUT', `/rest/users/${added.json().id}`, {
      cookie: admin,
      body: { username: 'moved.clerk', roleId: ROLE.manager, hidden: false },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await endsWithin(stream, 2_000)).toBe(true);
  });

  it("stops delivering what its role may no longer see as soon as the role's flags change", async () => {
    const bus = createEventBus(t.database, console);
    const stream = await openStream(await t.login('operator'));
    await t.database.db.transaction((tx) => bus.publish(tx, planChanged('before')));
    await stream.next((e) => e.type === 'plan.changed' && e.data.name === 'before');

    const hidden = await t.request('PUT', `/rest/permissions/${ROLE.operator}`, {
      cookie: await t.login('superadmin'),
      body: { planningVisible: false },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    await t.database.db.transaction((tx) => bus.publish(tx, planChanged('after')));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      stream.events.filter(({ event: e }) => e.type === 'plan.changed' && e.data.name === 'after'),
    ).toEqual([]);
    stream.close();
  });
});
