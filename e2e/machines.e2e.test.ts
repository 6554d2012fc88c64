import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { apiLogin, DEMO, openAs } from './support/session.ts';

const t = useServerAndBrowser();

async function reportPosition(id: number, body: { lat: number; lng: number; status?: string }) {
  const cookie = await apiLogin(t.server.url, DEMO.operator);
  const response = await fetch(`${t.server.url}/rest/machines/${id}/position`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', pagepath: '/machines' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`position answered ${response.status}`);
}

describe('machines', () => {
  it('adds a machine and sees it on the yard map', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openAs(page, t.server.url, DEMO.operator, '/machines');
    await page.getByRole('heading', { name: 'Machines' }).waitFor();
    // The demo machines stand on the map with their letters.
    const map = page.getByRole('img', { name: 'Machine locations' });
    await map.locator('[data-marker]').first().waitFor();
    expect(await map.locator('.yard-marker-name').allInnerTexts()).toContain('RS-01');
    await screenshot(page, 'machines-locations');

    await page.getByRole('tab', { name: 'Operations' }).click();
    await page.getByRole('button', { name: 'Add machine' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add machine' });
    await dialog.getByLabel('Machine name').fill('RS-09');
    const option = (text: string | RegExp) =>
      page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text });
    await dialog.getByLabel('Machine type').click();
    await option('Fork-Lift').click();
    await dialog.getByLabel('Label').click();
    await option(/^K$/).click();
    await dialog.getByLabel('Latitude').fill('18.9502');
    await dialog.getByLabel('Longitude').fill('72.9521');
    await screenshot(page, 'machines-add');
    await dialog.getByRole('button', { name: 'Save machine' }).click();
    await page.getByText('Machine saved successfully: RS-09').waitFor();
    await page.getByRole('row', { name: /RS-09.*Fork-Lift/ }).waitFor();
    await screenshot(page, 'machines-operations');

    await page.getByRole('tab', { name: 'Locations' }).click();
    await page.getByRole('button', { name: 'Machines on yard map' }).click();
    const modal = page.getByRole('dialog', { name: 'Machines on the yard map' });
    const onMap = modal.getByRole('img', { name: 'Machines on the yard map' });
    await onMap.getByText('RS-09').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      modal.getByRole('button', { name: 'Save as PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^machines-.*\.png$/);
    await screenshot(page, 'machines-map-modal');
    await page.close();
  });

  it('moves a machine on an open map when it reports, without a reload', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openAs(page, t.server.url, DEMO.admin, '/machines');
    const map = page.getByRole('img', { name: 'Machine locations' });
    await map.locator('[data-marker="machine-1"]').waitFor();
    const row = page.getByRole('table', { name: 'Machine locations' }).getByRole('row', {
      name: /RS-01/,
    });
    const before = await map.locator('[data-marker="machine-1"]').boundingBox();
    await reportPosition(1, { lat: 18.9512, lng: 72.9536, status: 'Break-Down' });
    await row.getByText('18.95120, 72.95360').waitFor();
    await row.getByText('Break-Down').waitFor();
    const after = await map.locator('[data-marker="machine-1"]').boundingBox();
    expect(after?.x).not.toBe(before?.x);
    // Red for Break-Down (doc 2 §4).
    expect(
      await map
        .locator('[data-marker="machine-1"] .yard-marker-badge')
        .evaluate((badge) => getComputedStyle(badge).backgroundColor),
    ).toBe('rgb(207, 19, 34)');
    await page.close();
  });
});

describe('ITVs', () => {
  it('lists ITV details 15 a page and adds one', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openAs(page, t.server.url, DEMO.admin, '/itvs');
    await page.getByRole('heading', { name: 'ITVs', exact: true }).waitFor();
    await page
      .getByRole('img', { name: 'ITV locations' })
      .locator('[data-marker]')
      .first()
      .waitFor();
    await screenshot(page, 'itvs-locations');
    await page.getByRole('tab', { name: 'Operations' }).click();
    await page.getByRole('table', { name: 'ITV Details' }).getByText('ITV-01').waitFor();
    await page.getByRole('button', { name: 'Add ITV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add ITV' });
    await dialog.getByLabel('ITV number').fill('ITV-07');
    await dialog.getByLabel('Trailer number').fill('MH46IT999');
    await dialog.getByRole('button', { name: 'Save ITV' }).click();
    await page.getByText('ITV saved successfully: ITV-07').waitFor();
    await page.getByRole('row', { name: /ITV-07/ }).waitFor();
    await screenshot(page, 'itvs-operations');
    await page.close();
  });
});
