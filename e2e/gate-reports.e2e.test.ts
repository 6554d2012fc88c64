import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportThrough, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { DEMO, openAs } from './support/session.ts';

const t = useServerAndBrowser();

describe('gate reports', () => {
  it('pages the gate-in report 15 a page from yesterday, and exports it as .xlsx', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    // A truck gated in now, so the report has a row of today whatever the demo holds.
    await openAs(page, t.server.url, DEMO.gateinuser, '/gate');
    await page.getByRole('tab', { name: 'Trailer Gate-in' }).click();
    // Typing starts once focus is there, and goes on once the type's list has shut.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('gate-vehicle-type');
    await page.keyboard.type('Import');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count())
      .toBe(0);
    await page.keyboard.press('Tab');
    // This attempt's truck: a retry must not find the first attempt's truck in the way.
    const serial = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
    const trailer = `MH04RP${serial}`;
    await page.keyboard.type(trailer);
    await page.keyboard.press('Tab');
    await page.keyboard.type(`TRL0${serial}`);
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Trailer gate-in successful' }).waitFor();

    await page.getByRole('link', { name: 'Gate reports' }).click();
    await page.getByRole('heading', { name: 'Gate reports' }).waitFor();
    await page.getByRole('tab', { name: 'Gate-in report' }).click();
    const table = page.getByRole('table', { name: 'Gate-in report' });
    await table.getByText(trailer).waitFor();
    const rows = await table.locator('tbody tr.ant-table-row').count();
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThanOrEqual(15);
    await screenshot(page, 'gate-reports');

    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export gate-in report' });
    const download = await exportThrough(page, dialog, ['Current page (1)']);
    expect(download.suggestedFilename()).toMatch(/^gate-in report \d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path()) ?? '');
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Container');
    expect(sheet?.rowCount).toBe(rows + 1);
    const trailers = sheet?.getColumn(6).values ?? [];
    expect(trailers).toContain(trailer);

    await page.getByRole('tab', { name: 'Smart-gate dispatch report' }).click();
    await page.getByRole('table', { name: 'Dispatch report' }).waitFor();
    await page.close();
  });
});
