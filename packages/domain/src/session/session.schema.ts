import { z } from 'zod';
import { Permissions } from '../auth/permissions.ts';
import { RoleKey } from '../auth/roles.ts';
import { TextLine } from '../common/text.ts';

/** GET /rest/auth/public-key: the RSA key the browser encrypts passwords with (RSA-OAEP, SHA-256). */
export const PublicKeyResponse = z.object({
  algorithm: z.literal('RSA-OAEP-256'),
  /** SubjectPublicKeyInfo, PEM encoded. */
  publicKey: z.string(),
});
export type PublicKeyResponse = z.infer<typeof PublicKeyResponse>;

/** A password as the browser sends it: RSA-OAEP ciphertext, base64. */
export const EncryptedPassword = TextLine.min(1, 'Password is required').max(1024);

export const LoginBody = z.object({
  username: TextLine.trim().min(1, 'Username is required').max(100),
  password: EncryptedPassword,
});
export type LoginBody = z.infer<typeof LoginBody>;

/** The 401 for an unknown user or a wrong password: the same words for both. */
export const INVALID_LOGIN = 'Invalid username or password';

export const LoginResponse = z.object({ landingPage: z.string() });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** GET /rest/health: who is logged in and what they may open (doc 1 §3, §6). */
export const HealthResponse = z.object({
  /** The user's and their role's ids: what the Users screen checks its own changes against. */
  userId: z.number().int(),
  roleId: z.number().int(),
  role: z.string(),
  /** The built-in role's key (null for a custom role): what the app's role checks look at. */
  roleKey: RoleKey,
  userName: z.string(),
  permissions: Permissions,
  landingPage: z.string(),
  enterpriseVersion: z.boolean(),
  /** The user logged in with a one-time password: only changing it is allowed. */
  mustChangePassword: z.boolean(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** GET /rest/user: the logged-in user and permissions. */
export const CurrentUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  role: z.string(),
  permissions: Permissions,
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const LogoutResponse = z.object({ status: z.literal('loggedOut') });

/**
 * GET /rest/auth/session: whether this browser holds a live session, and where it lands. The
 * login page asks it (a visitor is the usual case there, not a refusal to answer 401 to).
 */
export const SessionState = z.discriminatedUnion('signedIn', [
  z.object({ signedIn: z.literal(false) }),
  z.object({ signedIn: z.literal(true), landingPage: z.string() }),
]);
export type SessionState = z.infer<typeof SessionState>;

/** Where a user lands after login: the first screen every role may open. */
export const LANDING_PAGE = '/main';

/** Where a user who must change a one-time password lands, and the only screen they may open. */
export const CHANGE_PASSWORD_PATH = '/change-password';

/** The 403 every other call gets until the one-time password is changed. */
export const PASSWORD_CHANGE_REQUIRED = {
  code: 'PASSWORD_CHANGE_REQUIRED',
  message: 'Choose a new password first: the one you logged in with was for one time only.',
} as const;
