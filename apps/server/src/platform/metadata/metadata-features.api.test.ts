import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import {
  FEATURE_OFF,
  FEATURE_SWITCHES,
  type Feature,
  featureOffMessage,
} from '@yardline/domain/metadata/features';
import { beforeAll, describe, expect, it } from 'vitest';
import { fill } from '../../../test/support/route-samples/index.ts';
import { useTestApp } from '../../../test/support/test-app.ts';

const t = useTestApp();
const cookies: Record<string, string> = {};

beforeAll(async () => {
  // The superadmin opens every screen once given the CHA screen's flag, hidden by default.
  await t.database.pool.query(`
    insert into role_permissions (role_id, flags)
    select id, '{"chaVehiclesVisible": true}'::jsonb from roles where builtin_key = 'superadmin'`);
  for (const role of BUILT_IN_ROLES) cookies[role] = await t.login(role);
});

const setSettings = (body: unknown, role = 'superadmin') =>
  t.request('PUT', '/rest/metadata', { cookie: cookies[role], body });

/** Each route that declares `feature`, as `METHOD url`. */
const routesOf = (feature: Feature) =>
  t.app.accessRules
    .filter((rule) => rule.feature === feature)
    .map(({ method, url }) => `${method} ${url}`);

/** Calls `METHOD url` as `role` (none: no session), with an empty body where it takes one. */
async function call(route: string, role?: string) {
  const [method, url] = route.split(' ') as ['GET', string];
  return t.request(method, fill(url, role ?? 'superadmin'), {
    cookie: role && cookies[role],
    body: method === 'GET' ? undefined : {},
  });
}

/** The error code of an answer, if it is one (a camera's still or stream is not JSON). */
const codeOf = (response: Awaited<ReturnType<typeof call>>): unknown =>
  response.headers['content-type']?.includes('json') ? response.json().code : undefined;

describe('the feature switches (doc 2 §6, doc 3 §6)', () => {
  it('are changed by a superadmin only, and told to every role', async () => {
    for (const role of BUILT_IN_ROLES) {
      const response = await setSettings({ enableSmartGate: false }, role);
      expect(response.statusCode, role).toBe(role === 'superadmin' ? 200 : 403);
    }
    expect((await t.request('PUT', '/rest/metadata', { body: {} })).statusCode).toBe(401);
    for (const role of BUILT_IN_ROLES) {
      const told = await t.request('GET', '/rest/metadata', { cookie: cookies[role] });
      expect(told.json(), role).toMatchObject({ enableSmartGate: false, enableDispatchTab: true });
    }
    expect((await setSettings({ enableSmartGate: true })).json().enableSmartGate).toBe(true);
  });

  it('take booleans only, and no switch the app does not have', async () => {
    for (const body of [
      { enablePlanningEngine: 'off' },
      { enableChaVehicle: null },
      { enableSmartTransport: 0 },
      { enableSmartTruck: false },
    ]) {
      const response = await setSettings(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const refused = await setSettings({ enableDispatchTab: 'no' });
    expect(refused.json().message).toContain('enableDispatchTab');
  });

  it('close the routes of their features: planning, CHA vehicles, the smart gate, the ITVs', () => {
    expect(routesOf('planningEngine')).toEqual(
      expect.arrayContaining([
        'POST /rest/planning/plans',
        'POST /rest/planning/suggest-plan',
        'GET /rest/gate/planning-params',
        'POST /rest/gate/planning-suggestions',
      ]),
    );
    expect(
      routesOf('planningEngine').every((route) => /\/(planning|gate\/planning-)/.test(route)),
    ).toBe(true);
    expect(routesOf('chaVehicle')).toEqual(
      expect.arrayContaining([
        'PUT /rest/enterprise/cha/:agentId/allocation/:id',
        'GET /rest/master/chas/activity/:activity',
      ]),
    );
    expect(routesOf('smartGate')).toEqual(
      expect.arrayContaining([
        'GET /rest/gate/ocr/:gateId/next',
        'POST /rest/gate/ocr/:gateId/purge',
        'GET /rest/gate/ocr-differences',
        'POST /rest/enterprise/gate/:id/capture',
      ]),
    );
    // The locations stay: the gate readers' map shows the ITVs too.
    expect(routesOf('smartTransport')).toEqual(
      expect.arrayContaining(['GET /rest/itvs', 'POST /rest/itvs', 'POST /rest/itvs/:id/position']),
    );
    expect(routesOf('smartTransport')).not.toContain('GET /rest/itvs/locations');
    // The dispatch call is the out-gate's and the uploads' too (decision 0036).
    expect(routesOf('dispatchTab')).toEqual([]);
  });

  it.each(['planningEngine', 'chaVehicle', 'smartGate', 'smartTransport'] as const)(
    'refuses every route of %s with 403 FEATURE_OFF while it is off, and opens them again',
    async (feature) => {
      const key = FEATURE_SWITCHES[feature];
      expect((await setSettings({ [key]: false })).statusCode).toBe(200);
      const routes = routesOf(feature);
      expect(routes.length).toBeGreaterThan(1);
      for (const route of routes) {
        const response = await call(route, 'superadmin');
        expect(response.statusCode, route).toBe(403);
        expect(response.json(), route).toMatchObject({
          code: FEATURE_OFF,
          message: featureOffMessage(feature),
        });
      }
      // Who the route refuses anyway is told that first: no session, or a role without the area.
      const [first = ''] = routes;
      expect((await call(first)).statusCode).toBe(401);
      const kiosk = await call(first, 'kiosk');
      expect([kiosk.statusCode, codeOf(kiosk)]).toEqual([403, undefined]);

      expect((await setSettings({ [key]: true })).statusCode).toBe(200);
      for (const route of routes) {
        expect(codeOf(await call(route, 'superadmin')), route).not.toBe(FEATURE_OFF);
      }
    },
  );
});
