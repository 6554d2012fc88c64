import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/test-app.ts';

// A built web app: the page and one hashed asset.
const webDir = mkdtempSync(join(tmpdir(), 'yardline-web-'));
mkdirSync(join(webDir, 'assets'));
writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Yardline</title>');
writeFileSync(join(webDir, 'assets/app-1a2b3c.js'), 'export {};');
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const HTTPS_ONLY = /upgrade-insecure-requests/;

describe('served over plain http (no https PUBLIC_URL)', () => {
  const t = useTestApp({ webDir });

  it('asks no browser to use https only: no HSTS, no upgrade-insecure-requests', async () => {
    for (const url of ['/', '/rest/ping']) {
      const response = await t.app.inject({ url });
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
      expect(response.headers['content-security-policy'], url).not.toMatch(HTTPS_ONLY);
    }
  });

  it('lets no cache keep a /rest answer, and keeps the caching the others ask for', async () => {
    const cookie = await t.login('admin');
    for (const url of ['/rest/user', '/rest/users?skip=1&limit=15', '/rest/no/such/thing']) {
      const response = await t.request('GET', url, { cookie });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await t.request('GET', '/rest/user');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    // The layout is revalidated by its ETag; hashed assets never change in place.
    const layout = await t.request('GET', '/rest/yard/layout', { cookie });
    expect(layout.headers['cache-control']).toBe('private, no-cache');
    const asset = await t.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('served at an https PUBLIC_URL', () => {
  const t = useTestApp({ webDir, settings: () => ({ publicUrl: 'https://yard.example' }) });

  it('tells browsers to keep to https: HSTS and upgrade-insecure-requests', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['content-security-policy']).toMatch(HTTPS_ONLY);
  });
});
