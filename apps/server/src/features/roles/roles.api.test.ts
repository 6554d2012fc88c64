import { ESCALATION_MESSAGES } from '@yardline/domain/auth/escalation';
import { defaultPermissions } from '@yardline/domain/auth/permissions';
import { roleNameMixesScripts, roleNameTakenByBuiltIn } from '@yardline/domain/auth/roles';
import { ROLE_MESSAGES } from '@yardline/domain/users/role.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../../test/support/event-stream.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { SESSION_COOKIE } from '../../plugins/access.ts';

const t = useTestApp({ eventsHeartbeatMs: 100 });
const cookies = {} as Record<'superadmin' | 'admin' | 'operator' | 'manager', string>;
// insertRoleUsers makes the built-in roles in this order: 1 SuperAdmin, 2 Admin, 3 Operator, …
const ROLE = { superadmin: 1, admin: 2, operator: 3, manager: 4 };

const addRole = (cookie: string, name: string) =>
  t.request('POST', '/rest/roles', { cookie, body: { name } });
const setFlags = (cookie: string, roleId: number, flags: Record<string, boolean>) =>
  t.request('PUT', `/rest/permissions/${roleId}`, { cookie, body: flags });

beforeAll(async () => {
  for (const role of ['superadmin', 'admin', 'operator', 'manager'] as const) {
    cookies[role] = await t.login(role);
  }
});

describe('roles', () => {
  it('pages roles 1-based with the total; only admin and superadmin may list them', async () => {
    const page = await t.request('GET', '/rest/roles?skip=3&limit=2', { cookie: cookies.admin });
    expect(page.json()).toEqual({
      roles: [
        { id: 3, name: 'Operator', adminCreated: false },
        { id: 4, name: 'Manager', adminCreated: false },
      ],
      totalCount: 7,
    });
    const refused = await t.request('GET', '/rest/roles', { cookie: cookies.operator });
    expect(refused.statusCode).toBe(403);
  });

  it('adds a role, unique by name whatever the case, never passing for a built-in one', async () => {
    const added = await addRole(cookies.admin, 'Yard Planner');
    expect(added.json()).toMatchObject({ name: 'Yard Planner', adminCreated: true });
    const again = await addRole(cookies.admin, 'yard PLANNER');
    expect(again.json()).toMatchObject({
      statusCode: 409,
      message: ROLE_MESSAGES.nameTaken('yard PLANNER'),
    });
    const lookAlike = await addRole(cookies.admin, 'Gate In User');
    expect(lookAlike.json()).toMatchObject({
      statusCode: 400,
      message: roleNameTakenByBuiltIn('gateinuser'),
    });
    // A Cyrillic А in front of Latin letters: the name passes for "Admin assistant".
    const mixed = await addRole(cookies.admin, 'Аdmin assistant');
    expect(mixed.json()).toMatchObject({
      statusCode: 400,
      message: roleNameMixesScripts(['Cyrillic', 'Latin']),
    });
    const { rows } = await t.database.pool.query(
      "select action, after from audit_log where entity = 'role' and entity_id = $1",
      [String(added.json().id)],
    );
    expect(rows).toMatchObject([{ action: 'create', after: { name: 'Yard Planner' } }]);
  });

  it('renames a role; a built-in one may keep its own name in another case', async () => {
    const role = (await addRole(cookies.admin, 'Night Shift')).json();
    const renamed = await t.request('PUT', `/rest/roles/${role.id}`, {
      cookie: cookies.admin,
      body: { name: 'Night Crew' },
    });
    expect(renamed.json()).toEqual({ id: role.id, name: 'Night Crew', adminCreated: true });
    const own = await t.request('PUT', `/rest/roles/${ROLE.manager}`, {
      cookie: cookies.admin,
      body: { name: 'MANAGER' },
    });
    expect(own.statusCode).toBe(200);
    const top = await t.request('PUT', `/rest/roles/${ROLE.superadmin}`, {
      cookie: cookies.admin,
      body: { name: 'Boss' },
    });
    expect(top.json().message).toBe(ESCALATION_MESSAGES.superadminRole);
  });

  it('deletes only admin-created roles no one holds, saying why otherwise', async () => {
    const builtIn = await t.request('DELETE', `/rest/roles/${ROLE.operator}`, {
      cookie: cookies.admin,
    });
    expect(builtIn.json()).toMatchObject({
      statusCode: 409,
      message: ROLE_MESSAGES.builtIn('Operator'),
    });
    const role = (await addRole(cookies.admin, 'Temporary')).json();
    await t.request('POST', '/rest/users', {
      cookie: cookies.admin,
      body: {
        username: 'temp.user',
        password: t.encrypt('Temp!pass1'),
        confirmPassword: t.encrypt('Temp!pass1'),
        roleId: role.id,
      },
    });
    const held = await t.request('DELETE', `/rest/roles/${role.id}`, { cookie: cookies.admin });
    expect(held.json()).toMatchObject({
      statusCode: 409,
      message: ROLE_MESSAGES.inUse('Temporary'),
    });
    await t.database.pool.query("delete from users where username = 'temp.user'");
    const deleted = await t.request('DELETE', `/rest/roles/${role.id}`, { cookie: cookies.admin });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await t.request('DELETE', `/rest/roles/${role.id}`, { cookie: cookies.admin })).statusCode,
    ).toBe(404);
  });
});

