import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { createScratchDatabase, type ScratchDatabase } from './support/postgres.ts';
import { type RunningServer, seedDemo, startServer } from './support/server.ts';
import { DEMO, logIn } from './support/session.ts';

const serverUrl = process.env.DATABASE_URL;

// On PostgreSQL, so the test can age a session in the database instead of idling for a minute.
describe.skipIf(!serverUrl)('session expiry', () => {
  let database: ScratchDatabase;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    database = await createScratchDatabase(serverUrl ?? '', 'yardline_e2e');
    seedDemo(database.url);
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

  it('returns an idle user to the login page, saying the session expired', async () => {
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await logIn(adminPage, server.url, DEMO.superadmin);
    // The shortest idle limit there is: one minute.
    const changed = await adminPage.evaluate(async () => {
      const response = await fetch('/rest/metadata', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', pagepath: '/main' },
        body: JSON.stringify({ sessionExpireInIdleMins: 1 }),
      });
      return response.status;
    });
    expect(changed).toBe(200);
    await admin.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, server.url, DEMO.operator);
    // Two minutes without a request, as the server's clock sees it.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const aged = await client.query(
        `update sessions set last_access_at = last_access_at - interval '2 minutes'
         where user_id = (select id from users where username = $1)`,
        [DEMO.operator.username],
      );
      expect(aged.rowCount).toBe(1);
    } finally {
      await client.end();
    }
    await page.reload();
    await page.waitForURL(/\/login/);
    await page.getByText(/session (has )?expired/i).waitFor();
    await screenshot(page, 'session-expired');
    await context.close();
  });
});
