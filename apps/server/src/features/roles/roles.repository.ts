import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { rolePermissions, roles } from '../../db/schema/index.ts';

export interface RoleRow {
  id: number;
  name: string;
  adminCreated: boolean;
  /** As stored: the service checks both before it uses them. */
  builtinKey: string | null;
  flags: unknown;
}

export const rolesRepository = {
  async findByName(db: Executor, name: string): Promise<RoleRow | undefined> {
    const [row] = await db
      .select({
        id: roles.id,
        name: roles.name,
        adminCreated: roles.adminCreated,
        builtinKey: roles.builtinKey,
        flags: rolePermissions.flags,
      })
      .from(roles)
      .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
      .where(sql`lower(${roles.name}) = lower(${name})`);
    return row;
  },
};
