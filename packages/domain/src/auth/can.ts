import type { PermissionFlag, Permissions } from './permissions.ts';
import { isAdmin, isOperatorLevel, isSuperAdmin, type RoleKey } from './roles.ts';

/** The screens a permission flag opens. */
export const AREA_FLAGS = {
  dashboard: 'dashboardVisible',
  tasks: 'tasksVisible',
  inventory: 'inventoryVisible',
  containers: 'containersVisible',
  planning: 'planningVisible',
  machines: 'machinesVisible',
  trailers: 'trailersVisible',
  itv: 'itvVisible',
  gate: 'gateVisible',
  users: 'usersVisible',
  reports: 'reportsVisible',
  deviceLogs: 'deviceLogVisible',
  chaVehicles: 'chaVehiclesVisible',
} as const satisfies Record<string, PermissionFlag>;

export type Area = keyof typeof AREA_FLAGS;

/** What the server answers, and the lock modal says, for a locked feature (doc 1 §6). */
export const ENTERPRISE_MESSAGE = 'This feature is only available in Enterprise version';

export type RoleLevel = 'superadmin' | 'admin' | 'operator';

/**
 * What a route (or a screen) asks of the user. Every `/rest` route declares one; the server
 * refuses a route that does not.
 * - `public`: no session needed (login, kiosk and mobile pages).
 * - `session`: any logged-in user.
 * - `device`: gate hardware, no session: the device's own key in the message is its credential
 *   (checked by device ingestion), and with no cookie there is no cross-site request to fear.
 * - otherwise the user needs every condition given: the area visible (of a list of areas, any
 *   one: data several screens show), create/update/delete (`write`), a role level, and for
 *   enterprise-only features the enterprise flag: `true` opens
 *   them in the enterprise edition and to a superadmin (doc 1 §6: configuration, future tasks),
 *   `'edition'` in the enterprise edition only, to everyone (doc 2 §2: the inventory's search,
 *   context menu, tooltips and automatic refresh "exist only in the enterprise version"; the
 *   inventory is a superadmin's screen, so a superadmin exception would lock nothing).
 */
export type Access =
  | 'public'
  | 'session'
  | 'device'
  | {
      area?: Area | readonly Area[];
      write?: boolean;
      level?: RoleLevel;
      enterprise?: boolean | 'edition';
    };

/** Who is asking: powers come from the role's key (null for a custom role), never its name. */
export interface Principal {
  roleKey: RoleKey;
  permissions: Permissions;
}

export type Decision = 'allowed' | 'unauthenticated' | 'forbidden' | 'enterprise-locked';

const LEVEL_CHECKS: Record<RoleLevel, (role: RoleKey) => boolean> = {
  superadmin: isSuperAdmin,
  admin: isAdmin,
  operator: isOperatorLevel,
};

export function canSeeArea(user: Principal, area: Area): boolean {
  if (!user.permissions[AREA_FLAGS[area]]) return false;
  // "Inventory needs inventoryVisible and the superadmin role" (doc 2 §6).
  if (area === 'inventory') return isSuperAdmin(user.roleKey);
  // "Roles other than admin and superadmin lose the users menu" (doc 3 §6), whatever their flags.
  if (area === 'users') return isAdmin(user.roleKey);
  return true;
}

/** "Operator actions need superadmin or crudEnabled" (doc 1 §6). */
export const canWrite = (user: Principal): boolean =>
  isSuperAdmin(user.roleKey) || user.permissions.crudEnabled;

/** Enterprise-only features open when the enterprise flag is set, or for a superadmin. */
export const enterpriseUnlocked = (user: Principal, enterpriseVersion: boolean): boolean =>
  enterpriseVersion || isSuperAdmin(user.roleKey);

export function decide(
  access: Access,
  user: Principal | undefined,
  enterpriseVersion: boolean,
): Decision {
  if (access === 'public' || access === 'device') return 'allowed';
  if (!user) return 'unauthenticated';
  if (access === 'session') return 'allowed';
  if (access.level && !LEVEL_CHECKS[access.level](user.roleKey)) return 'forbidden';
  if (access.area && ![access.area].flat().some((area) => canSeeArea(user, area))) {
    return 'forbidden';
  }
  if (access.write && !canWrite(user)) return 'forbidden';
  const unlocked =
    access.enterprise === 'edition'
      ? enterpriseVersion
      : enterpriseUnlocked(user, enterpriseVersion);
  if (access.enterprise && !unlocked) return 'enterprise-locked';
  return 'allowed';
}
