import { readFileSync, writeFileSync } from 'node:fs';
import { makeContainerNumber } from '@yardline/domain/containers/container-number';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickUntil, exportThrough, SCREENSHOTS, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { setMetadata } from './support/metadata.ts';
import { apiLogin, DEMO, openAs } from './support/session.ts';
import { editAs, moveAs, movesInYard } from './support/yard-api.ts';

const t = useServerAndBrowser();

const table = (page: Page, name: string) => page.getByRole('table', { name });
const deleteQuestion = (page: Page) =>
  page.getByRole('dialog', { name: 'Are you sure you want to delete this container?' });
const rowOf = (page: Page, tab: string, number: string) =>
  table(page, tab).locator('tr', { hasText: number.replace(/^(\w{4})(\d{6})(\d)$/, '$1 $2 $3') });

async function openContainers(page: Page, user: { username: string; password: string }) {
  await openAs(page, t.server.url, user, '/containers');
  await page.getByRole('heading', { name: 'Containers' }).waitFor();
  await table(page, 'Yard').locator('tbody tr.ant-table-row').first().waitFor();
}

/** Searches as a user does: type, pick nothing, Enter; the search opens a tab of its own. */
async function search(page: Page, text: string) {
  await page.getByLabel('Search containers').fill(text);
  await page.getByLabel('Search containers').press('Enter');
  await table(page, `Search: ${text}`).locator('tbody tr.ant-table-row').first().waitFor();
}

