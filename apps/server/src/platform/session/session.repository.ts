import { DEFAULT_METADATA, SESSION_IDLE_MINUTES } from '@yardline/domain/metadata/metadata.schema';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { executePrepared } from '../../db/prepared.ts';
import { loginAttempts, roles, serverKeys, sessions, users } from '../../db/schema/index.ts';

export const SESSION_MAX_AGE_HOURS = 12;
/** A session's last access is written again once it is this old (touch). */
const TOUCH_SECONDS = 5;

// Advisory lock namespaces (any fixed numbers) for the password checks of an account, an address.
const ACCOUNT_LOCKS = 7_263_452;
const ADDRESS_LOCKS = 7_263_453;

export interface SessionRow {
  userId: number;
  username: string;
  roleId: number;
  role: string;
  /** roles.builtin_key as stored: checked by the service before it grants anything. */
  roleKey: string | null;
  /** role_permissions.flags as stored (jsonb): checked by the service before they are merged. */
  flags: unknown;
  enterpriseVersion: boolean;
  mustChangePassword: boolean;
}

/*
 * The two settings every request reads, taken from their jsonb values without a cast that could
 * fail: a malformed row (a hand edit, an old version) yields null, so its default, rather than
 * an error on every request. CASE keeps each test ahead of the cast it guards.
 */
const idleMinutes = sql`case when jsonb_typeof(value) = 'number' then
    case when (value #>> '{}') ~ '^[0-9]{1,4}$' then
      case when (value #>> '{}')::int between ${SESSION_IDLE_MINUTES.min} and ${SESSION_IDLE_MINUTES.max}
        then (value #>> '{}')::int end end end`;
const enterpriseFlag = sql`case when jsonb_typeof(value) = 'boolean' then value::boolean end`;

export const sessionRepository = {
  /**
   * The session's user, if the session is neither idle past `sessionExpireInIdleMins` nor older
   * than 12 hours; finding it extends its last access (unless `extend` is false: an open event
   * stream re-checks its session without keeping it alive). One round trip per request, a
   * prepared statement. The last access is written only when it is more than TOUCH_SECONDS old:
   * a busy client's requests then read without writing (no WAL flush at their commit), and a
   * session ends at most that much sooner than its idle minutes say, never later.
   */
  async touch(db: Executor, tokenHash: string, extend = true): Promise<SessionRow | undefined> {
    const result = await executePrepared<{
      user_id: number;
      username: string;
      role_id: number;
      role: string;
      role_key: string | null;
      flags: unknown;
      enterprise: boolean | null;
      must_change_password: boolean;
    }>(
      db,
      'session_touch',
      sql`
        with settings as (
          select coalesce((select ${idleMinutes} from metadata
                           where key = 'sessionExpireInIdleMins'), ${DEFAULT_METADATA.sessionExpireInIdleMins})
                   as idle_mins,
                 coalesce((select ${enterpriseFlag} from metadata
                           where key = 'enterpriseVersion'), ${DEFAULT_METADATA.enterpriseVersion})
                   as enterprise
        ), valid as (
          select s.token_hash, s.user_id, s.last_access_at
          from sessions s, settings
          where s.token_hash = ${tokenHash}
            and s.last_access_at > now() - make_interval(mins => settings.idle_mins)
            and s.created_at > now() - make_interval(hours => ${SESSION_MAX_AGE_HOURS})
        ), touched as (
          update sessions s set last_access_at = now()
          from valid
          where s.token_hash = valid.token_hash and ${extend}
            and valid.last_access_at < now() - make_interval(secs => ${TOUCH_SECONDS})
        )
        select u.id as user_id, u.username, r.id as role_id, r.name as role, r.builtin_key as role_key, rp.flags,
               settings.enterprise, u.must_change_password
        from valid
        join users u on u.id = valid.user_id
        join roles r on r.id = u.role_id
        left join role_permissions rp on rp.role_id = r.id
        cross join settings`,
    );
    const row = result.rows[0];
    if (!row) return undefined;
    return {
      userId: row.user_id,
      username: row.username,
      roleId: row.role_id,
      role: row.role,
      roleKey: row.role_key,
      flags: row.flags,
      enterpriseVersion: row.enterprise ?? false,
      mustChangePassword: row.must_change_password,
    };
  },

  async create(
    db: Executor,
    session: { tokenHash: string; userId: number; ip: string; userAgent?: string },
  ) {
    // Expired sessions go when anyone logs in: the table stays small without a sweeper.
    await db.execute(sql`
        delete from sessions
        where created_at < now() - make_interval(hours => ${SESSION_MAX_AGE_HOURS})`);
    await db.insert(sessions).values(session);
  },

  async delete(db: Executor, tokenHash: string) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  },

  /** Ends every session of a user (deleted, demoted, or given a new password). */
  async deleteAllOf(db: Executor, userId: number) {
    await db.delete(sessions).where(eq(sessions.userId, userId));
  },

  async deleteOthers(db: Executor, userId: number, keepTokenHash: string) {
    await db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
  },

  async findCredentials(db: Executor, username: string) {
    const [row] = await db
      .select({
        id: users.id,
        username: users.username,
        passwordHash: users.passwordHash,
        mustChangePassword: users.mustChangePassword,
      })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`);
    return row;
  },

  async findProfile(db: Executor, userId: number) {
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

  /** A new password is the user's own: a one-time password no longer has to be changed. */
  async setPasswordHash(db: Executor, userId: number, passwordHash: string) {
    await db
      .update(users)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(users.id, userId));
  },

  /**
   * Serializes the password checks of one account and of one address, on every app node, until
   * the transaction ends: the count of recent failures and the attempt's own row go together.
   */
  async lockAttempts(tx: Executor, username: string, ip: string) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ACCOUNT_LOCKS}, hashtext(lower(${username})))`,
    );
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCKS}, hashtext(${ip}))`);
  },

  async recordAttempt(
    db: Executor,
    attempt: { username: string; ip: string; succeeded: boolean; device?: string },
  ): Promise<number> {
    const [row] = await db
      .insert(loginAttempts)
      .values(attempt)
      .returning({ id: loginAttempts.id });
    if (!row) throw new Error('login attempt was not stored');
    return row.id;
  },

  async markSucceeded(db: Executor, attemptId: number) {
    await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
  },

  /** Failed attempts since `since`, for this account, this address and this known device. */
  async recentFailures(
    db: Executor,
    attempt: { username: string; ip: string; device?: string },
    since: Date,
  ) {
    const { username, ip, device = null } = attempt;
    const result = await db.execute<{ by_user: number; by_ip: number; by_device: number }>(sql`
        select
          count(*) filter (where lower(username) = lower(${username})) as by_user,
          count(*) filter (where ip = ${ip}) as by_ip,
          count(*) filter (where device = ${device}) as by_device
        from login_attempts
        where not succeeded and at > ${since.toISOString()}
          and (lower(username) = lower(${username}) or ip = ${ip} or device = ${device})`);
    const row = result.rows[0];
    return {
      byUser: Number(row?.by_user ?? 0),
      byIp: Number(row?.by_ip ?? 0),
      byDevice: Number(row?.by_device ?? 0),
    };
  },

  async findServerKey(db: Executor, name: string) {
    const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
    return row;
  },

  /** Stores a key unless another node stored one first; returns the one that won. */
  async saveServerKey(db: Executor, key: { name: string; publicKey: string; privateKey: string }) {
    await db.insert(serverKeys).values(key).onConflictDoNothing();
    const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, key.name));
    if (!row) throw new Error(`server key ${key.name} was not stored`);
    return row;
  },
};
