import { z } from 'zod';
import { TextLine } from '../common/text.ts';
import { type BuiltInRole, newRoleNameProblem, RoleKey } from './roles.ts';

/** The permission record's flags (doc 3 §3), in the order the Role Permissions tab lists them. */
export const PERMISSION_FLAGS = [
  'dashboardVisible',
  'tasksVisible',
  'inventoryVisible',
  'containersVisible',
  'planningVisible',
  'machinesVisible',
  'trailersVisible',
  'itvVisible',
  'gateVisible',
  'usersVisible',
  'reportsVisible',
  'deviceLogVisible',
  'chaVehiclesVisible',
  'crudEnabled',
] as const;

export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

export const Permissions = z.object(
  Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
    PermissionFlag,
    z.ZodBoolean
  >,
);
export type Permissions = z.infer<typeof Permissions>;

/** Stored overrides: any subset of the flags. */
export const PermissionOverrides = Permissions.partial();
export type PermissionOverrides = z.infer<typeof PermissionOverrides>;

/**
 * Defaults when no permissions object exists (doc 1 §6): the main screens visible and
 * create/update/delete enabled; inventory and device logs hidden. CHA vehicles is not in the
 * spec's default list, so it is off until a role's permission record turns it on.
 */
const BASE: Permissions = {
  dashboardVisible: true,
  tasksVisible: true,
  inventoryVisible: false,
  containersVisible: true,
  planningVisible: true,
  machinesVisible: true,
  trailersVisible: true,
  itvVisible: true,
  gateVisible: true,
  usersVisible: true,
  reportsVisible: true,
  deviceLogVisible: false,
  chaVehiclesVisible: false,
  crudEnabled: true,
};

const hide = (...flags: PermissionFlag[]): PermissionOverrides =>
  Object.fromEntries(flags.map((flag) => [flag, false]));

/** Per-role changes to the base, the union of doc 1 §6 and doc 3 §6. */
const ROLE_CHANGES: Record<BuiltInRole, PermissionOverrides> = {
  superadmin: { inventoryVisible: true, deviceLogVisible: true },
  admin: {},
  operator: hide(
    'dashboardVisible',
    'inventoryVisible',
    'gateVisible',
    'reportsVisible',
    'itvVisible',
  ),
  manager: hide(
    'gateVisible',
    'containersVisible',
    'tasksVisible',
    'planningVisible',
    'machinesVisible',
    'trailersVisible',
    'itvVisible',
    'crudEnabled',
  ),
  gateinuser: hide(
    'dashboardVisible',
    'tasksVisible',
    'inventoryVisible',
    'planningVisible',
    'machinesVisible',
    'reportsVisible',
    'itvVisible',
    'crudEnabled',
  ),
  gateoutuser: hide(
    'dashboardVisible',
    'tasksVisible',
    'inventoryVisible',
    'planningVisible',
    'machinesVisible',
    'reportsVisible',
    'itvVisible',
    'crudEnabled',
  ),
  // "Nearly everything hidden": the kiosk account only drives the public kiosk pages.
  kiosk: hide(...PERMISSION_FLAGS),
};

/** The permissions a role has when no permission record is stored for it; by its key. */
export function defaultPermissions(role: RoleKey): Permissions {
  const changes = role ? ROLE_CHANGES[role] : {};
  const permissions = { ...BASE, ...changes };
  // "Any role other than admin and superadmin: users hidden."
  if (role !== 'superadmin' && role !== 'admin') permissions.usersVisible = false;
  return permissions;
}

/** Stored permission flags override the role's defaults (doc 3 §6). */
export function effectivePermissions(
  role: RoleKey,
  stored?: PermissionOverrides | null,
): Permissions {
  return { ...defaultPermissions(role), ...(stored ?? {}) };
}

const StoredRecord = z.record(z.string(), z.unknown());

/**
 * A role's stored flags as read from the database (jsonb, so anything): only known flags with a
 * boolean value count. The rest is returned as `ignored` for the caller to log, so one bad value
 * costs that flag its override rather than every request of the role a failure.
 */
export function readStoredFlags(stored: unknown): {
  flags: PermissionOverrides;
  ignored: string[];
} {
  if (stored === null || stored === undefined) return { flags: {}, ignored: [] };
  const record = StoredRecord.safeParse(stored);
  if (!record.success) return { flags: {}, ignored: ['(not an object)'] };
  const flags: PermissionOverrides = {};
  const ignored: string[] = [];
  for (const [name, value] of Object.entries(record.data)) {
    const parsed = Object.hasOwn(Permissions.shape, name)
      ? Permissions.shape[name as PermissionFlag].safeParse(value)
      : undefined;
    if (parsed?.success) flags[name as PermissionFlag] = parsed.data;
    else ignored.push(name);
  }
  return { flags, ignored };
}

/**
 * A role's key and permissions from its row as stored: an unknown key counts as a custom role's
 * (no key), and flags are read by `readStoredFlags`. `ignored` names what was not used, to log.
 */
export function storedRolePermissions(
  storedKey: unknown,
  storedFlags: unknown,
): { roleKey: RoleKey; permissions: Permissions; ignored: string[] } {
  const key = RoleKey.safeParse(storedKey ?? null);
  const roleKey = key.success ? key.data : null;
  const { flags, ignored } = readStoredFlags(storedFlags);
  return {
    roleKey,
    permissions: effectivePermissions(roleKey, flags),
    ignored: key.success ? ignored : ['builtin_key', ...ignored],
  };
}

/** A role as a path names it (compared case-insensitively, doc 3 §6). */
export const RoleName = TextLine.trim().min(1, 'Name a role.').max(60);

/** The name of a new or renamed custom role: never one that passes for a built-in role. */
export const NewRoleName = RoleName.superRefine((name, ctx) => {
  const problem = newRoleNameProblem(name);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** GET /rest/roles/{name}: a role's permission record (doc 3 §3), defaults and overrides merged. */
export const PermissionRecord = Permissions.extend({
  roleId: z.number().int(),
  role: z.string(),
  /** The built-in role's key, null for a custom role. */
  roleKey: RoleKey,
  adminCreated: z.boolean(),
});
export type PermissionRecord = z.infer<typeof PermissionRecord>;
