import type { Principal } from './can.ts';
import { PERMISSION_FLAGS, type PermissionFlag, type Permissions } from './permissions.ts';
import { isSuperAdmin, type RoleKey } from './roles.ts';

/**
 * Who may hand out which powers (issue: "nobody grants more than they hold"). Pure checks: the
 * server runs them on every change to users, roles and permission records; the Users screen runs
 * them to offer only what the server would accept.
 */

/** Flags only a superadmin sees on the Role Permissions tab, and so only one may change (doc 3 §6). */
export const SUPERADMIN_ONLY_FLAGS: readonly PermissionFlag[] = [
  'inventoryVisible',
  'deviceLogVisible',
];

export const ESCALATION_MESSAGES = {
  superadminRole: 'Only a superadmin may change the SuperAdmin role.',
  superadminUser: 'Only a superadmin may change a superadmin.',
  makeSuperadmin: 'Only a superadmin may make a user a superadmin.',
  superadminFlag: (flag: PermissionFlag) => `Only a superadmin may change ${flag}.`,
  notHeld: (flag: PermissionFlag) => `You cannot grant ${flag}: your own role does not have it.`,
  roleExceeds: (role: string, flag: PermissionFlag) =>
    `You cannot give a user the role ${role}: it has ${flag}, which your own role does not.`,
  ownRoleDemoted: 'You cannot take permissions away from your own role.',
  ownRoleChanged: 'You cannot change your own role.',
  ownPassword: 'Change your own password with Change password: it asks for the current one.',
  deleteSelf: 'You cannot delete yourself.',
  hide: 'Only a superadmin may hide a user.',
  lastSuperadmin: 'The last superadmin cannot be removed.',
} as const;

/** Who is acting: their powers and the role they hold. */
export interface Actor extends Principal {
  id: number;
  roleId: number;
}

/** A role as the checks see it. */
export interface RoleView {
  id: number;
  name: string;
  roleKey: RoleKey;
  permissions: Permissions;
}

/** The flags `permissions` has that `actor` lacks: what giving them would grant beyond one's own. */
export function flagsBeyond(actor: Principal, permissions: Permissions): PermissionFlag[] {
  if (isSuperAdmin(actor.roleKey)) return [];
  return PERMISSION_FLAGS.filter((flag) => permissions[flag] && !actor.permissions[flag]);
}

/** A role's permissions capped at what its creator holds: a new role never exceeds them. */
export function cappedPermissions(actor: Principal, permissions: Permissions): Permissions {
  const capped = { ...permissions };
  for (const flag of flagsBeyond(actor, permissions)) capped[flag] = false;
  return capped;
}

/** What stops `actor` from changing `role`'s permissions from `before` to `after`, if anything. */
export function permissionChangeProblem(
  actor: Actor,
  role: Pick<RoleView, 'id' | 'roleKey'>,
  before: Permissions,
  after: Permissions,
): string | undefined {
  const changed = PERMISSION_FLAGS.filter((flag) => before[flag] !== after[flag]);
  if (changed.length === 0) return undefined;
  const superadmin = isSuperAdmin(actor.roleKey);
  if (role.roleKey === 'superadmin' && !superadmin) return ESCALATION_MESSAGES.superadminRole;
  const hiddenFlag = changed.find((flag) => SUPERADMIN_ONLY_FLAGS.includes(flag));
  if (hiddenFlag && !superadmin) return ESCALATION_MESSAGES.superadminFlag(hiddenFlag);
  if (role.id === actor.roleId && changed.some((flag) => !after[flag])) {
    return ESCALATION_MESSAGES.ownRoleDemoted;
  }
  const granted = changed.filter((flag) => after[flag]);
  const beyond = flagsBeyond(actor, after).find((flag) => granted.includes(flag));
  return beyond ? ESCALATION_MESSAGES.notHeld(beyond) : undefined;
}

/** What stops `actor` from giving a user `role`, if anything. */
export function roleAssignmentProblem(actor: Actor, role: RoleView): string | undefined {
  if (role.roleKey === 'superadmin' && !isSuperAdmin(actor.roleKey)) {
    return ESCALATION_MESSAGES.makeSuperadmin;
  }
  const [beyond] = flagsBeyond(actor, role.permissions);
  return beyond ? ESCALATION_MESSAGES.roleExceeds(role.name, beyond) : undefined;
}

/** A user as stored, for the checks of a change to them. */
export interface UserView {
  id: number;
  roleId: number;
  roleKey: RoleKey;
  hidden: boolean;
}

/** What stops `actor` from changing `target` in any way (the Users tab greys out their Edit). */
export function userAccessProblem(actor: Actor, target: UserView | undefined): string | undefined {
  if (target?.roleKey === 'superadmin' && !isSuperAdmin(actor.roleKey)) {
    return ESCALATION_MESSAGES.superadminUser;
  }
  return undefined;
}

/**
 * What stops `actor` from changing `target` into `change` (a new role, hidden or not, a new
 * password or not), or with no change given from deleting them. The last-superadmin rule needs the
 * stored users: the server checks it under a lock.
 */
export function userChangeProblem(
  actor: Actor,
  target: UserView | undefined,
  change?: { role: RoleView; hidden: boolean; password?: boolean },
): string | undefined {
  const superadmin = isSuperAdmin(actor.roleKey);
  const access = userAccessProblem(actor, target);
  if (access) return access;
  if (!change) return target?.id === actor.id ? ESCALATION_MESSAGES.deleteSelf : undefined;
  if (change.hidden && !target?.hidden && !superadmin) return ESCALATION_MESSAGES.hide;
  if (target?.id === actor.id && change.role.id !== target.roleId) {
    return ESCALATION_MESSAGES.ownRoleChanged;
  }
  // A session taken over must not become the account: the old password stays the proof.
  if (target?.id === actor.id && change.password) return ESCALATION_MESSAGES.ownPassword;
  if (target?.roleId === change.role.id) return undefined;
  return roleAssignmentProblem(actor, change.role);
}
