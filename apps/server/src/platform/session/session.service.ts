import { createHash, randomBytes } from 'node:crypto';
import { type Permissions, storedRolePermissions } from '@yardline/domain/auth/permissions';
import type { RoleKey } from '@yardline/domain/auth/roles';
import {
  CHANGE_PASSWORD_MESSAGES,
  type ChangePasswordBody,
  changePasswordProblem,
  firstPasswordProblem,
} from '@yardline/domain/session/change-password';
import {
  CHANGE_PASSWORD_PATH,
  INVALID_LOGIN,
  LANDING_PAGE,
} from '@yardline/domain/session/session.schema';
import { writeAudit } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/database.ts';
import { type WarnLog, warnOnce } from '../../warn-once.ts';
import type { EventBus } from '../events/event-bus.ts';
import { HttpError, unauthenticated } from '../http/http-error.ts';
import type { DeviceCookies } from './device-cookie.ts';
import type { PasswordCrypto } from './password-crypto.ts';
import { decoyHash, hashPassword, verifyPassword } from './password-hash.ts';
import { sessionRepository as repository, type SessionRow } from './session.repository.ts';

export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const TOO_MANY_LOGINS = `Too many failed logins. Wait ${LOGIN_WINDOW_MINUTES} minutes and try again.`;
export const TOO_MANY_PASSWORDS = `Too many wrong passwords. Wait ${LOGIN_WINDOW_MINUTES} minutes and try again.`;

export interface SessionUser {
  id: number;
  username: string;
  roleId: number;
  /** The role's name, to show. */
  role: string;
  /** The built-in role's key, or null for a custom role: what role checks look at. */
  roleKey: RoleKey;
  permissions: Permissions;
  tokenHash: string;
  /** Logged in with a one-time password: every call but changing it is refused. */
  mustChangePassword: boolean;
}

/** A user with a one-time password lands on the change-password screen, everyone else at home. */
export const landingPage = (user: { mustChangePassword: boolean }): string =>
  user.mustChangePassword ? CHANGE_PASSWORD_PATH : LANDING_PAGE;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionServiceDeps {
  db: Db;
  /** Announces ended sessions ('session.ended'): their open event streams end at once. */
  events: Pick<EventBus, 'publish'>;
  crypto: PasswordCrypto;
  devices: DeviceCookies;
  passwordStrictness: () => Promise<boolean>;
  log: WarnLog;
}

