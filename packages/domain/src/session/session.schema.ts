import { z } from 'zod';
import { Permissions } from '../auth/permissions.ts';

/** GET /rest/auth/public-key: the RSA key the browser encrypts passwords with (RSA-OAEP, SHA-256). */
export const PublicKeyResponse = z.object({
  algorithm: z.literal('RSA-OAEP-256'),
  /** SubjectPublicKeyInfo, PEM encoded. */
  publicKey: z.string(),
});
export type PublicKeyResponse = z.infer<typeof PublicKeyResponse>;

/** A password as the browser sends it: RSA-OAEP ciphertext, base64. */
export const EncryptedPassword = z.string().min(1, 'Password is required').max(1024);

export const LoginBody = z.object({
  username: z.string().trim().min(1, 'Username is required').max(100),
  password: EncryptedPassword,
});
export type LoginBody = z.infer<typeof LoginBody>;

export const LoginResponse = z.object({ landingPage: z.string() });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** GET /rest/health: who is logged in and what they may open (doc 1 §3, §6). */
export const HealthResponse = z.object({
  role: z.string(),
  userName: z.string(),
  permissions: Permissions,
  landingPage: z.string(),
  enterpriseVersion: z.boolean(),
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

/** Where a user lands after login: the first screen every role may open. */
export const LANDING_PAGE = '/main';
