import { defaultPermissions } from '@yardline/domain/auth/permissions';
import { BUILT_IN_ROLES, ROLE_DISPLAY_NAMES } from '@yardline/domain/auth/roles';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../test/support/fixtures.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { SESSION_COOKIE } from '../../plugins/access.ts';
import { hashToken } from './session.service.ts';

const t = useTestApp();

describe('login', () => {
  it('hands out an RSA public key for password encryption', async () => {
    const response = await t.request('GET', '/rest/auth/public-key');
    expect(response.statusCode).toBe(200);
    expect(response.json().algorithm).toBe('RSA-OAEP-256');
    expect(response.json().publicKey).toContain('BEGIN PUBLIC KEY');
  });

  it('logs in with an encrypted password and sets an HttpOnly SameSite cookie', async () => {
    const response = await t.request('POST', '/rest/auth/login', {
      body: { username: 'Admin', password: t.encrypt(TEST_PASSWORD) },
      remoteAddress: '10.9.0.1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ landingPage: '/main' });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
  });

  it('stores argon2id hashes, never the password', async () => {
    const result = await t.database.db.execute<{ password_hash: string }>(
      sql`select password_hash from users where username = 'admin'`,
    );
    expect(result.rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers an unknown user and a wrong password the same way', async () => {
    const wrong = await t.request('POST', '/rest/auth/login', {
      body: { username: 'operator', password: t.encrypt('nope') },
      remoteAddress: '10.9.0.2',
    });
    const unknown = await t.request('POST', '/rest/auth/login', {
      body: { username: 'nobody', password: t.encrypt('nope') },
      remoteAddress: '10.9.0.2',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid username or password');
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a password that was not encrypted with the key', async () => {
    const response = await t.request('POST', '/rest/auth/login', {
      body: { username: 'admin', password: Buffer.from(TEST_PASSWORD).toString('base64') },
      remoteAddress: '10.9.0.3',
    });
    expect(response.statusCode).toBe(400);
  });

  it('rejects bad input with a 400 that names the field', async () => {
    const response = await t.request('POST', '/rest/auth/login', {
      body: { username: '' },
      remoteAddress: '10.9.0.4',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/username/i);
  });

  it('locks an account after five failures, even with the right password', async () => {
    // An account of its own (the kiosk's password and role), so the lock stays out of other tests.
    await t.database.db.execute(sql`
      insert into users (username, password_hash, role_id, email)
      select 'kiosk2', password_hash, role_id, 'kiosk2@example.com' from users where username = 'kiosk'`);
    for (let i = 0; i < 5; i++) {
      await t.request('POST', '/rest/auth/login', {
        body: { username: 'kiosk2', password: t.encrypt('wrong') },
        remoteAddress: `10.8.0.${i}`,
      });
    }
    const response = await t.request('POST', '/rest/auth/login', {
      body: { username: 'kiosk2', password: t.encrypt(TEST_PASSWORD) },
      remoteAddress: '10.8.0.99',
    });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(/Too many failed logins/);
  });

  it('limits failures per address across accounts', async () => {
    for (let i = 0; i < 20; i++) {
      await t.request('POST', '/rest/auth/login', {
        body: { username: `guess${i}`, password: t.encrypt('wrong') },
        remoteAddress: '10.7.0.1',
      });
    }
    const response = await t.request('POST', '/rest/auth/login', {
      body: { username: 'manager', password: t.encrypt(TEST_PASSWORD) },
      remoteAddress: '10.7.0.1',
    });
    expect(response.statusCode).toBe(429);
  });
});

describe('session', () => {
  it.each(BUILT_IN_ROLES)(
    'answers health to %s with role, userName, the role’s permissions and landingPage',
    async (role) => {
      const cookie = await t.login(role);
      const response = await t.request('GET', '/rest/health', { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        role: ROLE_DISPLAY_NAMES[role],
        roleKey: role,
        permissions: defaultPermissions(role),
        landingPage: '/main',
      });
    },
  );

  it('tells the login page whether the browser is logged in, without a 401 or extending the session', async () => {
    for (const cookie of [undefined, 'forged']) {
      const visitor = await t.request('GET', '/rest/auth/session', cookie ? { cookie } : {});
      expect(visitor.statusCode).toBe(200);
      expect(visitor.json()).toEqual({ signedIn: false });
    }
    const cookie = await t.login('gateinuser');
    // Idle for ten minutes: a request that counted as activity would write a new last access.
    const lastAccess = async () =>
      (
        await t.database.db.execute<{ idle: boolean }>(sql`
          select last_access_at < now() - interval '9 minutes' as idle from sessions
          where token_hash = ${hashToken(cookie)}`)
      ).rows[0]?.idle;
    await t.database.db.execute(sql`
      update sessions set last_access_at = now() - interval '10 minutes'
      where token_hash = ${hashToken(cookie)}`);
    const answer = await t.request('GET', '/rest/auth/session', { cookie });
    expect(answer.json()).toEqual({ signedIn: true, landingPage: '/main' });
    expect(await lastAccess()).toBe(true);
    await t.request('GET', '/rest/health', { cookie });
    expect(await lastAccess()).toBe(false);
    await t.request('POST', '/rest/user/logout', { cookie });
    expect((await t.request('GET', '/rest/auth/session', { cookie })).json()).toEqual({
      signedIn: false,
    });
  });

  it('answers 401 without a session, or with an unknown one', async () => {
    expect((await t.request('GET', '/rest/health')).statusCode).toBe(401);
    expect((await t.request('GET', '/rest/health', { cookie: 'forged' })).statusCode).toBe(401);
  });

  it('returns the logged-in user without the password hash', async () => {
    const cookie = await t.login('manager');
    const response = await t.request('GET', '/rest/user', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'manager', role: 'Manager' });
    expect(response.body).not.toContain('argon2');
  });

  it('ends the session on logout', async () => {
    const cookie = await t.login('admin');
    expect((await t.request('POST', '/rest/user/logout', { cookie })).statusCode).toBe(200);
    expect((await t.request('GET', '/rest/health', { cookie })).statusCode).toBe(401);
  });

  it('expires after sessionExpireInIdleMins of idleness', async () => {
    const cookie = await t.login('gateinuser');
    await t.database.db.execute(
      sql`update sessions set last_access_at = now() - interval '31 minutes'`,
    );
    expect((await t.request('GET', '/rest/health', { cookie })).statusCode).toBe(401);
  });

  it('extends the session on every request', async () => {
    const cookie = await t.login('gateoutuser');
    await t.database.db.execute(
      sql`update sessions set last_access_at = now() - interval '29 minutes'`,
    );
    expect((await t.request('GET', '/rest/health', { cookie })).statusCode).toBe(200);
    // Had the request not extended it, the session would now be 58 minutes idle.
    await t.database.db.execute(
      sql`update sessions set last_access_at = last_access_at - interval '29 minutes'`,
    );
    expect((await t.request('GET', '/rest/health', { cookie })).statusCode).toBe(200);
  });

  it('expires 12 hours after login however busy', async () => {
    const cookie = await t.login('superadmin');
    await t.database.db.execute(
      sql`update sessions set created_at = now() - interval '12 hours 1 minute'`,
    );
    expect((await t.request('GET', '/rest/health', { cookie })).statusCode).toBe(401);
  });
});