describe('the containers screen', () => {
  it('lists the yard a page at a time, and jumps to a page', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await openContainers(page, DEMO.operator);
    const rows = table(page, 'Yard').locator('tbody tr.ant-table-row');
    expect(await rows.count()).toBe(15);
    await page.getByText(/page 1 of [\d,]+/).waitFor();
    const firstOnPage1 = await rows.first().innerText();
    await screenshot(page, 'containers-yard');

    await page.getByRole('listitem', { name: 'Next Page' }).click();
    await page.getByText(/page 2 of/).waitFor();
    await expect.poll(() => rows.first().innerText(), { timeout: 15_000 }).not.toBe(firstOnPage1);

    await page.getByLabel('Jump to page').fill('3');
    await page.getByLabel('Jump to page').press('Enter');
    await page.getByText(/page 3 of/).waitFor();

    await page.getByRole('listitem', { name: 'Previous Page' }).click();
    await page.getByText(/page 2 of/).waitFor();
    await page.close();
  });

  it('shows every box gated in within the last year on the All tab', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await openContainers(page, DEMO.operator);
    await page.getByRole('tab', { name: 'All' }).click();
    await table(page, 'All').locator('tbody tr.ant-table-row').first().waitFor();
    const from = await page.getByLabel('Gated in from').inputValue();
    expect(new Date(from).getFullYear()).toBe(new Date().getFullYear() - 1);
    expect(await table(page, 'All').locator('tbody tr.ant-table-row').count()).toBe(15);
    // A window before any box came in lists none.
    await page.getByLabel('Gated in to').fill(from);
    await page
      .getByRole('tabpanel', { name: 'All' })
      .getByText(/^0 containers ·/)
      .waitFor();
    await page.close();
  });

  it('suggests numbers as they are typed and opens a tab per search', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await openContainers(page, DEMO.operator);
    const { boxes } = await movesInYard(t.server.url);
    const box = boxes[0];
    if (!box) throw new Error('no box to search for');
    await page.getByLabel('Search containers').fill(box.number.slice(0, 8));
    await page.locator('.ant-select-item-option', { hasText: box.number }).first().waitFor();
    await page.getByLabel('Search containers').fill(box.number);
    await page.getByLabel('Search containers').press('Enter');
    await rowOf(page, `Search: ${box.number}`, box.number).waitFor();
    expect(await page.getByRole('tab', { name: `Search: ${box.number}` }).count()).toBe(1);
    await screenshot(page, 'containers-search');
    await page.close();
  });

  it('edits a box, and finds it by its new number', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await openContainers(page, DEMO.operator);
    const { boxes } = await movesInYard(t.server.url);
    const box = boxes[1];
    if (!box) throw new Error('no box to edit');
    await search(page, box.number);
    await rowOf(page, `Search: ${box.number}`, box.number)
      .getByRole('button', { name: 'Edit' })
      .click();
    const dialog = page.getByRole('dialog', { name: `Edit ${box.number}` });
    await dialog.getByLabel('IGM').fill('2099001');
    // A number of this attempt's own: a retry finds the first attempt's box renumbered.
    const renumbered = makeContainerNumber('YLE', 'U', Date.now() % 1_000_000);
    await dialog.getByLabel('Container number').fill(renumbered);
    await screenshot(page, 'containers-edit');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${renumbered} saved.`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The search tab refetches: the box now answers to its new number, with its IGM.
    await search(page, renumbered);
    await rowOf(page, `Search: ${renumbered}`, renumbered).getByText('2099001').waitFor();
    await page.close();
  });

  it("shows a box's movements and sets its movement alert", async () => {
    const page = await t.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await openContainers(page, DEMO.operator);
    const { boxes } = await movesInYard(t.server.url);
    const box = boxes[2];
    if (!box) throw new Error('no box');
    await search(page, box.number);
    const row = rowOf(page, `Search: ${box.number}`, box.number);
    await row.getByRole('button', { name: 'Movements' }).click();
    const history = page.getByRole('table', { name: `Movements of ${box.number}` });
    await history.getByText('Gate-in').waitFor();
    await screenshot(page, 'containers-movements');
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'hidden' });

    await row.getByLabel(`Select ${box.number}`).check();
    await page.getByText('1 of 10 selected').waitFor();
    await page.getByRole('button', { name: 'Movement alert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update movement alert' });
    await dialog.getByLabel(`Movement alert for ${box.number}`).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByLabel('Movement alert').waitFor();
    await page.close();
  });

  it('moves selected boxes, and shows a move by another user without a reload', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await openContainers(page, DEMO.operator);
    const { boxes, freeGround } = await movesInYard(t.server.url);
    const [mine, theirs] = [boxes[3], boxes[4]];
    const [myTarget, theirTarget] = freeGround;
    if (!mine || !theirs || !myTarget || !theirTarget) throw new Error('no moves to make');

    await search(page, mine.number);
    const row = rowOf(page, `Search: ${mine.number}`, mine.number);
    await row.getByLabel(`Select ${mine.number}`).check();
    await page.getByRole('button', { name: 'Update location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update location' });
    await dialog.getByLabel(`New location of ${mine.number}`).fill(myTarget);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText(myTarget).waitFor();

    await search(page, theirs.number);
    const their = rowOf(page, `Search: ${theirs.number}`, theirs.number);
    await their.getByText(theirs.location).waitFor();
    await moveAs(t.server.url, DEMO.admin, theirs, theirTarget);
    await their.getByText(theirTarget).waitFor({ timeout: 3000 });
    await page.close();
  });

  it('deletes a box that has left the yard, after asking', async () => {
    const { boxes } = await movesInYard(t.server.url);
    const box = boxes.at(-1);
    if (!box) throw new Error('no box');
    // The box leaves the yard through the gate first (forced: the demo has no gate passes).
    const cookie = await apiLogin(t.server.url, DEMO.admin);
    const out = await fetch(`${t.server.url}/rest/gate/dispatch`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', pagepath: '/gate' },
      body: JSON.stringify({
        containerNumber: box.number,
        dispatchTime: Date.now(),
        forceDispatch: true,
        gateOutDetails: { forceDispatchReason: 'Leaves for the browser test' },
      }),
    });
    expect(out.status, await out.text()).toBe(200);

    const page = await t.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await openContainers(page, DEMO.admin);
    await search(page, box.number);
    await rowOf(page, `Search: ${box.number}`, box.number)
      .getByRole('button', { name: 'Delete' })
      .click();
    const deleted = page.getByText(`${box.number} deleted.`);
    await clickUntil(deleteQuestion(page).getByRole('button', { name: 'Delete' }), () =>
      deleted.isVisible(),
    );
    await rowOf(page, `Search: ${box.number}`, box.number).waitFor({ state: 'detached' });
    await page.close();
  });

  it('exports the current page as CSV', async () => {
    const page = await t.browser.newPage({
      viewport: { width: 1600, height: 1000 },
      acceptDownloads: true,
    });
    await openContainers(page, DEMO.operator);
    const yard = page.getByRole('tabpanel', { name: 'Yard' });
    const shown = (
      await table(page, 'Yard').locator('tbody tr.ant-table-row td:nth-child(2)').allInnerTexts()
    ).map((text) => text.replace(/\s/g, ''));
    await yard.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export containers (Yard)' });
    const download = await exportThrough(page, dialog, ['Current page (1)', 'CSV (.csv)']);
    expect(download.suggestedFilename()).toMatch(/^yard containers \d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path()) ?? '', 'utf8')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(16);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(shown);
    await page.close();
  });
});

describe('the yard map of selected boxes', () => {
  it('draws the yard, marks and lists the boxes, names the ones not found, prints and saves a PNG', async () => {
    const page = await t.browser.newPage({
      viewport: { width: 1600, height: 1100 },
      acceptDownloads: true,
    });
    await openContainers(page, DEMO.operator);
    const rows = table(page, 'Yard').locator('tbody tr.ant-table-row');
    const numbers: string[] = [];
    for (const i of [0, 1, 2]) {
      const number = (await rows.nth(i).locator('td').nth(1).innerText()).replace(/\s/g, '');
      numbers.push(number);
      await rows.nth(i).getByLabel(`Select ${number}`).check();
    }
    // Another user renumbers the third box after it was selected: the map cannot find it.
    const [, , gone] = numbers as [string, string, string];
    const record = (await (
      await fetch(`${t.server.url}/rest/enterprise/containers/${gone}`, {
        headers: { cookie: await apiLogin(t.server.url, DEMO.admin) },
      })
    ).json()) as { id: number };
    await editAs(t.server.url, DEMO.admin, {
      id: record.id,
      containerNumber: `${gone.slice(0, 10)}${(Number(gone[10]) + 1) % 10}`,
    });

    await page.getByRole('button', { name: 'Yard map' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yard map' });
    await dialog.getByText(`Location was found empty for ${gone}.`).waitFor();
    const listed = dialog.getByRole('table', { name: 'Located containers' });
    await listed.getByText(numbers[0] as string).waitFor();
    await listed.getByText(numbers[1] as string).waitFor();
    expect(await listed.getByText(gone).count()).toBe(0);
    // The plan is drawn on a canvas with the boxes labelled; no tile is fetched.
    await dialog.getByRole('img', { name: 'Yard plan' }).locator('canvas').waitFor();
    await dialog.locator('.leaflet-tooltip', { hasText: numbers[0] as string }).waitFor();
    expect(await dialog.locator('img.leaflet-tile').count()).toBe(0);
    await screenshot(page, 'containers-yard-map');

    await dialog.getByRole('tab', { name: 'Satellite' }).click();
    await dialog.getByText('No satellite imagery is configured.').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Save as PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^yard-map-\d{4}-\d{2}-\d{2}\.png$/);
    const png = readFileSync(await download.path());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1600);
    expect(png.length).toBeGreaterThan(20_000);
    writeFileSync(`${SCREENSHOTS}containers-yard-map-saved.png`, png);

    await dialog.getByRole('button', { name: 'Print' }).click();
    const printed = page.frameLocator('#yard-map-print').getByRole('img');
    await expect
      .poll(() => printed.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1600);
    expect(await printed.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await page.close();
  });

  it('shows satellite imagery under the plan when a tile address is configured', async () => {
    await setMetadata(t.server.url, { satelliteTileUrl: 'https://tiles.invalid/{z}/{x}/{y}.png' });
    try {
      const page = await t.browser.newPage({ viewport: { width: 1600, height: 1100 } });
      await openContainers(page, DEMO.operator);
      const row = table(page, 'Yard').locator('tbody tr.ant-table-row').first();
      await row.locator('input[type=checkbox]').check();
      await page.getByRole('button', { name: 'Yard map' }).click();
      const dialog = page.getByRole('dialog', { name: 'Yard map' });
      await dialog.getByRole('tab', { name: 'Satellite' }).click();
      await dialog.getByRole('img', { name: 'Satellite view' }).locator('canvas').waitFor();
      await expect
        .poll(() => dialog.locator('img.leaflet-tile').first().getAttribute('src'))
        .toMatch(/^https:\/\/tiles\.invalid\/\d+\/\d+\/\d+\.png$/);
      await page.close();
    } finally {
      await setMetadata(t.server.url, { satelliteTileUrl: '' });
    }
  });
});
