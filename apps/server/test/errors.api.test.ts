import { DEFAULT_METADATA } from '@yardline/domain/metadata/metadata.schema';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { forgetNamedStatements } from '../src/db/connection.ts';
import { createDb } from '../src/db/database.ts';
import { SESSION_COOKIE } from '../src/plugins/access.ts';
import { errorBody } from '../src/plugins/errors.ts';
import { TEST_PASSWORD } from './support/fixtures.ts';
import { captureLog } from './support/log-capture.ts';
import { proxyTo } from './support/tcp-proxy.ts';
import { useTestApp } from './support/test-app.ts';

const log = captureLog();
const t = useTestApp({ logger: log.logger });

describe('a database outage', () => {
  it('answers 503, which the app shows as its unreachable notice, not 500', async () => {
    // A second app on the same database, reached through a proxy that can be cut.
    const proxy = await proxyTo(t.database.pool);
    const pool = new pg.Pool({
      connectionString: proxy.connectionString,
      max: 1,
      // As the app's own pool does on PGlite: the test app's pool prepared in the same session.
      ...(t.database.kind === 'pglite' && { onConnect: forgetNamedStatements }),
    });
    pool.on('error', () => {});
    const app = await buildApp({
      database: { ...t.database, pool, db: createDb(pool) },
      config: { publicUrl: undefined, webDir: undefined, trustProxy: false },
    });
    try {
      const cookies = { [SESSION_COOKIE]: await t.login('operator') };
      expect((await app.inject({ url: '/rest/health', cookies })).statusCode).toBe(200);
      await proxy.cut();
      const health = await app.inject({ url: '/rest/health', cookies });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The database cannot be reached. Try again in a moment.',
        code: 'DATABASE_UNAVAILABLE',
      });
      const login = await app.inject({
        method: 'POST',
        url: '/rest/auth/login',
        headers: { pagepath: '/login' },
        payload: { username: 'operator', password: t.encrypt(TEST_PASSWORD) },
      });
      expect(login.statusCode).toBe(503);
    } finally {
      await app.close();
      await pool.end();
      // On PGlite both pools share its one session, which keeps the named statements the second
      // app prepared: a fresh connection of the test app's pool clears them (deallocate all).
      if (t.database.kind === 'pglite') (await t.database.pool.connect()).release(true);
    }
  });
});

describe('the log', () => {
  it('keeps a failed query without its bound parameters', async () => {
    // The new password hash is a bound parameter of the update this makes fail.
    await t.database.pool.query(
      "alter table users add constraint no_new_passwords check (password_hash = 'none') not valid",
    );
    try {
      const cookie = await t.login('kiosk');
      const response = await t.request('POST', '/rest/user/change-password', {
        cookie,
        body: {
          id: t.userIds.kiosk,
          oldPassword: t.encrypt(TEST_PASSWORD),
          newPassword: t.encrypt('Fresh!pass9'),
          confirmPassword: t.encrypt('Fresh!pass9'),
          user: { username: 'kiosk' },
        },
      });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toMatch(/password_hash|argon2|no_new_passwords/);
    } finally {
      await t.database.pool.query('alter table users drop constraint no_new_passwords');
    }
    const failure = log.lines.find((line) => line.msg === 'request failed');
    expect(failure).toMatchObject({
      err: {
        message: expect.stringMatching(/^Failed query: update "users" set "password_hash" = \$1/),
        cause: { code: '23514', constraint: 'no_new_passwords' },
      },
    });
    expect(log.text()).not.toContain('argon2id');
    expect(log.text()).not.toContain('params');
  });
});

describe('malformed settings in the database', () => {
  afterEach(async () => {
    await t.database.pool.query('delete from metadata');
  });

  it('fall back to their defaults, each on its own, and are logged', async () => {
    await t.database.pool.query(`
      insert into metadata (key, value) values
        ('sessionExpireInIdleMins', '"soon"'), ('enterpriseVersion', '"yes"'),
        ('dataRefreshRate', '"x"'), ('paginationItemsPerPage', '25'), ('constructor', 'true')`);
    const cookie = await t.login('operator');
    const health = await t.request('GET', '/rest/health', { cookie });
    expect(health.statusCode).toBe(200);
    expect(health.json().enterpriseVersion).toBe(DEFAULT_METADATA.enterpriseVersion);
    const metadata = await t.request('GET', '/rest/metadata', { cookie });
    expect(metadata.statusCode).toBe(200);
    expect(metadata.json()).toEqual({ ...DEFAULT_METADATA, paginationItemsPerPage: 25 });
    const ignored = log.lines
      .filter((line) => line.msg === 'stored setting ignored: not valid, its default is used')
      .map((line) => line.key);
    expect(ignored).toEqual(
      expect.arrayContaining(['sessionExpireInIdleMins', 'enterpriseVersion', 'dataRefreshRate']),
    );
  });

  it('keep sessions to the default idle time when the stored one is out of range', async () => {
    for (const value of ['-5', '0', '100000', '30.5', '1e9', '"30"', 'null']) {
      await t.database.pool.query(
        "insert into metadata (key, value) values ('sessionExpireInIdleMins', $1::jsonb) on conflict (key) do update set value = excluded.value",
        [value],
      );
      const cookie = await t.login('manager');
      expect((await t.request('GET', '/rest/health', { cookie })).statusCode, value).toBe(200);
      await t.database.pool.query(
        "update sessions set last_access_at = now() - interval '31 minutes'",
      );
      expect((await t.request('GET', '/rest/health', { cookie })).statusCode, value).toBe(401);
    }
  });
});

describe('answers to addresses the router cannot take', () => {
  it('answers a path parameter past its length with 414 URI Too Long, not repeating it', async () => {
    const cookie = await t.login('operator');
    const response = await t.request('GET', `/rest/roles/${'x'.repeat(300)}`, { cookie });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ statusCode: 414, error: 'URI Too Long' });
    expect(response.body).not.toContain('xxxxxxxxxx');
  });

  it('answers a malformed percent-encoding with a 400, not repeating it', async () => {
    const response = await t.request('GET', '/rest/roles/%E0%A4%Axyz');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.body).not.toContain('xyz');
  });

  it('names every status the way HTTP does', () => {
    expect([405, 422, 503].map((status) => errorBody(status, '').error)).toEqual([
      'Method Not Allowed',
      'Unprocessable Entity',
      'Service Unavailable',
    ]);
  });
});
