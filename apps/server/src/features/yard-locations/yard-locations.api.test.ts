import { YARD_LOCATION_MESSAGES as M } from '@yardline/domain/yard/yard-location';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';

const t = useTestApp();
const cookies = {} as Record<'superadmin' | 'admin' | 'operator' | 'kiosk', string>;

const at = (lat: number, lng: number) => ({ lat: 18.95 + lat / 1000, lng: 72.95 + lng / 1000 });
const square = [at(0, 0), at(0, 1), at(1, 1), at(1, 0)];
const zone = (name: string, coordinates = square, type = 'YARD_ZONE') => ({
  name,
  type,
  coordinates,
});

beforeAll(async () => {
  for (const role of ['superadmin', 'admin', 'operator', 'kiosk'] as const)
    cookies[role] = await t.login(role);
});

describe('yard locations', () => {
  it('creates, lists, updates and deletes a zone, audited; only admins see and change them', async () => {
    const created = await t.request('POST', '/rest/yard-locations', {
      cookie: cookies.admin,
      body: zone('Export zone'),
    });
    expect(created.json()).toMatchObject({
      name: 'Export zone',
      type: 'YARD_ZONE',
      coordinates: square,
    });
    const id = created.json().id;
    const list = await t.request('GET', '/rest/yard-locations', { cookie: cookies.admin });
    expect(list.json()).toEqual([created.json()]);
    // The outlines are the set-up screen's: other roles read the zones' names (master lists).
    for (const role of ['operator', 'kiosk'] as const) {
      const refused = await t.request('GET', '/rest/yard-locations', { cookie: cookies[role] });
      expect(refused.statusCode, role).toBe(403);
    }
    const octagon = Array.from({ length: 8 }, (_, k) =>
      at(Math.sin((k * Math.PI) / 4), Math.cos((k * Math.PI) / 4)),
    );
    const updated = await t.request('PUT', `/rest/yard-locations/${id}`, {
      cookie: cookies.superadmin,
      body: zone('Chasis 1', octagon, 'TASK_TO_LOCATION'),
    });
    expect(updated.json()).toMatchObject({ id, name: 'Chasis 1', type: 'TASK_TO_LOCATION' });
    expect(updated.json().coordinates).toHaveLength(8);
    const byOperator = await t.request('POST', '/rest/yard-locations', {
      cookie: cookies.operator,
      body: zone('Mine'),
    });
    expect(byOperator.statusCode).toBe(403);
    const deleted = await t.request('DELETE', `/rest/yard-locations/${id}`, {
      cookie: cookies.admin,
    });
    expect(deleted.statusCode).toBe(204);
    const { rows } = await t.database.pool.query(
      "select action from audit_log where entity = 'yard_location' and entity_id = $1 order by id",
      [String(id)],
    );
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(
      (await t.request('DELETE', `/rest/yard-locations/${id}`, { cookie: cookies.admin }))
        .statusCode,
    ).toBe(404);
  });

  it.each([
    ['three points', square.slice(0, 3), M.tooFew],
    [
      'nine points',
      Array.from({ length: 9 }, (_, k) => at(Math.sin(k * 0.7), Math.cos(k * 0.7))),
      M.tooMany,
    ],
    ['a bow tie', [at(0, 0), at(1, 1), at(0, 1), at(1, 0)], M.crossing],
  ])('refuses %s', async (_, coordinates, message) => {
    const response = await t.request('POST', '/rest/yard-locations', {
      cookie: cookies.admin,
      body: zone('Bad zone', coordinates),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('serves the yard zones and task destinations master lists from the drawn zones', async () => {
    for (const body of [
      zone('Import yard'),
      zone('LCL 9', square, 'TASK_TO_LOCATION'),
      zone('Chasis 9', square, 'TASK_TO_LOCATION'),
    ]) {
      expect(
        (await t.request('POST', '/rest/yard-locations', { cookie: cookies.admin, body }))
          .statusCode,
      ).toBe(200);
    }
    const names = async (list: string) =>
      (await t.request('GET', `/rest/master/${list}`, { cookie: cookies.operator }))
        .json()
        .map((entry: { name: string }) => entry.name);
    expect(await names('yard-zones')).toContain('Import yard');
    expect(await names('yard-zones')).not.toContain('LCL 9');
    expect(await names('yard-locations')).toEqual(expect.arrayContaining(['Chasis 9', 'LCL 9']));
    expect(await names('yard-locations')).not.toContain('Import yard');
  });

  it('keeps names unique whatever their case', async () => {
    await t.request('POST', '/rest/yard-locations', {
      cookie: cookies.admin,
      body: zone('Reefer bay'),
    });
    const again = await t.request('POST', '/rest/yard-locations', {
      cookie: cookies.admin,
      body: zone('REEFER BAY'),
    });
    expect(again.json()).toMatchObject({ statusCode: 409, message: M.nameTaken('REEFER BAY') });
  });
});
