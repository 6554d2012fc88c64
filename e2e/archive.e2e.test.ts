import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { DEMO, logIn } from './support/session.ts';

const t = useServerAndBrowser();

describe('archive database', () => {
  it('archives after a confirmation, from the superadmin’s account menu', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1200, height: 800 } });
    await logIn(page, t.server.url, DEMO.superadmin);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Archive database' }).click();
    const dialog = page.getByRole('dialog', { name: 'Archive database' });
    // The cut-off defaults to 2 months back.
    const expected = new Date();
    expected.setUTCMonth(expected.getUTCMonth() - 2);
    expect(await dialog.getByRole('textbox').inputValue()).toBe(
      expected.toISOString().slice(0, 10),
    );
    await screenshot(page, 'archive');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await page
      .getByRole('dialog', { name: 'Archive data?' })
      .getByRole('button', { name: 'Archive' })
      .click();
    await page
      .getByText(/^Archive process finished successfully: \d+ containers archived\.$/)
      .waitFor();
    await page.close();
  });

  it('is not offered to an admin', async () => {
    const page = await t.browser.newPage();
    await logIn(page, t.server.url, DEMO.admin);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Archive database' }).count()).toBe(0);
    await page.close();
  });
});
