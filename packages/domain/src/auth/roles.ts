import { z } from 'zod';
import { asLatinLookAlike, clashingScripts } from '../common/scripts.ts';

/**
 * The built-in roles, by the fixed key stored on their row (`roles.builtin_key`). A role's powers
 * follow its key, never its name: custom roles have no key, whatever they are called.
 */
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

/** A role's key: a built-in role's, or null for a custom role. */
export type RoleKey = BuiltInRole | null;
export const RoleKey = z.enum(BUILT_IN_ROLES).nullable();

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

/** Whether two role names name one role: compared case-insensitively (doc 3 §6), as the database does. */
export const sameRoleName = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The built-in role a new role's name could pass for, ignoring case, spaces, punctuation,
 * compatibility forms (`Super Admin`, `gate_in_user`, full-width `ＡＤＭＩＮ`) and Cyrillic or Greek
 * letters that look Latin (`КІОЅК`): such names are refused, so no custom role can be mistaken for
 * a built-in one on screen.
 */
export function builtInLookAlike(name: string): BuiltInRole | undefined {
  const letters = asLatinLookAlike(name.normalize('NFKC')).replace(/[^\p{L}\p{N}]+/gu, '');
  return BUILT_IN_ROLES.find((role) => role === letters);
}

const and = (words: string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** A name mixing scripts whose letters pass for one another (`Аdmin` with a Cyrillic `А`). */
export const roleNameMixesScripts = (scripts: string[]) =>
  `A role name may not mix ${and(scripts)} letters, which can pass for one another: write it in one script.`;

export const roleNameTakenByBuiltIn = (role: BuiltInRole) =>
  `${ROLE_DISPLAY_NAMES[role]} is a built-in role: choose another name.`;

/**
 * What is wrong with `name` for a new (or renamed) role, if anything: mixed scripts, or passing
 * for a built-in role other than `ownKey` (a built-in role may keep looking like itself).
 */
export function newRoleNameProblem(name: string, ownKey: RoleKey = null): string | undefined {
  const scripts = clashingScripts(name);
  if (scripts.length > 0) return roleNameMixesScripts(scripts);
  const lookAlike = builtInLookAlike(name);
  return lookAlike && lookAlike !== ownKey ? roleNameTakenByBuiltIn(lookAlike) : undefined;
}

export const isSuperAdmin = (role: RoleKey | undefined): boolean => role === 'superadmin';

/** "admin means superadmin or admin" (doc 1 §6). */
export const isAdmin = (role: RoleKey | undefined): boolean =>
  role === 'superadmin' || role === 'admin';

/** "operator-level means superadmin, admin or operator" (doc 1 §6). */
export const isOperatorLevel = (role: RoleKey | undefined): boolean =>
  isAdmin(role) || role === 'operator';
