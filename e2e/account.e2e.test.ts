import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { DEMO, logIn } from './support/session.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openChangePassword(page: import('playwright-core').Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  return page.getByRole('dialog', { name: 'Change password' });
}

describe('change password', () => {
  it('explains what is wrong, word for word', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, server.url, DEMO.gateinuser);
    const dialog = await openChangePassword(page);
    await dialog.getByLabel('Old password').fill(DEMO.gateinuser.password);
    await dialog.getByLabel('Old password').press('Enter');
    await dialog.getByText('All fields are required').waitFor();
    await dialog.getByLabel('New password', { exact: true }).fill('Other!pass1');
    await dialog.getByLabel('Confirm password').fill('Other!pass2');
    await dialog.getByLabel('Confirm password').press('Enter');
    await dialog.getByText("Password and confirm password don't match up").waitFor();
    await screenshot(page, 'change-password');
    await context.close();
  });

  it('changes the password, logs out after two seconds, and the new one works', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, server.url, DEMO.gateoutuser);
    const dialog = await openChangePassword(page);
    await dialog.getByLabel('Old password').fill(DEMO.gateoutuser.password);
    await dialog.getByLabel('New password', { exact: true }).fill('Gate!Out2026');
    await dialog.getByLabel('Confirm password').fill('Gate!Out2026');
    await dialog.getByLabel('Confirm password').press('Enter');
    await page
      .getByText(/password (was |has been )?(changed|updated)/i)
      .first()
      .waitFor();
    await page.waitForURL(/\/login/, { timeout: 10_000 });
    await logIn(page, server.url, { username: 'gateout', password: 'Gate!Out2026' });
    expect(new URL(page.url()).pathname).toBe('/main');
    await context.close();
  });
});

describe('session expiry', () => {
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
    await page.waitForTimeout(62_000);
    await page.reload();
    await page.waitForURL(/\/login/);
    await page.getByText(/session (has )?expired/i).waitFor();
    await screenshot(page, 'session-expired');
    await context.close();
  }, 120_000);
});
