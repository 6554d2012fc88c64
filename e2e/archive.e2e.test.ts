import { describe, expect, it } from 'vitest';
import { clickUntil, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { apiLogin, DEMO, openAs } from './support/session.ts';

const t = useServerAndBrowser();

describe('archive database', () => {
  it('archives after a confirmation, from the superadmin’s account menu', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1200, height: 800 } });
    await openAs(page, t.server.url, DEMO.superadmin, '/main');
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
    // Whatever the dialog shows while the run goes on, however short it is.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { archiveProgress: string[] }).archiveProgress = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[aria-label="Archive progress"]');
        const text = bar?.parentElement?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await dialog.getByRole('button', { name: 'Archive' }).click();
    const done = page.getByText(
      /^Archive process finished successfully: \d+ containers archived\.$/,
    );
    await clickUntil(
      page.getByRole('dialog', { name: 'Archive data?' }).getByRole('button', { name: 'Archive' }),
      () => done.isVisible(),
    );
    const archived = Number((await done.innerText()).match(/: (\d+) containers/)?.[1]);
    const seen = await page.evaluate(
      () => (window as unknown as { archiveProgress: string[] }).archiveProgress,
    );
    expect(seen.length).toBeGreaterThan(0);
    // The bar counts against the boxes the run found (each event after a batch).
    for (const text of seen) {
      const counted = text.match(/([\d,]+) of ([\d,]+) containers archived/);
      if (counted) expect(Number(counted[2]?.replace(/,/g, ''))).toBe(archived);
    }

    // The containers screen's All tab reads the archived boxes too when asked.
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Containers').click();
    await page.getByRole('tab', { name: 'All' }).click();
    const summary = page
      .getByRole('tabpanel', { name: 'All' })
      .getByText(/^[\d,]+ containers? · page/);
    await summary.waitFor();
    const cookie = await apiLogin(t.server.url, DEMO.superadmin);
    const total = async (includeArchive: boolean) => {
      const from = await page.getByLabel('Gated in from').inputValue();
      const to = await page.getByLabel('Gated in to').inputValue();
      const query = new URLSearchParams({
        fromDate: new Date(from).toISOString(),
        toDate: new Date(`${to}:59.999`).toISOString(),
        includeArchive: String(includeArchive),
      });
      const response = await fetch(`${t.server.url}/rest/enterprise/containers/all?${query}`, {
        headers: { cookie, pagepath: '/containers' },
      });
      return ((await response.json()) as { totalCount: number }).totalCount;
    };
    const count = async () => Number((await summary.innerText()).split(' ')[0]?.replace(/,/g, ''));
    await expect.poll(count).toBe(await total(false));
    await page.getByLabel('Include archive').click();
    await expect.poll(count).toBe(await total(true));
    await screenshot(page, 'containers-all-with-archive');
    await page.close();
  });
});
