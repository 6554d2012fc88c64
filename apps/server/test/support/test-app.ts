import { constants, publicEncrypt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuiltInRole } from '@yardline/domain/auth/roles';
import type { Response } from 'light-my-request';
import { afterAll, beforeAll } from 'vitest';
import { type App, type AppOptions, buildApp } from '../../src/app.ts';
import type { TrustProxy } from '../../src/config.ts';
import { SESSION_COOKIE } from '../../src/plugins/access.ts';
import { insertRoleUsers, insertSmallYard, TEST_PASSWORD } from './fixtures.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface TestContext {
  app: App;
  database: TestDatabase;
  /** The app's DATA_DIR (a fresh temporary folder, removed after): files go under `files/`. */
  dataDir: string;
  /** The users of `insertRoleUsers`; empty when the test file fills the database itself. */
  userIds: Record<BuiltInRole, number>;
  encrypt(password: string): string;
  /** Logs in and returns the session cookie. */
  login(username: string, password?: string): Promise<string>;
  request(
    method: Method,
    url: string,
    options?: {
      cookie?: string;
      body?: unknown;
      headers?: Record<string, string>;
      remoteAddress?: string;
    },
  ): Promise<Response>;
}

export interface TestAppOptions {
  /** Migrate the fresh database before `fill` (default true). */
  migrated?: boolean;
  /** Fills the database before the app starts; by default one user per role and a small yard. */
  fill?: (database: TestDatabase) => Promise<void>;
  trustProxy?: TrustProxy;
  logger?: AppOptions['logger'];
  eventsHeartbeatMs?: number;
  /** A built web app to serve; none by default. */
  webDir?: string;
  /** Read when the app starts, so a test can start its SMTP server or ERP receiver first. */
  settings?: () => {
    publicUrl?: string;
    smtpUrl?: string;
    erpUrl?: string;
    mqttUrl?: string;
    mqttTopicRoot?: string;
    mqttNodeName?: string;
  };
}

/** The real app on a fresh database with one user per role and a small yard; closed after. */
export function useTestApp({
  migrated = true,
  fill,
  trustProxy = false,
  logger,
  eventsHeartbeatMs,
  webDir,
  settings,
}: TestAppOptions = {}): TestContext {
  const context = {} as TestContext;
  let publicKey = '';

  beforeAll(async () => {
    context.database = await createTestDatabase({ migrated });
    context.userIds = {} as Record<BuiltInRole, number>;
    if (fill) {
      await fill(context.database);
    } else {
      context.userIds = await insertRoleUsers(context.database.db);
      await insertSmallYard(context.database.db);
    }
    context.dataDir = await mkdtemp(join(tmpdir(), 'yardline-test-'));
    context.app = await buildApp({
      database: context.database,
      config: {
        publicUrl: undefined,
        webDir,
        trustProxy,
        dataDir: context.dataDir,
        ...settings?.(),
      },
      logger,
      eventsHeartbeatMs,
    });
    await context.app.ready();
    publicKey = (await context.app.inject({ url: '/rest/auth/public-key' })).json().publicKey;
  });

  afterAll(async () => {
    await context.app?.close();
    await context.database?.drop();
    if (context.dataDir) await rm(context.dataDir, { recursive: true, force: true });
  });

  context.encrypt = (password) =>
    publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(password),
    ).toString('base64');

  context.request = (method, url, options = {}) =>
    context.app.inject({
      method,
      url,
      remoteAddress: options.remoteAddress ?? '127.0.0.1',
      headers: {
        pagepath: '/test',
        ...(options.cookie ? { cookie: `${SESSION_COOKIE}=${options.cookie}` } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });

  context.login = async (username, password = TEST_PASSWORD) => {
    const response = await context.request('POST', '/rest/auth/login', {
      body: { username, password: context.encrypt(password) },
      // Each login from its own address, so the per-address limit stays out of other tests.
      remoteAddress: `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    if (response.statusCode !== 200 || !cookie) {
      throw new Error(`login as ${username} failed: ${response.statusCode} ${response.body}`);
    }
    return cookie.value;
  };

  return context;
}
