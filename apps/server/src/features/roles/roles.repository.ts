import type { PermissionOverrides } from '@yardline/domain/auth/permissions';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rolePermissions, roles } from '../../db/schema/index.ts';

export function createRolesRepository(db: Db) {
  return {
    async findByName(name: string) {
      const [row] = await db
        .select({
          id: roles.id,
          name: roles.name,
          adminCreated: roles.adminCreated,
          flags: rolePermissions.flags,
        })
        .from(roles)
        .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
        .where(sql`lower(${roles.name}) = lower(${name})`);
      return row as
        | { id: number; name: string; adminCreated: boolean; flags: PermissionOverrides | null }
        | undefined;
    },
  };
}

export type RolesRepository = ReturnType<typeof createRolesRepository>;
