import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/plugins/access.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

describe('errors', () => {
  it('answers unknown /rest paths with a JSON 404', async () => {
    const response = await t.request('GET', '/rest/no/such/thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/rest/auth/login',
      headers: { pagepath: '/login', 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).not.toMatch(/at |\/work|node_modules/);
  });

  it('refuses a JSON body nested more than 64 levels deep, and takes one 64 deep', async () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    for (const depth of [65, 5_000, 100_000]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/rest/auth/login',
        headers: { pagepath: '/login', 'content-type': 'application/json' },
        payload: `{"username":"admin","password":${nested(depth - 1)}}`,
      });
      expect(response.statusCode, `${depth}`).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'JSON_TOO_DEEP',
        message: 'The JSON body is nested more than 64 levels deep.',
      });
    }
    const deepest = await t.app.inject({
      method: 'POST',
      url: '/rest/auth/login',
      headers: { pagepath: '/login', 'content-type': 'application/json' },
      payload: `{"username":"admin","password":${nested(63)}}`,
    });
    expect(deepest.json().code).toBe('VALIDATION');
  });

  it('answers a bad path parameter with a 400 naming it', async () => {
    const cookie = await t.login('admin');
    const response = await t.request('GET', '/rest/machines/not-an-id', { cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/params id/);
  });

  it('rejects unknown metadata keys and wrong value types', async () => {
    const cookie = await t.login('superadmin');
    const unknown = await t.request('PUT', '/rest/metadata', { cookie, body: { colour: 'red' } });
    expect(unknown.statusCode).toBe(400);
    const wrongType = await t.request('PUT', '/rest/metadata', {
      cookie,
      body: { sessionExpireInIdleMins: 'soon' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/sessionExpireInIdleMins/);
  });
});

describe('cross-site request protection', () => {
  it('refuses a mutating call without the PagePath header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/rest/auth/login',
      payload: { username: 'admin', password: 'x' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF');
  });

  it('refuses a mutating call from a foreign Origin', async () => {
    const response = await t.request('POST', '/rest/auth/login', {
      body: { username: 'admin', password: 'x' },
      headers: { origin: 'https://evil.example', host: 'yard.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF');
  });

  it('checks the route a percent-encoded path reaches, not the raw URL', async () => {
    const cookie = await t.login('superadmin');
    for (const url of ['/%72est/metadata', '/rest/%6detadata', '/rest//metadata']) {
      const response = await t.app.inject({
        method: 'PUT',
        url,
        headers: {
          cookie: `yardline_session=${cookie}`,
          origin: 'https://evil.example',
          host: 'yard.example',
        },
        payload: { dataRefreshRate: 45 },
      });
      expect(response.statusCode, url).not.toBe(200);
      if (response.statusCode === 403) expect(response.json().code, url).toBe('CSRF');
    }
    const encoded = await t.app.inject({
      method: 'PUT',
      url: '/%72est/metadata',
      headers: { cookie: `yardline_session=${cookie}`, origin: 'https://evil.example' },
      payload: { dataRefreshRate: 45 },
    });
    expect(encoded.statusCode).toBe(403);
    expect(encoded.json().code).toBe('CSRF');
  });

  it('refuses a mutating call a browser marks as from another site', async () => {
    const cookie = await t.login('superadmin');
    for (const site of ['cross-site', 'same-site']) {
      const response = await t.request('PUT', '/rest/metadata', {
        cookie,
        body: { dataRefreshRate: 45 },
        headers: { 'sec-fetch-site': site },
      });
      expect(response.statusCode, site).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'CSRF',
        message: 'The request came from another site.',
      });
    }
    for (const site of ['same-origin', 'none']) {
      const response = await t.request('PUT', '/rest/metadata', {
        cookie,
        body: { dataRefreshRate: 45 },
        headers: { 'sec-fetch-site': site },
      });
      expect(response.statusCode, site).toBe(200);
    }
  });

  it('logs out with a GET (document 1 §7) or a POST, never from another site', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const cookie = await t.login('operator');
      const foreignSites: Record<string, string>[] = [
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'https://evil.example' },
      ];
      for (const headers of foreignSites) {
        const foreign = await t.request(method, '/rest/user/logout', { cookie, headers });
        expect(foreign.statusCode, method).toBe(403);
      }
      // A link or an image on another page sends no PagePath header.
      const link = await t.app.inject({
        method,
        url: '/rest/user/logout',
        headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
      });
      expect(link.statusCode, method).toBe(403);
      expect((await t.request('GET', '/rest/health', { cookie })).statusCode).toBe(200);

      const own = await t.request(method, '/rest/user/logout', { cookie });
      expect(own.statusCode, method).toBe(200);
      expect(own.json()).toEqual({ status: 'loggedOut' });
      expect((await t.request('GET', '/rest/health', { cookie })).statusCode).toBe(401);
    }
  });

  it('accepts a same-origin call', async () => {
    const response = await t.request('POST', '/rest/auth/login', {
      body: { username: 'nobody', password: t.encrypt('x') },
      headers: { origin: 'http://yard.example', host: 'yard.example' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('API reference', () => {
  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await t.request('GET', '/rest/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths;
    expect(paths['/rest/health']).toBeDefined();
    expect(paths['/rest/auth/login'].post.requestBody).toBeDefined();
  });

  it('answers liveness without a session or the database', async () => {
    expect((await t.request('GET', '/rest/ping')).json()).toEqual({ status: 'ok' });
  });
});
