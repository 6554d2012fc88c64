/** The built-in roles. Custom roles created by an admin carry any other name. */
export const BUILT_IN_ROLES = [
  'superadmin',
  'admin',
  'operator',
  'manager',
  'gateinuser',
  'gateoutuser',
  'kiosk',
] as const;

export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

/** How each built-in role is spelled on screen and in the roles table. */
export const ROLE_DISPLAY_NAMES: Record<BuiltInRole, string> = {
  superadmin: 'SuperAdmin',
  admin: 'Admin',
  operator: 'Operator',
  manager: 'Manager',
  gateinuser: 'GateInUser',
  gateoutuser: 'GateOutUser',
  kiosk: 'Kiosk',
};

/**
 * Role names are compared case-insensitively (spec doc 1 §6, doc 3 §6); spaces, hyphens and
 * underscores are ignored too, so "Gate-In User", "gate_in_user" and "GateInUser" are one role.
 */
export function roleKey(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, '');
}

export function builtInRole(name: string): BuiltInRole | undefined {
  const key = roleKey(name);
  return (BUILT_IN_ROLES as readonly string[]).includes(key) ? (key as BuiltInRole) : undefined;
}

export const isSuperAdmin = (role: string): boolean => roleKey(role) === 'superadmin';

/** "admin means superadmin or admin" (doc 1 §6). */
export const isAdmin = (role: string): boolean => ['superadmin', 'admin'].includes(roleKey(role));

/** "operator-level means superadmin, admin or operator" (doc 1 §6). */
export const isOperatorLevel = (role: string): boolean =>
  ['superadmin', 'admin', 'operator'].includes(roleKey(role));