export function createSessionService({
  db,
  events,
  crypto,
  devices,
  passwordStrictness,
  log,
}: SessionServiceDeps) {
  function decryptOrReject(ciphertext: string): string {
    const plain = crypto.decrypt(ciphertext);
    if (plain === undefined) {
      throw new HttpError(400, 'The password could not be read. Reload the page and try again.');
    }
    return plain;
  }

  const warn = warnOnce(log);
  const ended = (tx: Executor, userId: number) =>
    events.publish(tx, { type: 'session.ended', data: { userId } });

  /**
   * Counts a password check before it runs, so that concurrent guesses cannot all pass the limit
   * before any of them is recorded: under a lock per account and per address (held across app
   * nodes by the database), the recent failures are counted and, below the limits, the attempt is
   * stored as failed. Its id is returned for `markSucceeded`; over a limit, a 429 with `tooMany`.
   * A login from a known `device` (decision 0026) passes the account's and the address's limits,
   * so that guesses from elsewhere cannot lock its user out; its own failures, counted against the
   * account and the address too, are limited as an account's are.
   */
  async function claimAttempt(
    attempt: { username: string; ip: string; device?: string },
    tooMany: string,
  ): Promise<number> {
    const since = new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60_000);
    const attemptId = await db.transaction(async (tx) => {
      await repository.lockAttempts(tx, attempt.username, attempt.ip);
      const failures = await repository.recentFailures(tx, attempt, since);
      const locked = attempt.device
        ? failures.byDevice >= MAX_FAILURES_PER_ACCOUNT
        : failures.byUser >= MAX_FAILURES_PER_ACCOUNT || failures.byIp >= MAX_FAILURES_PER_ADDRESS;
      if (locked) return undefined;
      return repository.recordAttempt(tx, { ...attempt, succeeded: false });
    });
    if (attemptId === undefined) throw new HttpError(429, tooMany);
    return attemptId;
  }

  return {
    publicKey: () => crypto.publicKeyPem,

    /**
     * Logs in; answers the session's token and the device cookie to leave the browser (`device`:
     * the one it brought, which lets a known device past the limits).
     */
    async login(input: {
      username: string;
      password: string;
      ip: string;
      userAgent?: string;
      device?: string;
    }) {
      const password = decryptOrReject(input.password);
      const device = devices.recognise(input.device, input.username);
      const attemptId = await claimAttempt(
        { username: input.username, ip: input.ip, device },
        TOO_MANY_LOGINS,
      );
      const user = await repository.findCredentials(db, input.username);
      // Verify against a decoy when the user is unknown: same answer, same time.
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
      if (!user || !valid) throw new HttpError(401, INVALID_LOGIN);
      await repository.markSucceeded(db, attemptId);
      const token = randomBytes(32).toString('base64url');
      await repository.create(db, {
        tokenHash: hashToken(token),
        userId: user.id,
        ip: input.ip,
        userAgent: input.userAgent,
      });
      return {
        token,
        landingPage: landingPage(user),
        device: devices.remember(input.device, input.username),
      };
    },

    /** The user behind a session cookie, or undefined when it is unknown or expired. */
    async authenticate(
      token: string,
      { extend = true } = {},
    ): Promise<(SessionUser & Pick<SessionRow, 'enterpriseVersion'>) | undefined> {
      const tokenHash = hashToken(token);
      const row = await repository.touch(db, tokenHash, extend);
      if (!row) return undefined;
      const { roleKey, permissions, ignored } = storedRolePermissions(row.roleKey, row.flags);
      if (ignored.length > 0) {
        warn({ role: row.role, ignored }, 'stored role permissions ignored: not valid');
      }
      return {
        id: row.userId,
        username: row.username,
        roleId: row.roleId,
        role: row.role,
        roleKey,
        permissions,
        tokenHash,
        enterpriseVersion: row.enterpriseVersion,
        mustChangePassword: row.mustChangePassword,
      };
    },

    logout: (user: SessionUser) =>
      db.transaction(async (tx) => {
        await repository.delete(tx, user.tokenHash);
        await ended(tx, user.id);
      }),

    /** A password as the browser sent it (encrypted), in clear; a 400 when it cannot be read. */
    readPassword: decryptOrReject,

    /**
     * Ends a user's sessions inside `tx` (the user was deleted, demoted or given a new
     * password): their next request is refused, whatever node serves it.
     */
    async endSessionsOf(tx: Executor, userId: number) {
      await repository.deleteAllOf(tx, userId);
      await ended(tx, userId);
    },

    async profile(user: SessionUser) {
      const profile = await repository.findProfile(db, user.id);
      if (!profile) throw unauthenticated();
      const { passwordHash: _, ...rest } = profile;
      return { ...rest, permissions: user.permissions };
    },

    /** Doc 3 §4, §5, §8: answers 'passwordUpdated' or the message to show. */
    async changePassword(user: SessionUser, body: ChangePasswordBody, ip: string): Promise<string> {
      if (body.id !== user.id || body.user.username.toLowerCase() !== user.username.toLowerCase()) {
        throw new HttpError(403, 'You can only change your own password.');
      }
      const fields = {
        oldPassword: decryptOrReject(body.oldPassword),
        newPassword: decryptOrReject(body.newPassword),
        confirmPassword: decryptOrReject(body.confirmPassword),
      };
      const problem = user.mustChangePassword
        ? firstPasswordProblem(fields)
        : changePasswordProblem(fields, await passwordStrictness());
      if (problem) return problem;
      // The old password is a password check like a login's, under the same limits: a session
      // left open must not let anyone try passwords without end.
      const attemptId = await claimAttempt({ username: user.username, ip }, TOO_MANY_PASSWORDS);
      const profile = await repository.findProfile(db, user.id);
      if (!profile || !(await verifyPassword(profile.passwordHash, fields.oldPassword))) {
        return CHANGE_PASSWORD_MESSAGES.wrongOld;
      }
      await repository.markSucceeded(db, attemptId);
      const passwordHash = await hashPassword(fields.newPassword);
      await db.transaction(async (tx) => {
        await repository.setPasswordHash(tx, user.id, passwordHash);
        // Other browsers logged in with the old password are logged out now.
        await repository.deleteOthers(tx, user.id, user.tokenHash);
        await ended(tx, user.id);
        // The audit names the change, not the hashes.
        await writeAudit(tx, {
          userId: user.id,
          action: 'change-password',
          entity: 'user',
          entityId: String(user.id),
        });
      });
      return CHANGE_PASSWORD_MESSAGES.updated;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
