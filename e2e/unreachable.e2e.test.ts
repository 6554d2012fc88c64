import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
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

describe('a server that stops answering', () => {
  it('is named once in a modal, not left as a silent failure', async () => {
    const page = await browser.newPage();
    await logIn(page, server.url, DEMO.admin);
    await server.stop();
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Old password').fill(DEMO.admin.password);
    await dialog.getByLabel('New password', { exact: true }).fill('Admin!pass2');
    await dialog.getByLabel('Confirm password').fill('Admin!pass2');
    await dialog.getByLabel('Confirm password').press('Enter');
    await page.getByRole('dialog', { name: 'Yardline is unreachable' }).waitFor();
    await screenshot(page, 'unreachable');
  });
});
