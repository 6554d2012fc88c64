import { describe, expect, it } from 'vitest';
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
} from '../src/platform/session/session.service.ts';
import { TEST_PASSWORD } from './support/fixtures.ts';
import { useTestApp } from './support/test-app.ts';

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
