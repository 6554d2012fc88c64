import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { TEST_PASSWORD } from './support/fixtures.ts';
import { useTestApp } from './support/test-app.ts';

const PROXY = '10.0.0.2';

/** One app behind one proxy (a hop count), one behind a trusted range. */
const byHops = useTestApp({ trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy });
const byRange = useTestApp({ trustProxy: loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy });

async function storedAddresses(t: typeof byHops, username: string) {
  const { rows } = await t.database.pool.query<{ ip: string }>(
    'select distinct ip from login_attempts where username = $1',
    [username],
  );
  return rows.map((row) => row.ip);
}

describe('client address behind a proxy', () => {
  it('takes the address the proxy saw, however the client fills X-Forwarded-For', async () => {
    const t = byHops;
    // The client writes its own X-Forwarded-For; the proxy appends the address it really saw.
    for (let i = 0; i < 20; i++) {
      const response = await t.request('POST', '/rest/auth/login', {
        body: { username: `guess${i}`, password: t.encrypt('wrong') },
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
      });
      expect(response.statusCode).toBe(401);
    }
    expect(await storedAddresses(t, 'guess0')).toEqual(['203.0.113.7']);
    const limited = await t.request('POST', '/rest/auth/login', {
      body: { username: 'manager', password: t.encrypt(TEST_PASSWORD) },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '192.0.2.99, 203.0.113.7' },
    });
    expect(limited.statusCode).toBe(429);

    // Another client behind the same proxy is not held by the first one's failures.
    const other = await t.request('POST', '/rest/auth/login', {
      body: { username: 'manager', password: t.encrypt(TEST_PASSWORD) },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from a trusted address', async () => {
    const t = byRange;
    await t.request('POST', '/rest/auth/login', {
      body: { username: 'via-proxy', password: t.encrypt('wrong') },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '192.0.2.1, 203.0.113.7' },
    });
    expect(await storedAddresses(t, 'via-proxy')).toEqual(['203.0.113.7']);
    await t.request('POST', '/rest/auth/login', {
      body: { username: 'direct', password: t.encrypt('wrong') },
      remoteAddress: '198.51.100.50',
      headers: { 'x-forwarded-for': '192.0.2.1' },
    });
    expect(await storedAddresses(t, 'direct')).toEqual(['198.51.100.50']);
  });
});
