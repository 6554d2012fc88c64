import { z } from 'zod';
import { PermissionOverrides, RoleName } from '../auth/permissions.ts';

/** The Roles and Role Permissions tabs' messages (doc 3 §8), word for word. */
export const ROLE_MESSAGES = {
  added: 'Role added successfully',
  notAdded: 'Role could not be added!',
  updated: 'Role updated successfully',
  notUpdated: 'Role could not be updated!',
  deleted: 'Role deleted successfully',
  permissionsUpdated: 'Permissions updated successfully',
  permissionsNotUpdated: 'Permissions could not be updated!',
  /** Not in the spec: the reasons the server gives. */
  nameTaken: (name: string) => `A role named ${name} already exists.`,
  notFound: (id: number) => `Role ${id} does not exist.`,
  builtIn: (name: string) =>
    `${name} is a built-in role: only roles created by an admin can be deleted.`,
  inUse: (name: string) => `Role ${name} still has users: give them another role first.`,
} as const;

/** How long a refused delete's message stays on screen (doc 3 §8). */
export const ROLE_DELETE_MESSAGE_MS = 2_000;
export const ROLES_PAGE_SIZE = 15;

export const Role = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Created by an admin: only such roles may be deleted (doc 3 §5). */
  adminCreated: z.boolean(),
});
export type Role = z.infer<typeof Role>;

/** GET /rest/roles?skip=&limit=: a page of roles (doc 3 §7: roles, totalCount). */
export const RolesPage = z.object({ roles: z.array(Role), totalCount: z.number().int() });
export type RolesPage = z.infer<typeof RolesPage>;

/**
 * POST /rest/roles (add) and PUT /rest/roles/{id} (rename). The server refuses a name that passes
 * for a built-in role (`newRoleNameProblem`), except a built-in role's own.
 */
export const RoleInput = z.object({ name: RoleName });
export type RoleInput = z.infer<typeof RoleInput>;

/** PUT /rest/permissions/{roleId}: the flags to change; flags left out keep their values. */
export const PermissionsUpdate = PermissionOverrides;
export type PermissionsUpdate = z.infer<typeof PermissionsUpdate>;
