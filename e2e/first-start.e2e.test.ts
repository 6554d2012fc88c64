import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { createScratchDatabase, type ScratchDatabase } from './support/postgres.ts';
import { type RunningServer, startServer } from './support/server.ts';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('first start on an empty PostgreSQL database', () => {
  let database: ScratchDatabase;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    database = await createScratchDatabase(serverUrl ?? '', 'yardline_e2e');
    [server, browser] = await Promise.all([
      startServer({ env: { DATABASE_URL: database.url } }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  it('makes the first superadmin choose a password, then opens the app', async () => {
    const printed = /one-time password[^\n]*\n\s*\n\s+(\S+)\n/.exec(server.output());
    const oneTime = printed?.[1] ?? '';
    expect(oneTime).not.toBe('');
    expect(server.output()).not.toContain('demo terminal');

    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Username').fill('superadmin');
    await page.getByLabel('Password').fill(oneTime);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL(/\/change-password$/);
    const form = page.getByRole('region', { name: 'Choose your password' });
    await form.getByLabel('One-time password').waitFor();
    // No way round it: another screen's address leads back here.
    await page.goto(`${server.url}/main`);
    await page.waitForURL(/\/change-password$/);
    await form.getByLabel('One-time password').fill(oneTime);
    await form.getByLabel('New password', { exact: true }).fill('Harbour!2026');
    await form.getByLabel('Confirm password').fill('Harbour!2026');
    await screenshot(page, 'first-login-change-password');
    await form.getByLabel('Confirm password').press('Enter');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/main');
    await expect(page.getByTestId('current-user').innerText()).resolves.toContain('superadmin');
    await screenshot(page, 'first-login-home');
    await page.close();
  });
});
