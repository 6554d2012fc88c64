import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerPopconfirm, clickUntil, exportThrough, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { DEMO, openAs } from './support/session.ts';

const t = useServerAndBrowser();

async function openTrailers(page: Page, user: { username: string; password: string }) {
  await openAs(page, t.server.url, user, '/trailers');
  await page.getByRole('heading', { name: 'Trailers' }).waitFor();
}

describe('trailers', () => {
  it('adds a trailer, dispatches it and exports the list', async () => {
    // Its own trailer each attempt: a retry finds the first attempt's trailer still there.
    const n = String(Date.now() % 10_000).padStart(4, '0');
    const [tag, number, card] = [`TT00${n}`, `MH04AB${n}`, `PLA-${n}`];
    const page = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openTrailers(page, DEMO.operator);
    await page.getByRole('button', { name: 'Add trailer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add trailer' });
    await dialog.getByLabel('Trailer tag', { exact: true }).fill(tag);
    await dialog.getByLabel('Trailer number').fill(number);
    await dialog.getByLabel('Container number').fill('MSKU1234565');
    await dialog.getByLabel('PLA card 1').fill(card);
    await dialog.getByRole('button', { name: 'Save trailer' }).click();
    await page.getByText(`Trailer ${tag} saved.`).waitFor();
    const row = page.getByRole('row', { name: new RegExp(tag) });
    await row.getByText(card).waitFor();
    await screenshot(page, 'trailers');

    await page.getByRole('button', { name: `Dispatch ${tag}` }).click();
    const dispatch = page.getByRole('dialog', { name: `Dispatch trailer ${tag}` });
    const dispatched = page.getByText('Trailer dispatched successfully');
    await clickUntil(dispatch.getByRole('button', { name: 'Dispatch' }), () =>
      dispatched.isVisible(),
    );
    // Dispatched trailers leave the list unless asked for.
    await expect.poll(() => page.getByRole('row', { name: new RegExp(tag) }).count()).toBe(0);
    await page.getByText('Include dispatched').click();
    await page.getByRole('row', { name: new RegExp(tag) }).waitFor();

    await page.getByRole('button', { name: 'Export' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export trailers' });
    const download = await exportThrough(page, exportDialog, ['All (1 page)', 'CSV (.csv)']);
    expect(download.suggestedFilename()).toMatch(/^trailers \d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv).toContain(tag);
    expect(csv).toContain(number);
    await page.close();
  });

  it('uploads PLA cards from a file, and deletes one', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openTrailers(page, DEMO.admin);
    await page.getByRole('tab', { name: 'PLA cards' }).click();
    await page
      .getByRole('tabpanel', { name: 'PLA cards' })
      .getByRole('button', { name: 'Upload' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Upload PLA card mappings' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'cards.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Trailer tag,PLA card\nTT000801,PLA-801\nTT000802,PLA-802\n'),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('2 rows saved.').waitFor();
    await screenshot(page, 'trailers-pla-cards');
    await page.getByRole('cell', { name: 'PLA-802' }).waitFor();

    await page.getByRole('button', { name: 'Delete TT000801' }).click();
    await answerPopconfirm(
      page,
      'Are you sure you want to delete this PLA card mapping?',
      'Delete',
      page.getByText('PLA card mapping deleted.'),
    );
    await page.close();
  });
});
