import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultPermissions } from '@yardline/domain/auth/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../test/support/fixtures.ts';
import { captureLog } from '../../../test/support/log-capture.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { migrationsFolder } from '../../db/migrate.ts';
import { roles, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/session/password-hash.ts';

const log = captureLog();
const t = useTestApp({ logger: log.logger });

/** A custom role (no built-in key) and one user in it, named after the role. */
async function customRoleUser(name: string, username: string, flags?: unknown) {
  const [role] = await t.database.db.insert(roles).values({ name }).returning({ id: roles.id });
  if (!role) throw new Error('role not stored');
  if (flags !== undefined) {
    // Written as raw JSON: what a hand edit or an old version could leave in the table.
    await t.database.pool.query(
      'insert into role_permissions (role_id, flags) values ($1, $2::jsonb)',
      [role.id, JSON.stringify(flags)],
    );
  }
  await t.database.db
    .insert(users)
    .values({ username, passwordHash: await hashPassword(TEST_PASSWORD), roleId: role.id });
  return role.id;
}

describe('a custom role named like a built-in one', () => {
  let cookie = '';
  beforeAll(async () => {
    await customRoleUser('Super Admin', 'impostor');
    cookie = await t.login('impostor');
  });

  it('gets a custom role’s powers, not a superadmin’s', async () => {
    const health = await t.request('GET', '/rest/health', { cookie });
    expect(health.json()).toMatchObject({
      role: 'Super Admin',
      roleKey: null,
      permissions: defaultPermissions(null),
    });
    const metadata = await t.request('PUT', '/rest/metadata', {
      cookie,
      body: { dataRefreshRate: 45 },
    });
    expect(metadata.statusCode).toBe(403);
    expect((await t.request('GET', '/rest/roles/SuperAdmin', { cookie })).statusCode).toBe(403);
  });

  it('reads its own record, whose defaults are a custom role’s', async () => {
    const own = await t.request('GET', '/rest/roles/super%20admin', { cookie });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ role: 'Super Admin', ...defaultPermissions(null) });
  });
});

describe('the built-in roles', () => {
  it('carry their keys in the session, whatever their rows are renamed to', async () => {
    await t.database.pool.query("update roles set name = 'Yard Chief' where builtin_key = 'admin'");
    try {
      const cookie = await t.login('admin');
      const health = await t.request('GET', '/rest/health', { cookie });
      expect(health.json()).toMatchObject({ role: 'Yard Chief', roleKey: 'admin' });
      expect(health.json().permissions).toEqual(defaultPermissions('admin'));
      const other = await t.request('GET', '/rest/roles/operator', { cookie });
      expect(other.statusCode).toBe(200);
    } finally {
      await t.database.pool.query("update roles set name = 'Admin' where builtin_key = 'admin'");
    }
  });

  it('are the only rows with a key, one row a key', async () => {
    await expect(
      t.database.db.insert(roles).values({ name: 'Second Kiosk', builtinKey: 'kiosk' }),
    ).rejects.toThrow();
    await expect(
      t.database.pool.query("insert into roles (name, builtin_key) values ('Root', 'root')"),
    ).rejects.toThrow(/roles_builtin_key_known/);
  });

  it('get their keys from the migration in a database that had none', async () => {
    const sql = readFileSync(
      join(migrationsFolder(), '0005_role_builtin_key_backfill.sql'),
      'utf8',
    );
    const { rows: before } = await t.database.pool.query(
      'select name, builtin_key from roles order by id',
    );
    try {
      await t.database.pool.query('update roles set builtin_key = null');
      await t.database.pool.query(sql);
      const { rows } = await t.database.pool.query(
        'select name, builtin_key from roles order by id',
      );
      expect(rows).toEqual(before);
      expect(rows).toContainEqual({ name: 'SuperAdmin', builtin_key: 'superadmin' });
      expect(rows).toContainEqual({ name: 'Super Admin', builtin_key: null });
    } finally {
      for (const row of before) {
        await t.database.pool.query('update roles set builtin_key = $1 where name = $2', [
          row.builtin_key,
          row.name,
        ]);
      }
    }
  });
});

describe('stored permission flags', () => {
  it('are used when they are booleans, ignored and logged when not, never a 500', async () => {
    await customRoleUser('Yard Planner', 'planner', {
      reportsVisible: false,
      crudEnabled: 'yes',
      usersVisible: 1,
    });
    const cookie = await t.login('planner');
    const health = await t.request('GET', '/rest/health', { cookie });
    expect(health.statusCode).toBe(200);
    expect(health.json().permissions).toEqual({
      ...defaultPermissions(null),
      reportsVisible: false,
    });
    const record = await t.request('GET', '/rest/roles/Yard%20Planner', { cookie });
    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({ reportsVisible: false, crudEnabled: true });
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        msg: 'stored role permissions ignored: not valid',
        role: 'Yard Planner',
        ignored: ['crudEnabled', 'usersVisible'],
      }),
    );
  });

  it('that are not an object at all leave the role its defaults', async () => {
    await customRoleUser('Night Shift', 'night', ['crudEnabled']);
    const cookie = await t.login('night');
    const health = await t.request('GET', '/rest/health', { cookie });
    expect(health.statusCode).toBe(200);
    expect(health.json().permissions).toEqual(defaultPermissions(null));
  });
});
