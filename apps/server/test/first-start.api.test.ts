import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { DEFAULT_METADATA } from '@yardline/domain/metadata/metadata.schema';
import { CHANGE_PASSWORD_MESSAGES } from '@yardline/domain/session/change-password';
import { PASSWORD_CHANGE_REQUIRED } from '@yardline/domain/session/session.schema';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { type Prepared, prepareDatabase } from '../src/db/prepare.ts';
import { useTestApp } from './support/test-app.ts';

const logs: string[] = [];
let prepared: Prepared[] = [];

// Two app nodes start on one database nobody has migrated yet: on PostgreSQL each has its own
// pool, as separate processes would.
const t = useTestApp({
  migrated: false,
  async fill(database) {
    const other = database.url
      ? await openDatabase({ databaseUrl: database.url, dataDir: '' })
      : database;
    const options = { whenEmpty: 'first-admin', log: (m: string) => logs.push(m) } as const;
    try {
      prepared = await Promise.all([
        prepareDatabase(database, options),
        prepareDatabase(other, options),
      ]);
    } finally {
      if (other !== database) await other.close();
    }
  },
});

const count = async (table: string) =>
  Number((await t.database.pool.query(`select count(*) as n from ${table}`)).rows[0].n);

function oneTimePassword(): string {
  const [admin] = prepared.filter((p) => p.seeded === 'first-admin');
  if (admin?.seeded !== 'first-admin') throw new Error('no first superadmin was created');
  return admin.admin.password;
}

function changePassword(cookie: string, passwords: [string, string, string]) {
  const [oldPassword, newPassword, confirmPassword] = passwords.map(t.encrypt);
  return t.request('POST', '/rest/user/change-password', {
    cookie,
    body: { id: 1, oldPassword, newPassword, confirmPassword, user: { username: 'superadmin' } },
  });
}

describe('first start on an empty production database', () => {
  it('is prepared by exactly one of two nodes: one superadmin, reference data, no demo', async () => {
    expect(prepared.map((p) => p.seeded).sort()).toEqual(['first-admin', 'nothing']);
    const users = await t.database.pool.query(
      'select u.username, u.must_change_password, r.name as role from users u join roles r on r.id = u.role_id',
    );
    expect(users.rows).toEqual([
      { username: 'superadmin', must_change_password: true, role: 'SuperAdmin' },
    ]);
    expect(await count('roles')).toBe(BUILT_IN_ROLES.length);
    expect(await count('metadata')).toBe(Object.keys(DEFAULT_METADATA).length);
    expect(await count('master_entries')).toBeGreaterThan(50);
    for (const demo of ['areas', 'cells', 'containers', 'liners', 'customers', 'chas']) {
      expect(await count(demo), demo).toBe(0);
    }
    // Printed once, by the node that created the account, and stored only as a hash.
    const password = oneTimePassword();
    expect(password).toMatch(/^[\w-]{24}$/);
    expect(logs.filter((line) => line.includes(password))).toHaveLength(1);
    const stored = await t.database.pool.query('select password_hash from users');
    expect(stored.rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('lets the superadmin in with the one-time password to change it, and nothing else', async () => {
    const login = await t.request('POST', '/rest/auth/login', {
      body: { username: 'superadmin', password: t.encrypt(oneTimePassword()) },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().landingPage).toBe('/change-password');
    const cookie = await t.login('superadmin', oneTimePassword());

    const health = await t.request('GET', '/rest/health', { cookie });
    expect(health.json()).toMatchObject({
      mustChangePassword: true,
      landingPage: '/change-password',
    });
    expect((await t.request('GET', '/rest/user', { cookie })).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/rest/metadata'],
      ['GET', '/rest/yard/layout'],
      ['GET', '/rest/master/roles'],
      ['PUT', '/rest/metadata'],
    ] as const) {
      const refused = await t.request(method, url, {
        cookie,
        body: method === 'PUT' ? {} : undefined,
      });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toMatchObject(PASSWORD_CHANGE_REQUIRED);
    }

    // Strong whatever passwordStrictness says, and not the printed one again.
    await t.database.pool.query(
      "update metadata set value = 'false'::jsonb where key = 'passwordStrictness'",
    );
    const weak = await changePassword(cookie, [oneTimePassword(), 'weakpass', 'weakpass']);
    expect(weak.json().status).toBe(CHANGE_PASSWORD_MESSAGES.weak);
    const same = await changePassword(cookie, [
      oneTimePassword(),
      oneTimePassword(),
      oneTimePassword(),
    ]);
    expect(same.json().status).toBe(CHANGE_PASSWORD_MESSAGES.weak);
    const changed = await changePassword(cookie, [
      oneTimePassword(),
      'Harbour!2026',
      'Harbour!2026',
    ]);
    expect(changed.json().status).toBe(CHANGE_PASSWORD_MESSAGES.updated);

    expect((await t.request('GET', '/rest/metadata', { cookie })).statusCode).toBe(200);
    expect((await t.request('GET', '/rest/health', { cookie })).json()).toMatchObject({
      mustChangePassword: false,
      landingPage: '/main',
    });
    await expect(t.login('superadmin', oneTimePassword())).rejects.toThrow(/401/);
    await expect(t.login('superadmin', 'Harbour!2026')).resolves.toBeTruthy();
  });

  it('still lets a user who must change the password log out', async () => {
    await t.database.pool.query('update users set must_change_password = true');
    const cookie = await t.login('superadmin', 'Harbour!2026');
    const logout = await t.request('POST', '/rest/user/logout', { cookie });
    expect(logout.statusCode).toBe(200);
    expect((await t.request('GET', '/rest/health', { cookie })).statusCode).toBe(401);
  });
});
