import { describe, expect, it } from 'vitest';
import {
  type Actor,
  cappedPermissions,
  flagsBeyond,
  ESCALATION_MESSAGES as M,
  permissionChangeProblem,
  type RoleView,
  roleAssignmentProblem,
  userChangeProblem,
} from './escalation.ts';
import { defaultPermissions, type Permissions } from './permissions.ts';
import type { RoleKey } from './roles.ts';

const ROLE_IDS: Record<string, number> = { superadmin: 1, admin: 2, operator: 3, kiosk: 7 };
const actor = (roleKey: RoleKey, overrides: Partial<Permissions> = {}): Actor => ({
  id: 100 + (ROLE_IDS[roleKey ?? ''] ?? 9),
  roleId: ROLE_IDS[roleKey ?? ''] ?? 9,
  roleKey,
  permissions: { ...defaultPermissions(roleKey), ...overrides },
});
const role = (roleKey: RoleKey, overrides: Partial<Permissions> = {}): RoleView => ({
  id: ROLE_IDS[roleKey ?? ''] ?? 20,
  name: roleKey ?? 'Yard Planner',
  roleKey,
  permissions: { ...defaultPermissions(roleKey), ...overrides },
});

const superadmin = actor('superadmin');
const admin = actor('admin');

describe('flagsBeyond and cappedPermissions', () => {
  it('names the flags an admin lacks; a superadmin lacks none', () => {
    expect(flagsBeyond(admin, defaultPermissions('superadmin'))).toEqual([
      'inventoryVisible',
      'deviceLogVisible',
    ]);
    expect(
      flagsBeyond(superadmin, { ...defaultPermissions(null), chaVehiclesVisible: true }),
    ).toEqual([]);
  });

  it('caps a new role at what its creator holds', () => {
    const limited = actor('admin', { gateVisible: false });
    const capped = cappedPermissions(limited, defaultPermissions(null));
    expect(capped.gateVisible).toBe(false);
    expect(capped.tasksVisible).toBe(true);
  });
});

describe('permissionChangeProblem', () => {
  const operator = role('operator');
  const before = operator.permissions;

  it('lets an admin give a role a flag the admin holds, and take one away', () => {
    expect(
      permissionChangeProblem(admin, operator, before, { ...before, gateVisible: true }),
    ).toBeUndefined();
    expect(
      permissionChangeProblem(admin, operator, before, { ...before, tasksVisible: false }),
    ).toBeUndefined();
  });

  it('refuses an admin a flag the admin lacks', () => {
    const limited = actor('admin', { chaVehiclesVisible: false });
    expect(
      permissionChangeProblem(limited, operator, before, { ...before, chaVehiclesVisible: true }),
    ).toBe(M.notHeld('chaVehiclesVisible'));
  });

  it('keeps the inventory and device-log flags and the SuperAdmin role to a superadmin', () => {
    const granted = { ...before, inventoryVisible: true };
    expect(permissionChangeProblem(admin, operator, before, granted)).toBe(
      M.superadminFlag('inventoryVisible'),
    );
    expect(permissionChangeProblem(superadmin, operator, before, granted)).toBeUndefined();
    const top = role('superadmin');
    expect(
      permissionChangeProblem(admin, top, top.permissions, {
        ...top.permissions,
        gateVisible: false,
      }),
    ).toBe(M.superadminRole);
  });

  it('refuses anyone taking permissions from their own role, even a superadmin', () => {
    const own = role('admin');
    expect(
      permissionChangeProblem(admin, own, own.permissions, {
        ...own.permissions,
        tasksVisible: false,
      }),
    ).toBe(M.ownRoleDemoted);
    const top = role('superadmin');
    expect(
      permissionChangeProblem(superadmin, top, top.permissions, {
        ...top.permissions,
        gateVisible: false,
      }),
    ).toBe(M.ownRoleDemoted);
    expect(
      permissionChangeProblem(superadmin, top, top.permissions, {
        ...top.permissions,
        chaVehiclesVisible: true,
      }),
    ).toBeUndefined();
  });

  it('lets an unchanged record through whoever sends it', () => {
    const top = role('superadmin');
    expect(
      permissionChangeProblem(actor('kiosk'), top, top.permissions, top.permissions),
    ).toBeUndefined();
  });
});

describe('roleAssignmentProblem', () => {
  it('lets only a superadmin make a superadmin', () => {
    expect(roleAssignmentProblem(admin, role('superadmin'))).toBe(M.makeSuperadmin);
    expect(roleAssignmentProblem(superadmin, role('superadmin'))).toBeUndefined();
  });

  it('refuses an admin a role with more than the admin holds', () => {
    expect(roleAssignmentProblem(admin, role(null, { inventoryVisible: true }))).toBe(
      M.roleExceeds('Yard Planner', 'inventoryVisible'),
    );
    expect(roleAssignmentProblem(admin, role('operator'))).toBeUndefined();
    expect(roleAssignmentProblem(admin, role('admin'))).toBeUndefined();
  });
});

describe('userChangeProblem', () => {
  const operatorUser = { id: 50, roleId: 3, roleKey: 'operator' as const, hidden: false };
  const superUser = { id: 51, roleId: 1, roleKey: 'superadmin' as const, hidden: false };

  it('refuses deleting yourself and an admin deleting a superadmin', () => {
    const self = { id: admin.id, roleId: admin.roleId, roleKey: 'admin' as const, hidden: false };
    expect(userChangeProblem(admin, self)).toBe(M.deleteSelf);
    expect(userChangeProblem(admin, superUser)).toBe(M.superadminUser);
    expect(userChangeProblem(admin, operatorUser)).toBeUndefined();
    expect(userChangeProblem(superadmin, superUser)).toBeUndefined();
  });

  it('refuses changing your own role, but lets you edit the rest of yourself', () => {
    const self = { id: admin.id, roleId: admin.roleId, roleKey: 'admin' as const, hidden: false };
    expect(userChangeProblem(admin, self, { role: role('operator'), hidden: false })).toBe(
      M.ownRoleChanged,
    );
    expect(userChangeProblem(admin, self, { role: role('admin'), hidden: false })).toBeUndefined();
  });

  it("refuses setting your own password here, not someone else's", () => {
    const self = { id: admin.id, roleId: admin.roleId, roleKey: 'admin' as const, hidden: false };
    const newPassword = { role: role('admin'), hidden: false, password: true };
    expect(userChangeProblem(admin, self, newPassword)).toBe(M.ownPassword);
    expect(
      userChangeProblem(superadmin, superUser, { ...newPassword, role: role('superadmin') }),
    ).toBeUndefined();
    expect(
      userChangeProblem(admin, operatorUser, { ...newPassword, role: role('operator') }),
    ).toBeUndefined();
  });

  it('lets only a superadmin hide a user or promote one to superadmin', () => {
    expect(userChangeProblem(admin, operatorUser, { role: role('operator'), hidden: true })).toBe(
      M.hide,
    );
    expect(userChangeProblem(admin, undefined, { role: role('superadmin'), hidden: false })).toBe(
      M.makeSuperadmin,
    );
    expect(
      userChangeProblem(superadmin, operatorUser, { role: role('superadmin'), hidden: true }),
    ).toBeUndefined();
  });
});
