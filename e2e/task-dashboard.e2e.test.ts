import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { DEMO, openAs } from './support/session.ts';

const t = useServerAndBrowser();

describe('task dashboard', () => {
  it('draws the month’s moves as charts, narrows them to a shift and exports them to Excel', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await openAs(page, t.server.url, DEMO.admin, '/task-dashboard');
    await page.getByRole('heading', { name: 'Task Dashboard' }).waitFor();
    await page.getByLabel('Period').getByText('Month', { exact: true }).click();
    await page.getByText('30 days').waitFor();

    // The demo machines' moves of the last 30 days, as bars.
    const byMachine = page.getByRole('figure', { name: 'Movements per machine chart' });
    // A productive (green) bar drawn.
    await byMachine.locator('svg path[fill="#52a36b"]').first().waitFor();
    const moves = page.getByRole('table', { name: 'Movements per machine' });
    await moves.getByRole('row', { name: /RS-01/ }).waitFor();
    const total = async () =>
      Number(
        (
          await page.locator('.ant-statistic').first().locator('.ant-statistic-content').innerText()
        ).replace(/\D/g, ''),
      );
    await expect.poll(total).toBeGreaterThan(0);
    const wholeDays = await total();
    await screenshot(page, 'task-dashboard-month');

    // Shift A only: the period line names it and the count can only shrink.
    await page.getByLabel('Shift', { exact: true }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'A (06:00' })
      .click();
    await page.getByText('shift A 06:00-14:00').waitFor();
    await expect.poll(total).toBeLessThanOrEqual(wholeDays);
    await screenshot(page, 'task-dashboard-shift');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^machine movements \d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path()) ?? '');
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Machine',
      'Date',
      'Productive moves',
      'Waste moves',
      'Total moves',
    ]);
    let exported = 0;
    sheet?.eachRow((row, n) => {
      if (n > 1) exported += Number(row.getCell(5).value);
    });
    expect(exported).toBe(await total());
    await page.close();
  });
});
