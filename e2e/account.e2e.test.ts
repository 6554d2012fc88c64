import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { DEMO, logIn } from './support/session.ts';

const t = useServerAndBrowser();

async function openChangePassword(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  return page.getByRole('dialog', { name: 'Change password' });
}

describe('change password', () => {
  it('changes the password, logs out after two seconds, and the new one works', async () => {
    const context = await t.browser.newContext();
    const page = await context.newPage();
    await logIn(page, t.server.url, DEMO.gateoutuser);
    const dialog = await openChangePassword(page);
    await dialog.getByLabel('Old password').fill(DEMO.gateoutuser.password);
    await dialog.getByLabel('New password', { exact: true }).fill('Gate!Out2026');
    await dialog.getByLabel('Confirm password').fill('Gate!Out2026');
    await screenshot(page, 'change-password');
    await dialog.getByLabel('Confirm password').press('Enter');
    await page
      .getByText(/password (was |has been )?(changed|updated)/i)
      .first()
      .waitFor();
    await page.waitForURL(/\/login/, { timeout: 10_000 });
    await logIn(page, t.server.url, { username: 'gateout', password: 'Gate!Out2026' });
    expect(new URL(page.url()).pathname).toBe('/main');
    await context.close();
  });
});
