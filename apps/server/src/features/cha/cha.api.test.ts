import { CHA_PROBLEMS } from '@yardline/domain/cha/cha.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';

const t = useTestApp();
const cookies: Record<string, string> = {};
const query = async (text: string) => (await t.database.pool.query(text)).rows;
const ids = { loaded: 0, empty: 0, import: 0, konkan: 0, uran: 0 };

beforeAll(async () => {
  // The CHA screen is hidden by default (doc 1 §6): the roles under test are given its flag.
  await query(`
    insert into role_permissions (role_id, flags)
    select id, '{"chaVehiclesVisible": true}'::jsonb from roles
    where builtin_key in ('superadmin', 'admin', 'operator', 'manager', 'gateinuser')`);
  const [vehicle, container] = await query(`
    insert into master_entries (list, name) values
      ('activity-groups', 'VEHICLE GATE-IN'), ('activity-groups', 'CONTAINER GATE-IN')
    returning id`);
  const activities = await query(`
    insert into master_entries (list, name, parent_id, sort_order) values
      ('activities', 'Loaded Delivery', ${vehicle.id}, 1),
      ('activities', 'Empty Delivery', ${vehicle.id}, 2),
      ('activities', 'Import', ${container.id}, 0)
    returning id`);
  [ids.loaded, ids.empty, ids.import] = activities.map((row) => row.id);
  const agents = await query(`
    insert into chas (name, code, contacts) values
      ('Konkan Customs Brokers', 'KCB', '[{"name": "R. Patil", "phone": "+91 22 2724 1101"}]'),
      ('Uran Shipping Services', 'USS', '[]')
    returning id`);
  [ids.konkan, ids.uran] = agents.map((row) => row.id);
  for (const role of ['superadmin', 'admin', 'operator', 'manager', 'gateinuser', 'gateoutuser']) {
    cookies[role] = await t.login(role);
  }
});

const allocation = (over: Record<string, unknown> = {}) => ({
  equipments: ['TAG10001', 'TAG10002'],
  allowedDeliveries: {
    'Loaded Delivery': {
      deliveryType: { activityId: ids.loaded },
      allowedCount: 10,
      allowed20: 6,
      allowed40: 4,
    },
  },
  ...over,
});

