import { constants, publicEncrypt } from 'node:crypto';
import type { BuiltInRole } from '@yardline/domain/auth/roles';
import type { Response } from 'light-my-request';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { SESSION_COOKIE } from '../../src/plugins/access.ts';
import { insertRoleUsers, insertSmallYard, TEST_PASSWORD } from './fixtures.ts';
import { createTestDatabase } from './test-database.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface TestContext {
  app: App;
  database: Awaited<ReturnType<typeof createTestDatabase>>;
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

/** The real app on a fresh database with one user per role and a small yard; closed after. */
export function useTestApp(): TestContext {
  const context = {} as TestContext;
  let publicKey = '';

  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.userIds = await insertRoleUsers(context.database.db);
    await insertSmallYard(context.database.db);
    context.app = await buildApp({
      database: context.database,
      config: { publicUrl: undefined, webDir: undefined, trustProxy: false },
    });
    await context.app.ready();
    publicKey = (await context.app.inject({ url: '/rest/auth/public-key' })).json().publicKey;
  });

  afterAll(async () => {
    await context.app?.close();
    await context.database?.drop();
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
