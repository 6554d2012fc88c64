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
        // An event stream never ends, so inject() cannot read it: events.test.ts checks it.
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

  it('refuses every non-public route without a session', async () => {
    for (const { method, url, access } of t.app.accessRules) {
      // Device routes take the device's key instead (devices-http.test.ts).
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