describe('CHA agents', () => {
  it('finds agents by name or registration number, case-insensitively', async () => {
    const byName = await t.request('GET', '/rest/enterprise/cha/search?query=konkan', {
      cookie: cookies.operator,
    });
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual([
      {
        id: ids.konkan,
        name: 'Konkan Customs Brokers',
        registrationNumber: 'KCB',
        contacts: [{ name: 'R. Patil', phone: '+91 22 2724 1101' }],
      },
    ]);
    const byCode = await t.request('GET', '/rest/enterprise/cha/search?query=USS', {
      cookie: cookies.operator,
    });
    expect(byCode.json().map((agent: { name: string }) => agent.name)).toEqual([
      'Uran Shipping Services',
    ]);
    const all = await t.request('GET', '/rest/enterprise/cha/search', { cookie: cookies.manager });
    expect(all.json()).toHaveLength(2);
    const wildcard = await t.request('GET', '/rest/enterprise/cha/search?query=%25', {
      cookie: cookies.manager,
    });
    expect(wildcard.json()).toEqual([]);
  });

  it('lists the delivery types: the activities of the VEHICLE GATE-IN group', async () => {
    const response = await t.request('GET', '/rest/enterprise/cha/delivery-types', {
      cookie: cookies.gateinuser,
    });
    expect(response.json()).toEqual([
      { activityId: ids.loaded, activityName: 'Loaded Delivery', activityGroup: 'VEHICLE GATE-IN' },
      { activityId: ids.empty, activityName: 'Empty Delivery', activityGroup: 'VEHICLE GATE-IN' },
    ]);
  });

  it('answers 404 for an unknown agent and 400 for a bad id', async () => {
    const missing = await t.request('GET', '/rest/enterprise/cha/9999', { cookie: cookies.admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(CHA_PROBLEMS.agentNotFound(9999));
    const bad = await t.request('GET', '/rest/enterprise/cha/x1/allocation', {
      cookie: cookies.admin,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('CHA allocations', () => {
  it('creates an allocation, forcing allowedCount up to allowed20 + allowed40', async () => {
    const none = await t.request('GET', `/rest/enterprise/cha/${ids.konkan}/allocation`, {
      cookie: cookies.operator,
    });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const created = await t.request('POST', `/rest/enterprise/cha/${ids.konkan}/allocation`, {
      cookie: cookies.operator,
      body: allocation({
        allowedDeliveries: {
          'Loaded Delivery': {
            deliveryType: { activityId: ids.loaded },
            allowedCount: 3,
            allowed20: 6,
            allowed40: 4,
          },
          'Empty Delivery': {
            deliveryType: { activityId: ids.empty },
            allowedCount: 5,
            allowed20: 1,
            allowed40: 1,
          },
        },
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json().allocation;
    expect(created.json().responsestatus).toBe('success');
    expect(saved).toMatchObject({
      agent: { id: ids.konkan },
      equipments: ['TAG10001', 'TAG10002'],
      allowedDeliveries: {
        'Loaded Delivery': {
          deliveryType: { activityId: ids.loaded, activityName: 'Loaded Delivery' },
          allowedCount: 10,
          allowed20: 6,
          allowed40: 4,
          gatedInCount: 0,
        },
        'Empty Delivery': { allowedCount: 5, allowed20: 1, allowed40: 1 },
      },
    });
    const read = await t.request('GET', `/rest/enterprise/cha/${ids.konkan}/allocation`, {
      cookie: cookies.manager,
    });
    expect(read.json()).toEqual(saved);
    const again = await t.request('POST', `/rest/enterprise/cha/${ids.konkan}/allocation`, {
      cookie: cookies.operator,
      body: allocation(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CHA_PROBLEMS.allocationExists);
    const [audit] = await query(
      "select action, after->'equipments' as tags from audit_log where entity = 'cha-allocation'",
    );
    expect(audit).toEqual({ action: 'create', tags: ['TAG10001', 'TAG10002'] });
  });

  it("updates an allocation, keeping a kept type's gated-in count", async () => {
    const [{ id }] = await query(`select id from cha_allocations where cha_id = ${ids.konkan}`);
    await query(
      `update cha_allowed_deliveries set gated_in_count = 7 where activity_id = ${ids.loaded}`,
    );
    const updated = await t.request('PUT', `/rest/enterprise/cha/${ids.konkan}/allocation/${id}`, {
      cookie: cookies.admin,
      body: allocation({ equipments: ['TAG10003', 'TAG10003'] }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().allocation).toMatchObject({
      id,
      equipments: ['TAG10003'],
      allowedDeliveries: {
        'Loaded Delivery': { allowedCount: 10, gatedInCount: 7 },
      },
    });
    expect(Object.keys(updated.json().allocation.allowedDeliveries)).toEqual(['Loaded Delivery']);
    const equipments = await t.request('GET', '/rest/enterprise/cha/equipments', {
      cookie: cookies.manager,
    });
    expect(equipments.json()).toEqual(['TAG10003']);
    const wrongAgent = await t.request('PUT', `/rest/enterprise/cha/${ids.uran}/allocation/${id}`, {
      cookie: cookies.admin,
      body: allocation(),
    });
    expect(wrongAgent.statusCode).toBe(404);
  });

  it.each([
    ['a negative count', { allowed20: -1 }, 'A count cannot be negative.'],
    ['a fraction', { allowed40: 1.5 }, 'A count is a whole number.'],
    ['a text count', { allowedCount: '4' }, 'A count is a whole number.'],
  ])('refuses %s with 400 and writes nothing', async (_, change, message) => {
    const response = await t.request('POST', `/rest/enterprise/cha/${ids.uran}/allocation`, {
      cookie: cookies.operator,
      body: allocation({
        allowedDeliveries: {
          'Loaded Delivery': {
            deliveryType: { activityId: ids.loaded },
            allowedCount: 4,
            allowed20: 2,
            allowed40: 2,
            ...change,
          },
        },
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await query(`select id from cha_allocations where cha_id = ${ids.uran}`)).toEqual([]);
  });

  it('refuses a type outside the vehicle group, a wrong key, a taken tag and an unknown agent', async () => {
    const send = (body: unknown, agent = ids.uran) =>
      t.request('POST', `/rest/enterprise/cha/${agent}/allocation`, {
        cookie: cookies.operator,
        body,
      });
    const importType = await send(
      allocation({
        allowedDeliveries: {
          Import: {
            deliveryType: { activityId: ids.import },
            allowedCount: 1,
            allowed20: 0,
            allowed40: 0,
          },
        },
      }),
    );
    expect(importType.statusCode).toBe(400);
    expect(importType.json().message).toBe(CHA_PROBLEMS.notDeliveryType('Import'));
    const wrongKey = await send(
      allocation({
        allowedDeliveries: {
          'Empty Delivery': {
            deliveryType: { activityId: ids.loaded },
            allowedCount: 1,
            allowed20: 0,
            allowed40: 0,
          },
        },
      }),
    );
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json().message).toBe(CHA_PROBLEMS.keyMismatch('Empty Delivery'));
    const taken = await send(allocation({ equipments: ['TAG10003'] }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(CHA_PROBLEMS.tagTaken('TAG10003', 'Konkan Customs Brokers'));
    const noAgent = await send(allocation(), 9999);
    expect(noAgent.statusCode).toBe(404);
    const noBody = await send({ equipments: 'TAG1' });
    expect(noBody.statusCode).toBe(400);
    expect(await query(`select id from cha_allocations where cha_id = ${ids.uran}`)).toEqual([]);
  });
});

describe('CHA contacts', () => {
  it('replaces the contacts list and refuses a contact without a name or a bad e-mail', async () => {
    const url = `/rest/enterprise/cha/${ids.uran}/contacts`;
    const contacts = [
      { name: 'A. Khan', phone: '+91 22 2724 3303', email: 'khan@uran.example' },
      { name: 'B. Shah' },
    ];
    const saved = await t.request('PUT', url, { cookie: cookies.admin, body: { contacts } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: ids.uran, contacts });
    const noName = await t.request('PUT', url, {
      cookie: cookies.admin,
      body: { contacts: [{ name: ' ', phone: '1' }] },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('A contact needs a name.');
    const badMail = await t.request('PUT', url, {
      cookie: cookies.admin,
      body: { contacts: [{ name: 'C', email: 'not-mail' }] },
    });
    expect(badMail.statusCode).toBe(400);
    const read = await t.request('GET', `/rest/enterprise/cha/${ids.uran}`, {
      cookie: cookies.admin,
    });
    expect(read.json().contacts).toEqual(contacts);
  });
});

describe('who may use the CHA calls', () => {
  it('lets roles with the screen read, and only those with create/update/delete change', async () => {
    const read = (role: string) =>
      t.request('GET', '/rest/enterprise/cha/search', { cookie: cookies[role] });
    const write = (role: string) =>
      t.request('PUT', `/rest/enterprise/cha/${ids.uran}/contacts`, {
        cookie: cookies[role],
        body: { contacts: [] },
      });
    for (const role of ['superadmin', 'admin', 'operator', 'manager', 'gateinuser']) {
      expect((await read(role)).statusCode, role).toBe(200);
    }
    expect((await read('gateoutuser')).statusCode).toBe(403);
    expect((await t.request('GET', '/rest/enterprise/cha/search')).statusCode).toBe(401);
    for (const role of ['superadmin', 'admin', 'operator']) {
      expect((await write(role)).statusCode, role).toBe(200);
    }
    for (const role of ['manager', 'gateinuser', 'gateoutuser']) {
      expect((await write(role)).statusCode, role).toBe(403);
    }
  });
});
