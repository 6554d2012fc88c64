import { defaultPermissions } from '@yardline/domain/auth/permissions';
import { DEFAULT_METADATA } from '@yardline/domain/metadata/metadata.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { masterEntries, rolePermissions } from '../src/db/schema/index.ts';
import { SESSION_COOKIE } from '../src/plugins/access.ts';
import { openEventStream } from './support/event-stream.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
let cookie = '';

beforeAll(async () => {
  cookie = await t.login('operator');
});

describe('metadata', () => {
  it('answers every key, defaults where nothing is stored', async () => {
    const response = await t.request('GET', '/rest/metadata', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_METADATA);
  });

  it('stores a superadmin change, audits it, uses it at once and tells open apps', async () => {
    const admin = await t.login('superadmin');
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(baseUrl, `${SESSION_COOKIE}=${cookie}`);
    const response = await t.request('PUT', '/rest/metadata', {
      cookie: admin,
      body: { paginationItemsPerPage: 25, enterpriseVersion: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ paginationItemsPerPage: 25, enterpriseVersion: false });
    const health = await t.request('GET', '/rest/health', { cookie });
    expect(health.json().enterpriseVersion).toBe(false);
    const audit = await t.database.pool.query(
      "select action, after from audit_log where entity = 'metadata'",
    );
    expect(audit.rows[0]).toMatchObject({
      action: 'update',
      after: { paginationItemsPerPage: 25 },
    });
    const heard = await stream.next((event) => event.type === 'metadata.changed', 3_000);
    stream.close();
    expect(heard.data).toEqual({ keys: ['paginationItemsPerPage', 'enterpriseVersion'] });
  });
});

describe('yard layout', () => {
  it('answers areas with cell names, rows of cells, total slots and max height', async () => {
    const response = await t.request('GET', '/rest/yard/layout', { cookie });
    expect(response.statusCode).toBe(200);
    const [a, b] = response.json().areaLayouts;
    expect(a).toMatchObject({
      name: 'A',
      cellNames: ['01', '02', '03'],
      maxHeight: 4,
      totalSlots: 24,
    });
    expect(a.rowLayouts.map((row: { name: string }) => row.name)).toEqual(['01', '02']);
    expect(a.rowLayouts[1].cellLayouts[2]).toMatchObject({ name: '03', fullName: 'A_02_03' });
    expect(b).toMatchObject({ name: 'B', totalSlots: 6, maxHeight: 3 });
  });

  it('carries each area’s four corners, null where none are stored; the database refuses three', async () => {
    const corners = [
      { lat: 18.95, lng: 72.95 },
      { lat: 18.95, lng: 72.951 },
      { lat: 18.949, lng: 72.951 },
      { lat: 18.949, lng: 72.95 },
    ];
    await t.database.pool.query(`update areas set corners = $1::jsonb where name = 'A'`, [
      JSON.stringify(corners),
    ]);
    const response = await t.request('GET', '/rest/yard/layout', { cookie });
    const [a, b] = response.json().areaLayouts;
    expect(a.corners).toEqual(corners);
    expect(b.corners).toBeNull();
    await expect(
      t.database.pool.query(`update areas set corners = $1::jsonb where name = 'B'`, [
        JSON.stringify(corners.slice(0, 3)),
      ]),
    ).rejects.toThrow(/areas_corners_check/);
  });

  it('answers 304 to a browser holding the current layout, and the new layout once it changes', async () => {
    const first = await t.request('GET', '/rest/yard/layout', { cookie });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"layout-\d+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const unchanged = await t.request('GET', '/rest/yard/layout', {
      cookie,
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    // Re-laying the yard, by any node or by hand, changes the version in the database.
    await t.database.pool.query(
      "update cells set name = '3X', full_name = 'A_02_3X' where full_name = 'A_02_03'",
    );
    try {
      const changed = await t.request('GET', '/rest/yard/layout', {
        cookie,
        headers: { 'if-none-match': etag },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      const [a] = changed.json().areaLayouts;
      expect(a.rowLayouts[1].cellLayouts[2]).toMatchObject({ name: '3X', fullName: 'A_02_3X' });
    } finally {
      await t.database.pool.query(
        "update cells set name = '03', full_name = 'A_02_03' where full_name = 'A_02_3X'",
      );
    }
  });

  it('needs a session', async () => {
    expect((await t.request('GET', '/rest/yard/layout')).statusCode).toBe(401);
  });
});

describe('master data', () => {
  it('answers a stored list in order', async () => {
    await t.database.db.insert(masterEntries).values([
      { list: 'delivery-modes', name: 'Loaded', sortOrder: 1 },
      { list: 'delivery-modes', name: 'Labour', sortOrder: 2 },
      { list: 'cargo-types', name: 'General' },
    ]);
    const response = await t.request('GET', '/rest/master/delivery-modes', { cookie });
    expect(response.json().map((entry: { name: string }) => entry.name)).toEqual([
      'Loaded',
      'Labour',
    ]);
  });

  it('answers roles from the roles table', async () => {
    const admin = await t.login('admin');
    const response = await t.request('GET', '/rest/master/roles', { cookie: admin });
    expect(response.json().map((entry: { name: string }) => entry.name)).toContain('GateInUser');
  });
});

describe('CHA allowances', () => {
  // The gate counts an agent's trucks against these.
  let gate = '';
  beforeAll(async () => {
    gate = await t.login('gateinuser');
    await t.database.pool.query(`
      with activity as (
        insert into master_entries (list, name) values ('activities', 'Loaded Delivery') returning id
      ), agent as (
        insert into chas (name, code) values ('Konkan Customs Brokers', 'KCB') returning id
      ), allocation as (
        insert into cha_allocations (cha_id) select id from agent returning id
      )
      insert into cha_allowed_deliveries
        (allocation_id, activity_id, allowed_count, allowed_20, allowed_40, gated_in_count)
      select allocation.id, activity.id, 10, 6, 4, 3 from allocation, activity`);
  });

  it('lists the agents allowed vehicles for an activity, by name or id', async () => {
    const byName = await t.request('GET', '/rest/master/chas/activity/loaded%20delivery', {
      cookie: gate,
    });
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual([
      expect.objectContaining({
        name: 'Konkan Customs Brokers',
        allowedCount: 10,
        gatedInCount: 3,
      }),
    ]);
    const { activityId, chaId } = byName.json()[0];
    const byId = await t.request('GET', `/rest/master/chas/activity/${activityId}`, {
      cookie: gate,
    });
    expect(byId.json()).toEqual(byName.json());
    const one = await t.request('GET', `/rest/master/cha/${chaId}/activity/${activityId}`, {
      cookie: gate,
    });
    expect(one.json()).toMatchObject({ allowed20: 6, allowed40: 4 });
  });

  it('answers 404 for an agent without that allowance, 400 for a bad id', async () => {
    const missing = await t.request('GET', '/rest/master/cha/999/activity/Import', {
      cookie: gate,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.request('GET', '/rest/master/cha/abc/activity/Import', { cookie: gate });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses an allowance smaller than its 20 ft and 40 ft counts', async () => {
    await expect(
      t.database.pool.query(
        'update cha_allowed_deliveries set allowed_count = allowed_20 + allowed_40 - 1',
      ),
    ).rejects.toThrow(/cha_allowed_count_check/);
  });
});

describe('roles', () => {
  it("answers the user's own role record with default flags", async () => {
    const response = await t.request('GET', '/rest/roles/operator', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'Operator', ...defaultPermissions('operator') });
  });

  it("refuses another role's record to a non-admin, answers it to an admin", async () => {
    expect((await t.request('GET', '/rest/roles/admin', { cookie })).statusCode).toBe(403);
    const admin = await t.login('admin');
    expect((await t.request('GET', '/rest/roles/MANAGER', { cookie: admin })).statusCode).toBe(200);
    expect((await t.request('GET', '/rest/roles/nobody', { cookie: admin })).statusCode).toBe(404);
  });

  it('applies stored permission flags over the defaults, on the next request', async () => {
    const { rows } = await t.database.pool.query("select id from roles where name = 'Operator'");
    await t.database.db
      .insert(rolePermissions)
      .values({ roleId: rows[0].id, flags: { reportsVisible: true, tasksVisible: false } });
    const health = await t.request('GET', '/rest/health', { cookie });
    expect(health.json().permissions).toMatchObject({ reportsVisible: true, tasksVisible: false });
    const role = await t.request('GET', '/rest/roles/Operator', { cookie });
    expect(role.json()).toMatchObject({ reportsVisible: true, tasksVisible: false });
  });
});
