import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { roles, users } from '../../db/schema/index.ts';

export interface UserRow {
  id: number;
  username: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  roleId: number;
  role: string;
  roleKey: string | null;
  hidden: boolean;
  enteredBy: string | null;
}

export interface UserFields {
  username: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  roleId: number;
  hidden: boolean;
}

const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  phone: users.phone,
  address: users.address,
  roleId: users.roleId,
  role: roles.name,
  roleKey: roles.builtinKey,
  hidden: users.hidden,
  enteredBy: users.enteredBy,
};

/** Hidden users are left out unless `withHidden` (a superadmin asks). */
const visible = (withHidden: boolean): SQL | undefined =>
  withHidden ? undefined : eq(users.hidden, false);

export const usersRepository = {
  async page(db: Executor, offset: number, limit: number, withHidden: boolean) {
    const entities = await db
      .select(userColumns)
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(visible(withHidden))
      .orderBy(asc(users.id))
      .offset(offset)
      .limit(limit);
    const [total] = await db.select({ n: count() }).from(users).where(visible(withHidden));
    return { entities, totalCount: Number(total?.n ?? 0) };
  },

  /**
   * The user, locked until the transaction ends. `no key update`: the audit rows and sessions
   * other transactions write still reference the row (their key-share locks pass), so two
   * superadmins changing each other wait on the SuperAdmin role's lock rather than deadlock.
   */
  async lock(db: Executor, id: number): Promise<UserRow | undefined> {
    const [row] = await db
      .select(userColumns)
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.id, id))
      .for('no key update', { of: users });
    return row;
  },

  async find(db: Executor, id: number): Promise<UserRow | undefined> {
    const [row] = await db
      .select(userColumns)
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.id, id));
    return row;
  },

  async named(db: Executor, username: string, exceptId?: number) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          sql`lower(${users.username}) = lower(${username})`,
          exceptId === undefined ? undefined : sql`${users.id} <> ${exceptId}`,
        ),
      );
    return row;
  },

  async insert(db: Executor, fields: UserFields & { passwordHash: string; enteredBy: string }) {
    const [row] = await db.insert(users).values(fields).returning({ id: users.id });
    if (!row) throw new Error('user was not stored');
    return row.id;
  },

  async update(db: Executor, id: number, fields: UserFields & { passwordHash?: string }) {
    await db.update(users).set(fields).where(eq(users.id, id));
  },

  async delete(db: Executor, id: number) {
    await db.delete(users).where(eq(users.id, id));
  },

  /** How many users hold the role (the superadmins, for the last-one check). */
  async holders(db: Executor, roleId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(users).where(eq(users.roleId, roleId));
    return Number(row?.n ?? 0);
  },
};
