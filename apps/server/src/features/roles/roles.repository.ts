import type { Permissions } from '@yardline/domain/auth/permissions';
import { asc, count, eq, sql } from 'drizzle-orm';
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

const roleColumns = {
  id: roles.id,
  name: roles.name,
  adminCreated: roles.adminCreated,
  builtinKey: roles.builtinKey,
  flags: rolePermissions.flags,
};

const withFlags = (db: Executor) =>
  db
    .select(roleColumns)
    .from(roles)
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id));

export const rolesRepository = {
  async findByName(db: Executor, name: string): Promise<RoleRow | undefined> {
    const [row] = await withFlags(db).where(sql`lower(${roles.name}) = lower(${name})`);
    return row;
  },

  async findById(db: Executor, id: number): Promise<RoleRow | undefined> {
    const [row] = await withFlags(db).where(eq(roles.id, id));
    return row;
  },

  /**
   * Locks a role's row until the transaction ends: changes to one role, and the last-superadmin
   * check of its users, are served one after the other.
   */
  async lock(db: Executor, id: number): Promise<boolean> {
    const rows = await db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.id, id))
      .for('update');
    return rows.length > 0;
  },

  /** The built-in role's id, locked like `lock` (the superadmin role, for the last-one check). */
  async lockBuiltIn(db: Executor, key: string): Promise<number | undefined> {
    const [row] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.builtinKey, key as 'superadmin'))
      .for('update');
    return row?.id;
  },

  async all(db: Executor): Promise<RoleRow[]> {
    return withFlags(db).orderBy(asc(roles.id));
  },

  async page(db: Executor, offset: number, limit: number) {
    const rows = await db
      .select({ id: roles.id, name: roles.name, adminCreated: roles.adminCreated })
      .from(roles)
      .orderBy(asc(roles.id))
      .offset(offset)
      .limit(limit);
    const [total] = await db.select({ n: count() }).from(roles);
    return { roles: rows, totalCount: Number(total?.n ?? 0) };
  },

  async insert(db: Executor, name: string): Promise<number> {
    const [row] = await db
      .insert(roles)
      .values({ name, adminCreated: true })
      .returning({ id: roles.id });
    if (!row) throw new Error('role was not stored');
    return row.id;
  },

  async rename(db: Executor, id: number, name: string) {
    await db.update(roles).set({ name }).where(eq(roles.id, id));
  },

  async delete(db: Executor, id: number) {
    await db.delete(roles).where(eq(roles.id, id));
  },

  /** Stores every flag, so the record no longer depends on the defaults of its day. */
  async setFlags(db: Executor, roleId: number, flags: Permissions) {
    await db
      .insert(rolePermissions)
      .values({ roleId, flags })
      .onConflictDoUpdate({
        target: rolePermissions.roleId,
        set: { flags, updatedAt: sql`now()` },
      });
  },
};
