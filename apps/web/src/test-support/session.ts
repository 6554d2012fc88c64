/**
 * The session a screen needs, answered as the server does: who is logged in (`/rest/health`,
 * `/rest/user`), the settings they are told (`/rest/metadata`) and the password key the login and
 * change-password forms encrypt with.
 */
import { defaultPermissions, type Permissions } from '@yardline/domain/auth/permissions';
import { type BuiltInRole, ROLE_DISPLAY_NAMES } from '@yardline/domain/auth/roles';
import {
  DEFAULT_METADATA,
  type Metadata,
  MetadataView,
  settingsFor,
} from '@yardline/domain/metadata/metadata.schema';
import {
  CurrentUser,
  HealthResponse,
  LANDING_PAGE,
  PublicKeyResponse,
  SessionState,
} from '@yardline/domain/session/session.schema';
import type { FakeApi } from './fake-api.ts';
import { sendLiveEvent } from './live-events.ts';

/** The demo terminal's users, one per built-in role (as the seed makes them). */
export const DEMO_USERS: Record<BuiltInRole, { id: number; username: string }> = {
  superadmin: { id: 1, username: 'superadmin' },
  admin: { id: 2, username: 'admin' },
  operator: { id: 3, username: 'operator' },
  manager: { id: 4, username: 'manager' },
  gateinuser: { id: 5, username: 'gatein' },
  gateoutuser: { id: 6, username: 'gateout' },
  kiosk: { id: 7, username: 'kiosk' },
};

export interface SessionOptions {
  /** Stored flags overriding the role's defaults. */
  permissions?: Partial<Permissions>;
  /** Product settings other than the defaults. */
  metadata?: Partial<Metadata>;
  /** Logged in with a one-time password: the server allows nothing but choosing one's own. */
  mustChangePassword?: boolean;
}

/** `/rest/health` for a demo user of `role`. */
export function healthOf(role: BuiltInRole, options: SessionOptions = {}): HealthResponse {
  const user = DEMO_USERS[role];
  const metadata = { ...DEFAULT_METADATA, ...options.metadata };
  return HealthResponse.parse({
    userId: user.id,
    roleId: user.id,
    role: ROLE_DISPLAY_NAMES[role],
    roleKey: role,
    userName: user.username,
    permissions: { ...defaultPermissions(role), ...options.permissions },
    landingPage: LANDING_PAGE,
    enterpriseVersion: metadata.enterpriseVersion,
    mustChangePassword: options.mustChangePassword ?? false,
  });
}

/** Answers the session's reads for a demo user of `role`; returns who that is. */
export function logInAs(api: FakeApi, role: BuiltInRole, options: SessionOptions = {}) {
  const health = healthOf(role, options);
  const metadata = { ...DEFAULT_METADATA, ...options.metadata };
  api
    .on('GET /rest/health', { response: HealthResponse }, () => health)
    .on('GET /rest/user', { response: CurrentUser }, () => ({
      id: health.userId,
      username: health.userName,
      email: null,
      phone: null,
      address: null,
      role: health.role,
      permissions: health.permissions,
    }))
    .on('GET /rest/metadata', { response: MetadataView }, () => settingsFor(health, metadata))
    .on('GET /rest/auth/session', { response: SessionState }, () => ({
      signedIn: true as const,
      landingPage: health.landingPage,
    }));
  answerPasswordKey(api);
  return health;
}

/**
 * A superadmin changes the settings elsewhere: the server answers `role` with them from now on
 * and says so on the event stream, as it does on `PUT /rest/metadata`.
 */
export function settingsChange(api: FakeApi, role: BuiltInRole, metadata: Partial<Metadata>) {
  logInAs(api, role, { metadata });
  sendLiveEvent({
    type: 'metadata.changed',
    at: new Date().toISOString(),
    data: { keys: Object.keys(metadata) },
  });
}

/** A visitor: every call that needs a session is refused as the server refuses it. */
export function loggedOut(api: FakeApi): void {
  api
    .refuses('GET /rest/health', 401, 'Your session has ended. Log in again.')
    .on('GET /rest/auth/session', { response: SessionState }, () => ({ signedIn: false as const }));
  answerPasswordKey(api);
}

let keys: Promise<CryptoKeyPair> | undefined;

/** The test server's RSA-OAEP key pair, made once per test file. */
const passwordKeys = () => {
  keys ??= crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  return keys;
};

async function publicKeyPem(): Promise<string> {
  const spki = new Uint8Array(
    await crypto.subtle.exportKey('spki', (await passwordKeys()).publicKey),
  );
  const base64 = btoa(String.fromCharCode(...spki));
  return `-----BEGIN PUBLIC KEY-----\n${base64.replace(/.{64}/g, '$&\n')}\n-----END PUBLIC KEY-----\n`;
}

function answerPasswordKey(api: FakeApi): void {
  api.on('GET /rest/auth/public-key', { response: PublicKeyResponse }, async () => ({
    algorithm: 'RSA-OAEP-256' as const,
    publicKey: await publicKeyPem(),
  }));
}

/** A password as the form typed it, read from what the browser sent (as the server reads it). */
export async function readPassword(encrypted: string): Promise<string> {
  const cipher = Uint8Array.from(atob(encrypted), (char) => char.charCodeAt(0));
  const plain = await crypto.subtle.decrypt(
    { name: 'RSA-OAEP' },
    (await passwordKeys()).privateKey,
    cipher,
  );
  return new TextDecoder().decode(plain);
}
