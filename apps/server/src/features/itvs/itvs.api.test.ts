import { BUILT_IN_ROLES, type BuiltInRole } from '@yardline/domain/auth/roles';
import { ITV_MESSAGES } from '@yardline/domain/machines/itv.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { setEnterpriseVersion } from '../../../test/support/fixtures.ts';
import { useTestApp } from '../../../test/support/test-app.ts';

const t = useTestApp();
const cookies = {} as Record<BuiltInRole, string>;

const itv = (n: number, overrides: Record<string, unknown> = {}) => ({
  itvNumber: `ITV-${String(n).padStart(3, '0')}`,
  trailerNumber: `MH04IT${String(n).padStart(4, '0')}`,
  ...overrides,
});

async function addItv(n: number, overrides: Record<string, unknown> = {}) {
  const response = await t.request('POST', '/rest/itvs', {
    cookie: cookies.admin,
    body: itv(n, overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().itv as { id: number; itvNumber: string };
}

const setEnterprise = (on: boolean) =>
  setEnterpriseVersion((text, values) => t.database.pool.query(text, values), on);

beforeAll(async () => {
  for (const role of BUILT_IN_ROLES) cookies[role] = await t.login(role);
});

describe('ITVs', () => {
  it('adds ITVs with unique ITV and trailer numbers, checked on blur', async () => {
    const added = await addItv(1, { deviceInstalled: true, latitude: 18.95, longitude: 72.95 });
    expect(added.itvNumber).toBe('ITV-001');
    const sameItv = await t.request('POST', '/rest/itvs', {
      cookie: cookies.admin,
      body: itv(1, { trailerNumber: 'OTHER-1' }),
    });
    expect(sameItv.json()).toMatchObject({
      statusCode: 409,
      message: ITV_MESSAGES.itvNumberTaken('ITV-001'),
    });
    const sameTrailer = await t.request('POST', '/rest/itvs', {
      cookie: cookies.admin,
      body: itv(2, { trailerNumber: 'mh04it0001' }),
    });
    expect(sameTrailer.json()).toMatchObject({
      statusCode: 409,
      message: ITV_MESSAGES.trailerNumberTaken('mh04it0001'),
    });
    const check = async (query: string) =>
      (await t.request('GET', `/rest/itvs/exists?${query}`, { cookie: cookies.admin })).json()
        .exists;
    expect(await check('itvNumber=itv-001')).toBe(true);
    expect(await check('trailerNumber=MH04IT0001')).toBe(true);
    expect(await check(`itvNumber=ITV-001&id=${added.id}`)).toBe(false);
    expect(await check('itvNumber=ITV-777')).toBe(false);
    const neither = await t.request('GET', '/rest/itvs/exists', { cookie: cookies.admin });
    expect(neither.statusCode).toBe(400);
  });

  it('lists 15 a page from a skip of (page-1)*size+1', async () => {
    for (let n = 2; n <= 17; n++) await addItv(n);
    const first = await t.request('GET', '/rest/itvs?skip=1&limit=15', { cookie: cookies.admin });
    expect(first.json().totalCount).toBe(17);
    expect(first.json().itvs).toHaveLength(15);
    expect(first.json().itvs[0].itvNumber).toBe('ITV-001');
    const second = await t.request('GET', '/rest/itvs?skip=16&limit=15', {
      cookie: cookies.admin,
    });
    expect(second.json().itvs.map((i: { itvNumber: string }) => i.itvNumber)).toEqual([
      'ITV-016',
      'ITV-017',
    ]);
    expect(
      (await t.request('GET', '/rest/itvs?skip=0', { cookie: cookies.admin })).statusCode,
    ).toBe(400);
  });

  it('updates, reports positions, and answers the locations', async () => {
    const added = await addItv(20);
    const updated = await t.request('PUT', `/rest/itvs/${added.id}`, {
      cookie: cookies.admin,
      body: itv(20, { machineName: 'RS-01', status: 'Idle' }),
    });
    expect(updated.json()).toMatchObject({ itv: { machineName: 'RS-01', status: 'Idle' } });
    const report = await t.request('POST', `/rest/itvs/${added.id}/position`, {
      cookie: cookies.admin,
      body: { lat: 18.952, lng: 72.953 },
    });
    expect(report.json()).toMatchObject({ position: { lat: 18.952, lng: 72.953 }, status: 'Idle' });
    const locations = await t.request('GET', '/rest/itvs/locations', { cookie: cookies.admin });
    expect(locations.json()).toContainEqual(
      expect.objectContaining({ itvNumber: 'ITV-020', position: { lat: 18.952, lng: 72.953 } }),
    );
  });

  it('deletes comma-joined ids, only in the enterprise edition, all or none', async () => {
    const a = await addItv(30);
    const b = await addItv(31);
    await setEnterprise(false);
    const locked = await t.request('DELETE', `/rest/itvs?ids=${a.id},${b.id}`, {
      cookie: cookies.superadmin,
    });
    expect(locked.json()).toMatchObject({ code: 'ENTERPRISE_LOCKED' });
    await setEnterprise(true);
    const partly = await t.request('DELETE', `/rest/itvs?ids=${a.id},999999`, {
      cookie: cookies.admin,
    });
    expect(partly.json()).toMatchObject({
      statusCode: 404,
      message: ITV_MESSAGES.notFound(999999),
    });
    const done = await t.request('DELETE', `/rest/itvs?ids=${a.id},${b.id}`, {
      cookie: cookies.admin,
    });
    expect(done.json()).toEqual({ status: 'success' });
    expect(
      (await t.request('GET', `/rest/itvs/${a.id}`, { cookie: cookies.admin })).statusCode,
    ).toBe(404);
    const bad = await t.request('DELETE', '/rest/itvs?ids=1,,2', { cookie: cookies.admin });
    expect(bad.statusCode).toBe(400);
  });

  it('follows the ITV permission: operators and gate users have it hidden', async () => {
    await setEnterprise(true);
    const expected: Record<BuiltInRole, number> = {
      superadmin: 200,
      admin: 200,
      operator: 403,
      manager: 403,
      gateinuser: 403,
      gateoutuser: 403,
      kiosk: 403,
    };
    for (const role of BUILT_IN_ROLES) {
      const add = await t.request('POST', '/rest/itvs', {
        cookie: cookies[role],
        body: itv(100 + BUILT_IN_ROLES.indexOf(role)),
      });
      expect(add.statusCode, role).toBe(expected[role]);
      // The list is the ITV screen's (the ITV tasks tab reads its ITVs through its own call).
      const list = await t.request('GET', '/rest/itvs', { cookie: cookies[role] });
      expect(list.statusCode, role).toBe(expected[role]);
    }
  });
});
