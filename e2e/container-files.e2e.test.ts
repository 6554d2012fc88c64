import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NUMBER_WIDTH, type YardContainers } from '@yardline/domain/yard/yard-containers';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickUntil, launchBrowser, screenshot } from './support/browser.ts';
import { seededDataDir } from './support/harness.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { apiLogin, DEMO, openAs } from './support/session.ts';
import { movesInYard } from './support/yard-api.ts';

/** What a stand-in ERP received. */
const erpBodies: string[] = [];
const erp = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    erpBodies.push(body);
    response.end('{}');
  });
});
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  await new Promise<void>((resolve) => erp.listen(0, '127.0.0.1', resolve));
  const { port } = erp.address() as AddressInfo;
  [server, browser] = await Promise.all([
    startServer({
      env: { ERP_URL: `http://127.0.0.1:${port}/inventory` },
      copyOf: seededDataDir(),
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => erp.close(resolve));
});

async function openContainers(page: Page, user: { username: string; password: string }) {
  await openAs(page, server.url, user, '/containers');
  await page.getByRole('heading', { name: 'Containers' }).waitFor();
  await page
    .getByRole('table', { name: 'Yard' })
    .locator('tbody tr.ant-table-row')
    .first()
    .waitFor();
}

describe('the containers screen’s files', () => {
  it('syncs the inventory from a file and downloads the report', async () => {
    const { boxes, freeGround } = await movesInYard(server.url);
    const [same, moved] = boxes;
    if (!same || !moved || !freeGround[0]) throw new Error('no boxes to sync');
    const page = await browser.newPage({
      viewport: { width: 1600, height: 1000 },
      acceptDownloads: true,
    });
    await openContainers(page, DEMO.operator);
    await page.getByRole('button', { name: 'Sync inventory' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sync inventory' });
    await dialog.getByText('Update locations').click();
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'yard.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `Container number,Location\n${same.number},${same.location}\n${moved.number},${freeGround[0]}\n`,
      ),
    });
    await dialog.getByText('yard.csv').waitFor();
    await screenshot(page, 'containers-sync-inventory');
    await dialog.getByRole('button', { name: 'Sync' }).click();
    const result = page.getByRole('dialog').filter({ hasText: 'Download the report' });
    await result.getByText('Moved 1 box to the slots the file gives.').waitFor();
    await screenshot(page, 'containers-sync-report');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      result.getByText('Download the report').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^inventory-sync-.*\.xlsx$/);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path()) ?? '');
    const statuses: string[] = [];
    book.worksheets[0]?.eachRow((row, index) => {
      if (index > 1) statuses.push(`${row.getCell(2).text} ${row.getCell(3).text}`);
    });
    expect(statuses.slice(0, 2)).toEqual([
      `${same.number} Matches`,
      `${moved.number} Elsewhere in the yard`,
    ]);
    // Compared with the stored data: the yard's other boxes are listed as missing from the file.
    expect(statuses.length).toBeGreaterThan(1000);
    expect(statuses[2]).toMatch(/ Missing from the file$/);
    await page.close();
  });

  it('syncs with the ERP after a confirmation, for an admin while the metadata allows it', async () => {
    const cookie = await apiLogin(server.url, DEMO.superadmin);
    const on = await fetch(`${server.url}/rest/metadata`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json', pagepath: '/main' },
      body: JSON.stringify({ enableInventorySyncToErp: true }),
    });
    expect(on.status).toBe(200);
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await openContainers(page, DEMO.admin);
    await page.getByRole('button', { name: 'Sync with ERP' }).click();
    // Until it says so: the question stays open, loading, as long as the message shows.
    const synced = page.getByText('Sync with ERP was successful');
    await clickUntil(
      page.getByRole('dialog', { name: 'Sync with ERP' }).getByRole('button', { name: 'Sync' }),
      () => synced.isVisible(),
    );
    expect(erpBodies).toHaveLength(1);
    expect(JSON.parse(erpBodies[0] ?? '').count).toBeGreaterThan(1000);
    await page.close();
  });

  it('surveys a box with a photo, and shows the photo as a thumbnail that opens', async () => {
    const cookie = await apiLogin(server.url, DEMO.superadmin);
    const yard = (await (
      await fetch(`${server.url}/rest/yard/containers?includePlanned=false`, {
        headers: { cookie },
      })
    ).json()) as YardContainers;
    // A box without a survey: not one the seed surveyed, nor one an earlier attempt did.
    let number = '';
    for (let index = 1; index < yard.ids.length && !number; index++) {
      if ((yard.ids[index] ?? 0) % 20 === 0) continue;
      const candidate = yard.numbers.slice(index * NUMBER_WIDTH, (index + 1) * NUMBER_WIDTH).trim();
      const surveys = await fetch(`${server.url}/rest/surveys/${candidate}`, {
        headers: { cookie },
      });
      if (((await surveys.json()) as unknown[]).length === 0) number = candidate;
    }
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await openContainers(page, DEMO.operator);
    await page.getByLabel('Search containers').fill(number);
    await page.getByLabel('Search containers').press('Enter');
    const results = page.getByRole('table', { name: `Search: ${number}` });
    await results.locator('tbody tr.ant-table-row input[type=checkbox]').first().check();
    await page.getByRole('button', { name: 'Surveys' }).click();
    const dialog = page.getByRole('dialog', { name: `Surveys of ${number}` });
    await dialog.getByText('No surveys for this box.').waitFor();

    // A photo as a phone would send it: a real PNG, drawn by the browser.
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 200;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = '#1f6feb';
      context.fillRect(0, 0, 320, 200);
      context.fillStyle = '#d4380d';
      context.fillRect(40, 40, 140, 90);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    });
    const form = dialog.getByRole('form', { name: 'Add a survey' });
    await form.getByText('damaged', { exact: true }).click();
    await form.getByLabel('Damage notes').fill('Dent in the left door');
    await form.locator('input[type=file]').setInputFiles({
      name: 'left-door.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png, 'base64'),
    });
    await form.getByText('left-door.png').waitFor();
    await form.getByRole('button', { name: 'Add survey' }).click();
    await page.getByText(`Survey of ${number} added.`).waitFor();
    // The visit has its survey now: the form goes.
    await form.waitFor({ state: 'detached' });

    const row = dialog.locator('tbody tr.ant-table-row');
    await row.getByText('Dent in the left door').waitFor();
    await row.getByText('damaged').waitFor();
    const thumbnail = row.getByRole('img', { name: 'Photo left-door.png' });
    await thumbnail.waitFor();
    // Read with the session: the browser decoded the real image.
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(320);
    await screenshot(page, 'containers-survey-photo');
    await thumbnail.click();
    await page.locator('.ant-image-preview img').waitFor();
    await screenshot(page, 'containers-survey-photo-preview');
    await page.close();
  });
});
