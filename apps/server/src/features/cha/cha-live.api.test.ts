import { beforeAll, describe, expect, it } from 'vitest';
import { type EventStream, openEventStream } from '../../../test/support/event-stream.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { SESSION_COOKIE } from '../../plugins/access.ts';

/**
 * 'cha.allocation-changed' on the event stream: a saved allocation and a counted truck reach the
 * CHA screen's roles and the gate's, and no one else.
 */
const t = useTestApp({ eventsHeartbeatMs: 200 });
const cookies: Record<string, string> = {};
const streams: Record<string, EventStream> = {};
const query = async (text: string) => (await t.database.pool.query(text)).rows;
let chaId = 0;
let activityId = 0;

beforeAll(async () => {
  // The CHA screen is hidden by default (doc 1 §6): the admin is given it.
  await query(`
    insert into role_permissions (role_id, flags)
    select id, '{"chaVehiclesVisible": true}'::jsonb from roles where builtin_key = 'admin'`);
  const [group] = await query(
    "insert into master_entries (list, name) values ('activity-groups', 'VEHICLE GATE-IN') returning id",
  );
  [{ id: activityId }] = await query(
    `insert into master_entries (list, name, parent_id) values ('activities', 'Loaded Delivery', ${group.id}) returning id`,
  );
  [{ id: chaId }] = await query("insert into chas (name) values ('Konkan Brokers') returning id");
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const role of ['admin', 'gateinuser', 'manager'] as const) {
    cookies[role] = await t.login(role);
    streams[role] = await openEventStream(baseUrl, `${SESSION_COOKIE}=${cookies[role]}`);
  }
  return () => {
    for (const stream of Object.values(streams)) stream.close();
  };
});

const changed = (cause: string) => (e: { type: string; data: unknown }) =>
  e.type === 'cha.allocation-changed' &&
  (e.data as { chaId: number; cause: string }).chaId === chaId &&
  (e.data as { cause: string }).cause === cause;

describe("a CHA allocation's live event", () => {
  it('is sent when an allocation is saved and when a truck of the agent is gated in', async () => {
    const allocation = {
      equipments: [],
      allowedDeliveries: {
        'Loaded Delivery': {
          deliveryType: { activityId },
          allowedCount: 1,
          allowed20: 1,
          allowed40: 0,
        },
      },
    };
    const saved = await t.request('POST', `/rest/enterprise/cha/${chaId}/allocation`, {
      cookie: cookies.admin,
      body: allocation,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await streams.admin?.next(changed('saved'), 3_000);
    await streams.gateinuser?.next(changed('saved'), 3_000);

    const truck = await t.request('POST', '/rest/gate/vehicle-gate-in', {
      cookie: cookies.gateinuser,
      body: {
        trailerNumber: 'MH04AB1234',
        trailerTag: 'TRL00001',
        gateInType: 'Loaded Delivery',
        chaId,
        activityGroup: 'VEHICLE GATE-IN',
      },
    });
    expect(truck.statusCode, truck.body).toBe(200);
    const event = await streams.admin?.next(changed('gated-in'), 3_000);
    expect(event?.data).toEqual({ chaId, cause: 'gated-in' });
    await streams.gateinuser?.next(changed('gated-in'), 3_000);

    // The alert (refused, nothing counted) sends nothing.
    const alert = await t.request('POST', '/rest/gate/vehicle-gate-in', {
      cookie: cookies.gateinuser,
      body: {
        trailerNumber: 'MH04AB1235',
        trailerTag: 'TRL00002',
        gateInType: 'Loaded Delivery',
        chaId,
        activityGroup: 'VEHICLE GATE-IN',
      },
    });
    expect(alert.statusCode).toBe(409);
    // A later event proves the stream moved past the refusal.
    await t.request(
      'PUT',
      `/rest/enterprise/cha/${chaId}/allocation/${saved.json().allocation.id}`,
      {
        cookie: cookies.admin,
        body: { ...allocation, equipments: ['TAG20001'] },
      },
    );
    const saves = () => streams.admin?.events.filter((x) => changed('saved')(x.event)).length;
    await expect.poll(saves).toBe(2);
    expect(streams.admin?.events.filter((x) => changed('gated-in')(x.event))).toHaveLength(1);

    // A role that sees neither the CHA screen nor the gate hears none of it.
    expect(
      streams.manager?.events.filter((x) => x.event.type === 'cha.allocation-changed'),
    ).toEqual([]);
  });
});
