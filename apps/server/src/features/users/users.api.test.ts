import { ESCALATION_MESSAGES } from '@yardline/domain/auth/escalation';
import { CHANGE_PASSWORD_MESSAGES } from '@yardline/domain/session/change-password';
import { USER_MESSAGES } from '@yardline/domain/users/user.schema';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';

const t = useTestApp();
const cookies = {} as Record<'superadmin' | 'admin' | 'operator' | 'manager', string>;
// insertRoleUsers makes the built-in roles in this order: 1 SuperAdmin … 3 Operator … 7 Kiosk.
const ROLE = { superadmin: 1, admin: 2, operator: 3, manager: 4 };

const userBody = (username: string, overrides: Record<string, unknown> = {}) => ({
  username,
  password: t.encrypt('Clerk!pass1'),
  confirmPassword: t.encrypt('Clerk!pass1'),
  email: `${username}@example.com`,
  phone: '',
  address: '',
  roleId: ROLE.operator,
  hidden: false,
  ...overrides,
});

async function addUser(cookie: string, username: string, overrides: Record<string, unknown> = {}) {
  const response = await t.request('POST', '/rest/users', {
    cookie,
    body: userBody(username, overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; username: string; roleId: number };
}

/** An edit as the form sends it: the password left out unless it changed. */
const edit = (cookie: string, id: number, body: Record<string, unknown>) =>
  t.request('PUT', `/rest/users/${id}`, { cookie, body: { roleId: ROLE.operator, ...body } });

const audit = async (entity: string, entityId: number) =>
  (
    await t.database.pool.query(
      'select action, user_id, before, after from audit_log where entity = $1 and entity_id = $2 order by id',
      [entity, String(entityId)],
    )
  ).rows;

beforeAll(async () => {
  for (const role of ['superadmin', 'admin', 'operator'] as const)
    cookies[role] = await t.login(role);
});

describe('GET /rest/users', () => {
  it('pages users 1-based, with the total, and shows hidden users only to a superadmin', async () => {
    const hidden = await addUser(cookies.superadmin, 'ghost', { hidden: true });
    const all = await t.request('GET', '/rest/users?skip=1&limit=15', {
      cookie: cookies.superadmin,
    });
    expect(all.json().totalCount).toBe(8);
    expect(all.json().entities.map((u: { username: string }) => u.username)).toContain('ghost');
    const forAdmin = await t.request('GET', '/rest/users?skip=1&limit=15', {
      cookie: cookies.admin,
    });
    expect(forAdmin.json().totalCount).toBe(7);
    expect(JSON.stringify(forAdmin.json())).not.toContain('ghost');
    const second = await t.request('GET', '/rest/users?skip=3&limit=2', { cookie: cookies.admin });
    expect(second.json().entities.map((u: { username: string }) => u.username)).toEqual([
      'operator',
      'manager',
    ]);
    expect(second.json().entities[0]).not.toHaveProperty('passwordHash');
    // A hidden user does not exist for an admin.
    expect((await edit(cookies.admin, hidden.id, { username: 'ghost' })).statusCode).toBe(404);
    const gone = await t.request('DELETE', `/rest/users/${hidden.id}`, { cookie: cookies.admin });
    expect(gone.statusCode).toBe(404);
  });

  it('is refused to every role but admin and superadmin, and refuses a bad page', async () => {
    expect((await t.request('GET', '/rest/users', { cookie: cookies.operator })).statusCode).toBe(
      403,
    );
    const bad = await t.request('GET', '/rest/users?skip=0', { cookie: cookies.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/skip/);
  });
});

describe('POST /rest/users', () => {
  it('adds a user who can then log in, recording who entered them, audited', async () => {
    const user = await addUser(cookies.admin, 'yard.clerk');
    expect(user).toMatchObject({ username: 'yard.clerk', role: 'Operator', enteredBy: 'admin' });
    await t.login('yard.clerk', 'Clerk!pass1');
    const [row] = await audit('user', user.id);
    expect(row).toMatchObject({ action: 'create', after: { username: 'yard.clerk' } });
    expect(JSON.stringify(row)).not.toMatch(/argon|password/i);
  });

  it('refuses a taken name (any case), a missing or mismatched password and an unknown role', async () => {
    const taken = await t.request('POST', '/rest/users', {
      cookie: cookies.admin,
      body: userBody('OPERATOR'),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(USER_MESSAGES.usernameTaken('OPERATOR'));
    const { password: _, confirmPassword: __, ...noPassword } = userBody('nopass');
    const missing = await t.request('POST', '/rest/users', {
      cookie: cookies.admin,
      body: noPassword,
    });
    expect(missing.json()).toMatchObject({
      statusCode: 400,
      message: USER_MESSAGES.passwordRequired,
    });
    const mismatch = await t.request('POST', '/rest/users', {
      cookie: cookies.admin,
      body: userBody('mismatch', { confirmPassword: t.encrypt('Other!pass1') }),
    });
    expect(mismatch.json().message).toBe(CHANGE_PASSWORD_MESSAGES.mismatch);
    const role = await t.request('POST', '/rest/users', {
      cookie: cookies.admin,
      body: userBody('norole', { roleId: 999 }),
    });
    expect(role.json()).toMatchObject({ statusCode: 400, message: USER_MESSAGES.unknownRole(999) });
  });

  it('wants a strong password when passwordStrictness is on (doc 3 §5)', async () => {
    await t.database.pool.query(
      "insert into metadata (key, value) values ('passwordStrictness', 'true') on conflict (key) do update set value = excluded.value",
    );
    try {
      const weak = await t.request('POST', '/rest/users', {
        cookie: cookies.admin,
        body: userBody('weak', {
          password: t.encrypt('weakpass'),
          confirmPassword: t.encrypt('weakpass'),
        }),
      });
      expect(weak.json()).toMatchObject({
        statusCode: 400,
        message: CHANGE_PASSWORD_MESSAGES.weak,
      });
    } finally {
      await t.database.pool.query("delete from metadata where key = 'passwordStrictness'");
    }
  });

  it('lets only a superadmin make a superadmin or hide a user', async () => {
    const promote = await t.request('POST', '/rest/users', {
      cookie: cookies.admin,
      body: userBody('usurper', { roleId: ROLE.superadmin }),
    });
    expect(promote.json()).toMatchObject({
      statusCode: 409,
      message: ESCALATION_MESSAGES.makeSuperadmin,
    });
    const hide = await t.request('POST', '/rest/users', {
      cookie: cookies.admin,
      body: userBody('shadow', { hidden: true }),
    });
    expect(hide.json().message).toBe(ESCALATION_MESSAGES.hide);
    await addUser(cookies.superadmin, 'second.super', { roleId: ROLE.superadmin });
  });

  it('refuses an admin a role with a flag the admin lacks', async () => {
    const role = await t.request('POST', '/rest/roles', {
      cookie: cookies.superadmin,
      body: { name: 'Auditor' },
    });
    const grant = await t.request('PUT', `/rest/permissions/${role.json().id}`, {
      cookie: cookies.superadmin,
      body: { deviceLogVisible: true },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const response = await t.request('POST', '/rest/users', {
      cookie: cookies.admin,
      body: userBody('auditor', { roleId: role.json().id }),
    });
    expect(response.json()).toMatchObject({
      statusCode: 409,
      message: ESCALATION_MESSAGES.roleExceeds('Auditor', 'deviceLogVisible'),
    });
  });
});

describe('PUT /rest/users/{id}', () => {
  it('keeps the password when none is sent, and audits before and after', async () => {
    const user = await addUser(cookies.admin, 'keeper');
    const response = await edit(cookies.admin, user.id, { username: 'keeper', phone: '555 0101' });
    expect(response.json()).toMatchObject({ phone: '555 0101' });
    await t.login('keeper', 'Clerk!pass1');
    const [, update] = await audit('user', user.id);
    expect(update).toMatchObject({
      action: 'update',
      before: { phone: null },
      after: { phone: '555 0101' },
    });
  });

  it('ends the sessions of a user given a new role or a new password, at once', async () => {
    const user = await addUser(cookies.admin, 'demoted');
    const session = await t.login('demoted', 'Clerk!pass1');
    expect((await t.request('GET', '/rest/health', { cookie: session })).statusCode).toBe(200);
    const demote = await edit(cookies.admin, user.id, {
      username: 'demoted',
      roleId: ROLE.manager,
    });
    expect(demote.statusCode).toBe(200);
    expect((await t.request('GET', '/rest/health', { cookie: session })).statusCode).toBe(401);

    const again = await t.login('demoted', 'Clerk!pass1');
    const reset = await edit(cookies.admin, user.id, {
      username: 'demoted',
      roleId: ROLE.manager,
      password: t.encrypt('Reset!pass2'),
      confirmPassword: t.encrypt('Reset!pass2'),
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.request('GET', '/rest/health', { cookie: again })).statusCode).toBe(401);
    await t.login('demoted', 'Reset!pass2');
  });

  it('refuses changing your own role and an admin changing a superadmin', async () => {
    const own = await edit(cookies.admin, t.userIds.admin, {
      username: 'admin',
      roleId: ROLE.operator,
    });
    expect(own.json()).toMatchObject({
      statusCode: 409,
      message: ESCALATION_MESSAGES.ownRoleChanged,
    });
    const top = await edit(cookies.admin, t.userIds.superadmin, {
      username: 'superadmin',
      roleId: ROLE.superadmin,
    });
    expect(top.json().message).toBe(ESCALATION_MESSAGES.superadminUser);
    const self = await edit(cookies.admin, t.userIds.admin, {
      username: 'admin',
      roleId: ROLE.admin,
      phone: '555 0199',
    });
    expect(self.statusCode).toBe(200);
  });

  it('refuses resetting your own password here: Change password asks for the old one', async () => {
    const user = await addUser(cookies.superadmin, 'selfreset', { roleId: ROLE.admin });
    const session = await t.login('selfreset', 'Clerk!pass1');
    const other = await t.login('selfreset', 'Clerk!pass1');
    const reset = await edit(session, user.id, {
      username: 'selfreset',
      roleId: ROLE.admin,
      password: t.encrypt('Taken!over1'),
      confirmPassword: t.encrypt('Taken!over1'),
    });
    expect(reset.json()).toMatchObject({
      statusCode: 409,
      message: ESCALATION_MESSAGES.ownPassword,
    });
    await expect(t.login('selfreset', 'Taken!over1')).rejects.toThrow(/401/);
    await t.login('selfreset', 'Clerk!pass1');
    expect((await t.request('GET', '/rest/health', { cookie: other })).statusCode).toBe(200);
  });
});

describe('DELETE /rest/users/{id}', () => {
  it('deletes a user; their open session is refused at its next request', async () => {
    const user = await addUser(cookies.admin, 'leaver');
    const session = await t.login('leaver', 'Clerk!pass1');
    const response = await t.request('DELETE', `/rest/users/${user.id}`, { cookie: cookies.admin });
    expect(response.statusCode).toBe(204);
    expect((await t.request('GET', '/rest/health', { cookie: session })).statusCode).toBe(401);
    expect((await audit('user', user.id)).at(-1)).toMatchObject({
      action: 'delete',
      before: { username: 'leaver' },
    });
  });

  it('refuses deleting yourself, and an admin deleting a superadmin', async () => {
    const self = await t.request('DELETE', `/rest/users/${t.userIds.admin}`, {
      cookie: cookies.admin,
    });
    expect(self.json()).toMatchObject({ statusCode: 409, message: ESCALATION_MESSAGES.deleteSelf });
    const top = await t.request('DELETE', `/rest/users/${t.userIds.superadmin}`, {
      cookie: cookies.admin,
    });
    expect(top.json().message).toBe(ESCALATION_MESSAGES.superadminUser);
  });

  it('keeps the last superadmin when two remove each other at once', async () => {
    // second.super (from an earlier test) goes first, leaving two superadmins.
    const left = await t.request('DELETE', `/rest/users/${await idOf('second.super')}`, {
      cookie: cookies.superadmin,
    });
    expect(left.statusCode).toBe(204);
    const other = await addUser(cookies.superadmin, 'deputy.super', { roleId: ROLE.superadmin });
    const deputy = await t.login('deputy.super', 'Clerk!pass1');
    // On PostgreSQL a second connection holds the SuperAdmin role's row, so both requests are
    // past their session checks and waiting on it when it is let go; the embedded database
    // serves one transaction at a time, so there the second may instead find its session gone.
    const holder = t.database.url ? new pg.Client({ connectionString: t.database.url }) : undefined;
    await holder?.connect();
    await holder?.query("begin; select 1 from roles where builtin_key = 'superadmin' for update");
    const answers = Promise.all([
      t.request('DELETE', `/rest/users/${other.id}`, { cookie: cookies.superadmin }),
      t.request('DELETE', `/rest/users/${t.userIds.superadmin}`, { cookie: deputy }),
    ]);
    if (holder) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await holder.query('commit');
      await holder.end();
    }
    const codes = (await answers).map((answer) => answer.statusCode).sort();
    expect(codes).toEqual(holder ? [204, 409] : [204, expect.toBeOneOf([401, 409])]);
    const refused = (await answers).find((answer) => answer.statusCode === 409);
    if (refused) expect(refused.json().message).toBe(ESCALATION_MESSAGES.lastSuperadmin);
    const { rows } = await t.database.pool.query(
      "select count(*)::int as n from users u join roles r on r.id = u.role_id where r.builtin_key = 'superadmin'",
    );
    expect(rows[0].n).toBe(1);
  });
});

async function idOf(username: string): Promise<number> {
  const { rows } = await t.database.pool.query('select id from users where username = $1', [
    username,
  ]);
  return rows[0].id;
}
