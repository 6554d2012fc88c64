import { describe, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { DEMO, logIn } from './support/session.ts';

const t = useServerAndBrowser();

describe('a server that stops answering', () => {
  it('is named in a modal, not left as a silent failure', async () => {
    const page = await t.browser.newPage();
    await logIn(page, t.server.url, DEMO.admin);
    await t.server.stop();
    // Opening the dialog loads the account, the first call to find the server gone.
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const notice = page.getByRole('dialog', { name: 'Yardline is unreachable' });
    await notice.getByText('The Yardline server is not reachable').waitFor();
    await screenshot(page, 'unreachable');
  });
});
