import type { PermissionOverrides } from '@yardline/domain/auth/permissions';
import { and, eq, ne, sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { loginAttempts, roles, serverKeys, sessions, users } from '../../db/schema/index.ts';

export const SESSION_MAX_AGE_HOURS = 12;

export interface SessionRow {
  userId: number;
  username: string;
  role: string;
  flags: PermissionOverrides | null;
  enterpriseVersion: boolean;
}

export function createSessionRepository(db: Db) {
  return {
    /**
     * The session's user, if the session is neither idle past `sessionExpireInIdleMins` nor older
     * than 12 hours; finding it extends its last access. One round trip per request.
     */
    async touch(tokenHash: string): Promise<SessionRow | undefined> {
      const result = await db.execute<{
        user_id: number;
        username: string;
        role: string;
        flags: PermissionOverrides | null;
        enterprise: boolean | null;
      }>(sql`
        with settings as (
          select coalesce((select (value #>> '{}')::int from metadata
                           where key = 'sessionExpireInIdleMins'), 30) as idle_mins,
                 coalesce((select (value #>> '{}')::boolean from metadata
                           where key = 'enterpriseVersion'), false) as enterprise
        ), touched as (
          update sessions s set last_access_at = now()
          from settings
          where s.token_hash = ${tokenHash}
            and s.last_access_at > now() - make_interval(mins => settings.idle_mins)
            and s.created_at > now() - make_interval(hours => ${SESSION_MAX_AGE_HOURS})
          returning s.user_id
        )
        select u.id as user_id, u.username, r.name as role, rp.flags, settings.enterprise
        from touched
        join users u on u.id = touched.user_id
        join roles r on r.id = u.role_id
        left join role_permissions rp on rp.role_id = r.id
        cross join settings`);
      const row = result.rows[0];
      if (!row) return undefined;
      return {
        userId: row.user_id,
        username: row.username,
        role: row.role,
        flags: row.flags,
        enterpriseVersion: row.enterprise ?? false,
      };
    },

    async create(session: { tokenHash: string; userId: number; ip: string; userAgent?: string }) {
      // Expired sessions go when anyone logs in: the table stays small without a sweeper.
      await db.execute(sql`
        delete from sessions
        where created_at < now() - make_interval(hours => ${SESSION_MAX_AGE_HOURS})`);
      await db.insert(sessions).values(session);
    },

    async delete(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteOthers(userId: number, keepTokenHash: string) {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
    },

    async findCredentials(username: string) {
      const [row] = await db
        .select({ id: users.id, username: users.username, passwordHash: users.passwordHash })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },

    async findProfile(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          phone: users.phone,
          address: users.address,
          passwordHash: users.passwordHash,
          role: roles.name,
        })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(eq(users.id, userId));
      return row;
    },

    /** The new hash and its audit row, together; the audit names the change, not the hashes. */
    async setPasswordHash(userId: number, passwordHash: string) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await writeAudit(tx, {
          userId,
          action: 'change-password',
          entity: 'user',
          entityId: String(userId),
        });
      });
    },

    async recordAttempt(attempt: { username: string; ip: string; succeeded: boolean }) {
      await db.insert(loginAttempts).values(attempt);
    },

    /** Failed attempts since `since`, for this account and for this address. */
    async recentFailures(username: string, ip: string, since: Date) {
      const result = await db.execute<{ by_user: number; by_ip: number }>(sql`
        select
          count(*) filter (where lower(username) = lower(${username})) as by_user,
          count(*) filter (where ip = ${ip}) as by_ip
        from login_attempts
        where not succeeded and at > ${since.toISOString()}
          and (lower(username) = lower(${username}) or ip = ${ip})`);
      const row = result.rows[0];
      return { byUser: Number(row?.by_user ?? 0), byIp: Number(row?.by_ip ?? 0) };
    },

    async findServerKey(name: string) {
      const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
      return row;
    },

    /** Stores a key unless another node stored one first; returns the one that won. */
    async saveServerKey(key: { name: string; publicKey: string; privateKey: string }) {
      await db.insert(serverKeys).values(key).onConflictDoNothing();
      const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, key.name));
      if (!row) throw new Error(`server key ${key.name} was not stored`);
      return row;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
