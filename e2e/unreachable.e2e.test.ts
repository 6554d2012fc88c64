import { describe, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { DEMO, openAs } from './support/session.ts';

const t = useServerAndBrowser();

describe('a server that stops answering', () => {
  it('is named in a modal, not left as a silent failure', async () => {
    const page = await t.browser.newPage();
    await openAs(page, t.server.url, DEMO.admin, '/main');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Old password').fill(DEMO.admin.password);
    await dialog.getByLabel('New password', { exact: true }).fill('Admin!pass2');
    await dialog.getByLabel('Confirm password').fill('Admin!pass2');
    // The server dies as the user is about to save.
    await t.server.stop('SIGKILL');
    await dialog.getByLabel('Confirm password').press('Enter');
    const notice = page.getByRole('dialog', { name: 'Yardline is unreachable' });
    await notice.getByText('The Yardline server is not reachable').waitFor();
    await screenshot(page, 'unreachable');
  });
});
