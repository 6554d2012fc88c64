import { describe, expect, it } from 'vitest';
import {
  defaultPermissions,
  effectivePermissions,
  NewRoleName,
  PERMISSION_FLAGS,
  type Permissions,
  readStoredFlags,
  storedRolePermissions,
} from './permissions.ts';

/** What each role sees, written out from doc 1 §6 and doc 3 §6 rather than derived. */
const visible = (...flags: (keyof Permissions)[]) =>
  Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, flags.includes(flag)]));

const MAIN = [
  'dashboardVisible',
  'tasksVisible',
  'containersVisible',
  'planningVisible',
  'machinesVisible',
  'trailersVisible',
  'itvVisible',
  'gateVisible',
  'reportsVisible',
] as const;

describe('defaultPermissions', () => {
  it('superadmin: everything by default, plus inventory and device logs', () => {
    expect(defaultPermissions('superadmin')).toEqual(
      visible(...MAIN, 'usersVisible', 'inventoryVisible', 'deviceLogVisible', 'crudEnabled'),
    );
  });

  it('admin: the defaults, users included', () => {
    expect(defaultPermissions('admin')).toEqual(visible(...MAIN, 'usersVisible', 'crudEnabled'));
  });

  it('operator: no dashboard, inventory, gate, reports, itv or users', () => {
    expect(defaultPermissions('operator')).toEqual(
      visible(
        'tasksVisible',
        'containersVisible',
        'planningVisible',
        'machinesVisible',
        'trailersVisible',
        'crudEnabled',
      ),
    );
  });

  it('manager: dashboard and reports only, read-only', () => {
    expect(defaultPermissions('manager')).toEqual(visible('dashboardVisible', 'reportsVisible'));
  });

  it.each(['gateinuser', 'gateoutuser'] as const)(
    '%s: containers, trailers and gate, read-only',
    (role) => {
      expect(defaultPermissions(role)).toEqual(
        visible('containersVisible', 'trailersVisible', 'gateVisible'),
      );
    },
  );

  it('kiosk: nothing, read-only', () => {
    expect(defaultPermissions('kiosk')).toEqual(visible());
  });

  it('a custom role (no key): the defaults without users', () => {
    expect(defaultPermissions(null)).toEqual(visible(...MAIN, 'crudEnabled'));
  });
});

describe('effectivePermissions', () => {
  it('lets stored flags override the defaults, flag by flag', () => {
    const permissions = effectivePermissions('operator', {
      reportsVisible: true,
      crudEnabled: false,
    });
    expect(permissions.reportsVisible).toBe(true);
    expect(permissions.crudEnabled).toBe(false);
    expect(permissions.tasksVisible).toBe(true);
  });

  it('falls back to the defaults when nothing is stored', () => {
    expect(effectivePermissions('admin', null)).toEqual(defaultPermissions('admin'));
  });
});

describe('readStoredFlags', () => {
  it('keeps the known flags whose value is a boolean', () => {
    expect(readStoredFlags({ crudEnabled: false, reportsVisible: true })).toEqual({
      flags: { crudEnabled: false, reportsVisible: true },
      ignored: [],
    });
    expect(readStoredFlags(null)).toEqual({ flags: {}, ignored: [] });
  });

  it('ignores, and names, values that are not booleans and flags it does not know', () => {
    expect(
      readStoredFlags({
        crudEnabled: 'yes',
        usersVisible: 1,
        gateVisible: true,
        isRoot: true,
        constructor: true,
      }),
    ).toEqual({
      flags: { gateVisible: true },
      ignored: ['crudEnabled', 'usersVisible', 'isRoot', 'constructor'],
    });
  });

  it('ignores a stored value that is not an object at all', () => {
    for (const stored of ['crudEnabled', 42, [true], true]) {
      expect(readStoredFlags(stored)).toEqual({ flags: {}, ignored: ['(not an object)'] });
    }
  });
});

describe('NewRoleName', () => {
  it.each(['Super Admin', 'SUPERADMIN', 'super_admin', 'Gate-In User', 'ＡＤＭＩＮ', ' kiosk '])(
    'refuses %s, which passes for a built-in role',
    (name) => {
      const parsed = NewRoleName.safeParse(name);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/is a built-in role: choose another name/);
    },
  );

  it.each(['Yard Planner', 'Admin assistant', 'Operators'])('accepts %s', (name) => {
    expect(NewRoleName.safeParse(name).success).toBe(true);
  });
});

describe('storedRolePermissions', () => {
  it('grants by the stored key and merges the valid flags', () => {
    expect(storedRolePermissions('operator', { reportsVisible: true, crudEnabled: 'no' })).toEqual({
      roleKey: 'operator',
      permissions: { ...defaultPermissions('operator'), reportsVisible: true },
      ignored: ['crudEnabled'],
    });
  });

  it('treats a missing or unknown key as a custom role', () => {
    expect(storedRolePermissions(null, null)).toEqual({
      roleKey: null,
      permissions: defaultPermissions(null),
      ignored: [],
    });
    expect(storedRolePermissions('root', null)).toMatchObject({
      roleKey: null,
      ignored: ['builtin_key'],
    });
  });
});
