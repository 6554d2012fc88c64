import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../test/support/fixtures.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { DEVICE_COOKIE } from './device-cookie.ts';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS } from './session.service.ts';

const t = useTestApp();

const countStatuses = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

const login = (username: string, password: string, remoteAddress: string) =>
  t.request('POST', '/rest/auth/login', {
    body: { username, password: t.encrypt(password) },
    remoteAddress,
  });

describe('login limits under concurrency', () => {
  it('locks an account when 40 wrong passwords arrive at once', async () => {
    const wrong = t.encrypt('Wrong!pass1');
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.request('POST', '/rest/auth/login', {
          body: { username: 'operator', password: wrong },
          remoteAddress: `10.40.${i}.1`,
        }),
      ),
    );
    const statuses = countStatuses(responses.map((response) => response.statusCode));
    expect(statuses).toEqual({
      401: MAX_FAILURES_PER_ACCOUNT,
      429: 40 - MAX_FAILURES_PER_ACCOUNT,
    });
    expect((await login('operator', TEST_PASSWORD, '10.41.0.1')).statusCode).toBe(429);
  });

  it('locks an address when 40 guesses at different accounts arrive at once', async () => {
    const wrong = t.encrypt('Wrong!pass1');
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.request('POST', '/rest/auth/login', {
          body: { username: `guess${i}`, password: wrong },
          remoteAddress: '10.42.0.1',
        }),
      ),
    );
    const statuses = countStatuses(responses.map((response) => response.statusCode));
    expect(statuses).toEqual({
      401: MAX_FAILURES_PER_ADDRESS,
      429: 40 - MAX_FAILURES_PER_ADDRESS,
    });
    expect((await login('manager', TEST_PASSWORD, '10.42.0.1')).statusCode).toBe(429);
  });

  it('does not count a successful login as a failure', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT + 2; i++) {
      expect((await login('admin', TEST_PASSWORD, `10.43.0.${i}`)).statusCode).toBe(200);
    }
  });
});

describe('change password limits', () => {
  const change = (cookie: string, oldPassword: string, remoteAddress = '10.44.0.1') =>
    t.request('POST', '/rest/user/change-password', {
      cookie,
      remoteAddress,
      body: {
        id: t.userIds.gateinuser,
        oldPassword: t.encrypt(oldPassword),
        newPassword: t.encrypt('Fresh!pass9'),
        confirmPassword: t.encrypt('Fresh!pass9'),
        user: { username: 'gateinuser' },
      },
    });

  it('limits wrong old passwords as logins are limited, concurrent ones included', async () => {
    const cookie = await t.login('gateinuser');
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => change(cookie, 'Wrong!pass1', `10.45.${i}.1`)),
    );
    const answers = countStatuses(responses.map((response) => response.statusCode));
    expect(answers).toEqual({ 200: MAX_FAILURES_PER_ACCOUNT, 429: 40 - MAX_FAILURES_PER_ACCOUNT });
    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused?.json().message).toMatch(/Too many wrong passwords/);
    // The right old password is refused too until the window passes, and so is a login.
    expect((await change(cookie, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await login('gateinuser', TEST_PASSWORD, '10.46.0.1')).statusCode).toBe(429);
  });
});

describe('a device that logged in before (NIST 800-63B §5.2.2)', () => {
  const fromDevice = (username: string, password: string, remoteAddress: string, device = '') =>
    t.request('POST', '/rest/auth/login', {
      body: { username, password: t.encrypt(password) },
      remoteAddress,
      headers: device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {},
    });
  /** Logs in and returns the device cookie the login set (with what the device held before). */
  const deviceOf = async (username: string, remoteAddress: string, device = '') => {
    const response = await fromDevice(username, TEST_PASSWORD, remoteAddress, device);
    expect(response.statusCode, response.body).toBe(200);
    const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
    if (!cookie) throw new Error('no device cookie set');
    return cookie;
  };
  const lockAccount = async (username: string, net: number) => {
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      await login(username, 'Wrong!pass1', `10.${net}.${i}.9`);
    }
    expect((await login(username, TEST_PASSWORD, `10.${net}.99.9`)).statusCode).toBe(429);
  };

  it('is remembered by a long-lived, httpOnly, SameSite=Strict cookie sent only to the login', async () => {
    const cookie = await deviceOf('kiosk', '10.60.0.1');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/rest/auth/login' });
    expect(cookie.maxAge).toBeGreaterThanOrEqual(180 * 24 * 3600);
  });

  it("lets the right password through a locked account, from that user's device only", async () => {
    const device = (await deviceOf('superadmin', '10.61.0.1')).value;
    await lockAccount('superadmin', 62);
    expect((await fromDevice('superadmin', TEST_PASSWORD, '10.61.0.1', device)).statusCode).toBe(
      200,
    );
    // Another user's device, or a cookie altered by hand, opens nothing.
    const other = (await deviceOf('manager', '10.61.0.2')).value;
    expect((await fromDevice('superadmin', TEST_PASSWORD, '10.61.0.2', other)).statusCode).toBe(
      429,
    );
    const forged = device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await fromDevice('superadmin', TEST_PASSWORD, '10.61.0.1', forged)).statusCode).toBe(
      429,
    );
  });

  it("lets a shared address's known devices through when the address is locked", async () => {
    const gate = '10.63.0.1';
    const device = (await deviceOf('gateoutuser', gate)).value;
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      await login(`stranger${i}`, 'Wrong!pass1', gate);
    }
    expect((await login('kiosk', TEST_PASSWORD, gate)).statusCode).toBe(429);
    expect((await fromDevice('gateoutuser', TEST_PASSWORD, gate, device)).statusCode).toBe(200);
  });

  it('keeps every user of a shared device', async () => {
    const first = (await deviceOf('manager', '10.64.0.1')).value;
    const both = (await deviceOf('gateoutuser', '10.64.0.1', first)).value;
    await lockAccount('manager', 65);
    expect((await fromDevice('manager', TEST_PASSWORD, '10.64.0.1', both)).statusCode).toBe(200);
  });

  it('still counts its wrong passwords, and stops it after as many as an account may have', async () => {
    const device = (await deviceOf('admin', '10.66.0.1')).value;
    await lockAccount('admin', 67);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      const wrong = await fromDevice('admin', 'Wrong!pass1', '10.66.0.1', device);
      expect(wrong.statusCode).toBe(401);
    }
    expect((await fromDevice('admin', TEST_PASSWORD, '10.66.0.1', device)).statusCode).toBe(429);
    const { rows } = await t.database.pool.query(
      "select count(*)::int as failures from login_attempts where lower(username) = 'admin' and not succeeded",
    );
    expect(rows[0].failures).toBe(2 * MAX_FAILURES_PER_ACCOUNT);
  });
});