describe('role permissions', () => {
  it('lists every role’s record, defaults merged with stored flags', async () => {
    const records = await t.request('GET', '/rest/permissions', { cookie: cookies.admin });
    expect(records.json()[ROLE.operator - 1]).toEqual({
      roleId: ROLE.operator,
      role: 'Operator',
      roleKey: 'operator',
      adminCreated: false,
      ...defaultPermissions('operator'),
    });
  });

  it('applies a change to the role’s open sessions at their next request, and tells open apps', async () => {
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(baseUrl, `${SESSION_COOKIE}=${cookies.manager}`);
    const before = await t.request('GET', '/rest/health', { cookie: cookies.manager });
    expect(before.json().permissions.tasksVisible).toBe(false);
    const changed = await setFlags(cookies.admin, ROLE.manager, { tasksVisible: true });
    expect(changed.json()).toMatchObject({
      roleId: ROLE.manager,
      tasksVisible: true,
      gateVisible: false,
    });
    const after = await t.request('GET', '/rest/health', { cookie: cookies.manager });
    expect(after.json().permissions.tasksVisible).toBe(true);
    const event = await stream.next((e) => e.type === 'role.changed');
    expect(event.data).toEqual({ roleId: ROLE.manager });
    stream.close();
    const { rows } = await t.database.pool.query(
      "select before, after from audit_log where entity = 'role_permissions' and entity_id = $1",
      [String(ROLE.manager)],
    );
    expect(rows).toMatchObject([
      { before: { tasksVisible: false }, after: { tasksVisible: true } },
    ]);
  });

  it('lets nobody grant more than they hold', async () => {
    // The admin role has no CHA vehicles by default, so an admin cannot hand it out.
    const notHeld = await setFlags(cookies.admin, ROLE.operator, { chaVehiclesVisible: true });
    expect(notHeld.json()).toMatchObject({
      statusCode: 409,
      message: ESCALATION_MESSAGES.notHeld('chaVehiclesVisible'),
    });
    const superFlag = await setFlags(cookies.admin, ROLE.operator, { deviceLogVisible: true });
    expect(superFlag.json().message).toBe(ESCALATION_MESSAGES.superadminFlag('deviceLogVisible'));
    const top = await setFlags(cookies.admin, ROLE.superadmin, { gateVisible: false });
    expect(top.json().message).toBe(ESCALATION_MESSAGES.superadminRole);
    const own = await setFlags(cookies.admin, ROLE.admin, { reportsVisible: false });
    expect(own.json().message).toBe(ESCALATION_MESSAGES.ownRoleDemoted);
    const bySuper = await setFlags(cookies.superadmin, ROLE.operator, { chaVehiclesVisible: true });
    expect(bySuper.statusCode).toBe(200);
  });

  it('gives a role an admin creates no more than that admin holds', async () => {
    expect(
      (await setFlags(cookies.superadmin, ROLE.admin, { gateVisible: false })).statusCode,
    ).toBe(200);
    const role = (await addRole(cookies.admin, 'Capped')).json();
    const records = (await t.request('GET', '/rest/permissions', { cookie: cookies.admin })).json();
    const record = records.find((r: { roleId: number }) => r.roleId === role.id);
    expect(record).toMatchObject({ gateVisible: false, tasksVisible: true, usersVisible: false });
  });

  it('refuses roles without the users screen and a flag that is not a boolean', async () => {
    expect((await setFlags(cookies.operator, ROLE.operator, {})).statusCode).toBe(403);
    const bad = await setFlags(cookies.admin, ROLE.operator, { tasksVisible: 'yes' } as never);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/tasksVisible/);
  });
});
