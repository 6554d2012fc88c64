import { createHash, randomBytes } from 'node:crypto';
import { effectivePermissions, type Permissions } from '@yardline/domain/auth/permissions';
import {
  CHANGE_PASSWORD_MESSAGES,
  type ChangePasswordBody,
  changePasswordProblem,
} from '@yardline/domain/session/change-password';
import { LANDING_PAGE } from '@yardline/domain/session/session.schema';
import { HttpError, unauthenticated } from '../../http/http-error.ts';
import type { PasswordCrypto } from './password-crypto.ts';
import { decoyHash, hashPassword, verifyPassword } from './password-hash.ts';
import type { SessionRepository, SessionRow } from './session.repository.ts';

export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const INVALID_LOGIN = 'Invalid username or password';

export interface SessionUser {
  id: number;
  username: string;
  role: string;
  permissions: Permissions;
  tokenHash: string;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionServiceDeps {
  repository: SessionRepository;
  crypto: PasswordCrypto;
  passwordStrictness: () => Promise<boolean>;
}

export function createSessionService({
  repository,
  crypto,
  passwordStrictness,
}: SessionServiceDeps) {
  function decryptOrReject(ciphertext: string): string {
    const plain = crypto.decrypt(ciphertext);
    if (plain === undefined) {
      throw new HttpError(400, 'The password could not be read. Reload the page and try again.');
    }
    return plain;
  }

  return {
    publicKey: () => crypto.publicKeyPem,

    async login(input: { username: string; password: string; ip: string; userAgent?: string }) {
      const since = new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60_000);
      const failures = await repository.recentFailures(input.username, input.ip, since);
      if (
        failures.byUser >= MAX_FAILURES_PER_ACCOUNT ||
        failures.byIp >= MAX_FAILURES_PER_ADDRESS
      ) {
        throw new HttpError(
          429,
          `Too many failed logins. Wait ${LOGIN_WINDOW_MINUTES} minutes and try again.`,
        );
      }
      const password = decryptOrReject(input.password);
      const user = await repository.findCredentials(input.username);
      // Verify against a decoy when the user is unknown: same answer, same time.
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
      await repository.recordAttempt({
        username: input.username,
        ip: input.ip,
        succeeded: Boolean(user && valid),
      });
      if (!user || !valid) throw new HttpError(401, INVALID_LOGIN);
      const token = randomBytes(32).toString('base64url');
      await repository.create({
        tokenHash: hashToken(token),
        userId: user.id,
        ip: input.ip,
        userAgent: input.userAgent,
      });
      return { token, landingPage: LANDING_PAGE };
    },

    /** The user behind a session cookie, or undefined when it is unknown or expired. */
    async authenticate(
      token: string,
    ): Promise<(SessionUser & Pick<SessionRow, 'enterpriseVersion'>) | undefined> {
      const tokenHash = hashToken(token);
      const row = await repository.touch(tokenHash);
      if (!row) return undefined;
      return {
        id: row.userId,
        username: row.username,
        role: row.role,
        permissions: effectivePermissions(row.role, row.flags),
        tokenHash,
        enterpriseVersion: row.enterpriseVersion,
      };
    },

    logout: (user: SessionUser) => repository.delete(user.tokenHash),

    async profile(user: SessionUser) {
      const profile = await repository.findProfile(user.id);
      if (!profile) throw unauthenticated();
      const { passwordHash: _, ...rest } = profile;
      return { ...rest, permissions: user.permissions };
    },

    /** Doc 3 §4, §5, §8: answers 'passwordUpdated' or the message to show. */
    async changePassword(user: SessionUser, body: ChangePasswordBody): Promise<string> {
      if (body.id !== user.id || body.user.username.toLowerCase() !== user.username.toLowerCase()) {
        throw new HttpError(403, 'You can only change your own password.');
      }
      const fields = {
        oldPassword: decryptOrReject(body.oldPassword),
        newPassword: decryptOrReject(body.newPassword),
        confirmPassword: decryptOrReject(body.confirmPassword),
      };
      const problem = changePasswordProblem(fields, await passwordStrictness());
      if (problem) return problem;
      const profile = await repository.findProfile(user.id);
      if (!profile || !(await verifyPassword(profile.passwordHash, fields.oldPassword))) {
        return CHANGE_PASSWORD_MESSAGES.wrongOld;
      }
      await repository.setPasswordHash(user.id, await hashPassword(fields.newPassword));
      // Other browsers logged in with the old password are logged out now.
      await repository.deleteOthers(user.id, user.tokenHash);
      return CHANGE_PASSWORD_MESSAGES.updated;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
