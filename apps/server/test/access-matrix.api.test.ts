import cookie from '@fastify/cookie';
import { decide } from '@yardline/domain/auth/can';
import { defaultPermissions } from '@yardline/domain/auth/permissions';
import { BUILT_IN_ROLES, type BuiltInRole } from '@yardline/domain/auth/roles';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionService } from '../src/platform/session/session.service.ts';
import { accessPlugin, SESSION_COOKIE } from '../src/plugins/access.ts';
import { errorsPlugin } from '../src/plugins/errors.ts';
import { fill, SAMPLE_PARAMS } from './support/route-samples/index.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const cookies: Record<string, string> = {};

beforeAll(async () => {
  for (const role of BUILT_IN_ROLES) cookies[role] = await t.login(role);
});

describe('authorization matrix', () => {
  it('covers every registered route', () => {
    expect(t.app.accessRules.length).toBeGreaterThan(8);
    for (const rule of t.app.accessRules) {
      const params = rule.url.match(/:(\w+)/g) ?? [];
      for (const param of params) expect(SAMPLE_PARAMS).toHaveProperty(param.slice(1));
    }
  });

  it.each([true, false])(
    'lets each role call exactly the routes it may (enterprise %s)',
    async (enterprise) => {
      await t.database.pool.query(
        "insert into metadata (key, value) values ('enterpriseVersion', $1::jsonb) on conflict (key) do update set value = excluded.value",
        [JSON.stringify(enterprise)],
      );
      const mismatches: string[] = [];
      for (const { method, url, access } of t.app.accessRules) {
        // An event stream never ends, so inject() cannot read it: events.api.test.ts checks it.
        if (url === '/rest/events') continue;
        for (const role of BUILT_IN_ROLES) {
          const expected = decide(
            access,
            { roleKey: role, permissions: defaultPermissions(role) },
            enterprise,
          );
          // Logging out ends the session, so that row gets a session of its own.
          const cookie = url === '/rest/user/logout' ? await t.login(role) : cookies[role];
          const response = await t.request(method as 'GET', fill(url, role), {
            cookie,
            body: method === 'GET' ? undefined : {},
          });
          const refused = response.statusCode === 401 || response.statusCode === 403;
          if (refused !== (expected !== 'allowed')) {
            mismatches.push(
              `${role} ${method} ${url}: ${response.statusCode}, expected ${expected}`,
            );
          }
        }
      }
      expect(mismatches).toEqual([]);
    },
    // Every route for every role: it grows with each route, and a loaded machine slows it.
    180_000,
  );

  it('keeps the routes any session may call to those every screen needs', () => {
    const anySession = t.app.accessRules
      .filter(({ access }) => access === 'session')
      .map(({ method, url }) => `${method} ${url}`)
      .sort();
    expect(anySession).toEqual([
      // The stream sends each role only the events it may see (EVENT_AREAS).
      'GET /rest/events',
      // A stored file's own rule (its screen, its owner) decides.
      'GET /rest/files/:fileId/:fileName',
      'GET /rest/health',
      // Each role is told only the settings its screens use (SCREEN_SETTINGS).
      'GET /rest/metadata',
      // One's own role; an admin's any.
      'GET /rest/roles/:name',
      'GET /rest/user',
      'GET /rest/user/logout',
      // The yard's plan: the home page draws it for every role.
      'GET /rest/yard/layout',
      'POST /rest/user/change-password',
      'POST /rest/user/logout',
    ]);
  });

  it('keeps the routes open without a session to logging in, liveness and the public pages', () => {
    const open = t.app.accessRules
      .filter(({ access }) => access === 'public')
      .map(({ method, url }) => `${method} ${url}`)
      .sort();
    expect(open).toEqual([
      'GET /rest/auth/public-key',
      // The login page's question: is this browser logged in (no 401 for a visitor)?
      'GET /rest/auth/session',
      // The public /status page's data (doc 1 §2): only what the page shows of a box.
      'GET /rest/enterprise/containers/status',
      'GET /rest/ping',
      'POST /rest/auth/login',
    ]);
  });

  // Who reads what the session-only routes used to show every role (default permissions).
  const READERS: Record<string, readonly BuiltInRole[]> = {
    // The machines screen, the ITV form (an ITV's machine) and the gate (a reader's machine).
    'GET /rest/machines': ['superadmin', 'admin', 'operator', 'gateinuser', 'gateoutuser'],
    'GET /rest/machines/types': ['superadmin', 'admin', 'operator', 'gateinuser', 'gateoutuser'],
    'GET /rest/machines/locations': ['superadmin', 'admin', 'operator'],
    'GET /rest/itvs': ['superadmin', 'admin'],
    // The shifts screen and the task dashboard's period.
    'GET /rest/shifts': ['superadmin', 'admin', 'operator', 'manager'],
    'GET /rest/yard-locations': ['superadmin', 'admin'],
    'GET /rest/master/roles': ['superadmin', 'admin'],
    'GET /rest/master/deviceIds': ['superadmin', 'admin', 'gateinuser', 'gateoutuser'],
    'GET /rest/master/customers': [
      'superadmin',
      'admin',
      'operator',
      'manager',
      'gateinuser',
      'gateoutuser',
    ],
    'GET /rest/master/chas/activity/Import': ['superadmin', 'admin', 'gateinuser', 'gateoutuser'],
    'GET /rest/master/cha/1/activity/Import': ['superadmin', 'admin', 'gateinuser', 'gateoutuser'],
  };

  it.each(Object.entries(READERS))(
    'lets only the roles whose screens show it call %s',
    async (route, readers) => {
      const [method, url] = route.split(' ') as ['GET', string];
      const allowed: string[] = [];
      for (const role of BUILT_IN_ROLES) {
        const response = await t.request(method, url, { cookie: cookies[role] });
        if (response.statusCode !== 401 && response.statusCode !== 403) allowed.push(role);
      }
      expect(allowed).toEqual(readers);
    },
  );

  it("tells each role only the settings its screens use: the map key and the survey mail are the maps' and the containers screen's", async () => {
    const settings = async (role: BuiltInRole) =>
      (await t.request('GET', '/rest/metadata', { cookie: cookies[role] })).json();
    // The manager and the kiosk open no screen that shows them.
    for (const role of ['kiosk', 'manager'] as const) {
      const answer = await settings(role);
      expect(answer, role).toHaveProperty('sessionExpireInIdleMins');
      expect(answer, role).not.toHaveProperty('mapApiKey');
      expect(answer, role).not.toHaveProperty('surveyPreConfiguredEmailRecipients');
      expect(answer, role).not.toHaveProperty('surveyPreConfiguredEmailBody');
    }
    for (const role of ['superadmin', 'admin', 'operator', 'gateinuser'] as const) {
      const answer = await settings(role);
      expect(answer, role).toHaveProperty('mapApiKey');
      expect(answer, role).toHaveProperty('surveyPreConfiguredEmailRecipients');
    }
  });

  it('refuses every non-public route without a session', async () => {
    for (const { method, url, access } of t.app.accessRules) {
      // Device routes take the device's key instead (gate-devices-http.api.test.ts).
      if (access === 'public' || access === 'device') continue;
      const response = await t.request(method as 'GET', fill(url, 'admin'));
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lets only a superadmin change metadata', async () => {
    for (const role of BUILT_IN_ROLES) {
      const response = await t.request('PUT', '/rest/metadata', {
        cookie: cookies[role],
        body: { dataRefreshRate: 45 },
      });
      expect(response.statusCode, role).toBe(role === 'superadmin' ? 200 : 403);
    }
  });

  it('fails the start-up when a route declares no access rule', async () => {
    const app = Fastify();
    await app.register(accessPlugin);
    await app.after();
    expect(() => app.get('/rest/undeclared', async () => 'x')).toThrow(
      'GET /rest/undeclared declares no access rule',
    );
  });

  it('refuses an enterprise-only route outside the enterprise edition, except to a superadmin', async () => {
    const app = Fastify();
    await app.register(cookie);
    await app.register(errorsPlugin);
    const sessions = {
      authenticate: async (token: string) => ({
        id: 1,
        username: token,
        role: token,
        roleKey: token as BuiltInRole,
        permissions: defaultPermissions(token as BuiltInRole),
        tokenHash: token,
        enterpriseVersion: false,
      }),
    } as unknown as SessionService;
    app.decorate('sessions', sessions);
    await app.register(accessPlugin);
    app.get('/rest/locked', { config: { access: { enterprise: true } } }, async () => 'open');
    const as = (role: string) =>
      app.inject({ url: '/rest/locked', cookies: { [SESSION_COOKIE]: role } });
    const refused = await as('admin');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ENTERPRISE_LOCKED',
      message: 'This feature is only available in Enterprise version',
    });
    expect((await as('superadmin')).statusCode).toBe(200);
    await app.close();
  });
});
