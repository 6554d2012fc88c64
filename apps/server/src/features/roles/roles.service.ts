import { type PermissionRecord, storedRolePermissions } from '@yardline/domain/auth/permissions';
import type { Db } from '../../db/database.ts';
import { type WarnLog, warnOnce } from '../../warn-once.ts';
import { rolesRepository } from './roles.repository.ts';

export function createRolesService(deps: { db: Db; log: WarnLog }) {
  const warn = warnOnce(deps.log);
  return {
    /**
     * A role's permission record by name, compared case-insensitively (doc 3 §6): its defaults
     * (by its built-in key) with its valid stored flags over them.
     */
    async permissionRecord(name: string): Promise<PermissionRecord | undefined> {
      const role = await rolesRepository.findByName(deps.db, name);
      if (!role) return undefined;
      const { permissions, ignored } = storedRolePermissions(role.builtinKey, role.flags);
      if (ignored.length > 0) {
        warn({ role: role.name, ignored }, 'stored role permissions ignored: not valid');
      }
      return { roleId: role.id, role: role.name, adminCreated: role.adminCreated, ...permissions };
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
