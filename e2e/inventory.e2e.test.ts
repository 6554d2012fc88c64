import type { YardLayout } from '@yardline/domain/yard/layout.schema';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { clickToClose, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { InventoryYard, pixel } from './support/inventory-yard.ts';
import { setMetadata } from './support/metadata.ts';
import { apiLogin, DEMO, openAs } from './support/session.ts';

const t = useServerAndBrowser();

const EMPTY_SLOT = '#dfe4ea';
/**
 * How long another user's change may take to show. The screens are allowed 1 s; the browser tests
 * run on machines shared with other suites, so they wait longer before calling it missing.
 */
const LIVE_MS = 5_000;
const canvas = (page: Page, area: string) => page.locator(`canvas[data-area="${area}"]`);

async function openInventory(page: Page) {
  await openAs(page, t.server.url, DEMO.superadmin, '/inventory');
  await page.getByRole('heading', { name: 'Inventory', exact: true }).waitFor();
  await page.getByRole('region', { name: 'Area HZ' }).waitFor();
}

/** Points at a slot on its area's canvas (scrolled into view) and clicks it as asked. */
async function pointAt(page: Page, yard: InventoryYard, slot: string, button?: 'right') {
  const area = slot.split('_')[0] ?? '';
  const position = yard.point(slot);
  if (button) await canvas(page, area).click({ button, position });
  else await canvas(page, area).hover({ position });
}

/** Picks a value in a searchable select as a keyboard user does: type, then Enter. */
async function choose(select: Locator, value: string) {
  await select.fill(value);
  await select.press('Enter');
}

afterEach(() => setMetadata(t.server.url, { enterpriseVersion: true }));

describe('the inventory', () => {
  it('draws every area with its anchor and occupancy, and finds a box by number', async () => {
    const yard = await InventoryYard.read(t.server.url);
    const page = await t.browser.newPage({ viewport: { width: 1500, height: 1000 } });
    await openInventory(page);
    await page.getByText(`Showing ${yard.boxes.length.toLocaleString('en')} of`).waitFor();
    expect(await page.locator('section[id^="area_"]').count()).toBe(yard.layout.areaLayouts.length);
    expect(await page.locator('#area_A').getAttribute('aria-label')).toBe('Area A');
    await page
      .getByRole('region', { name: 'Area A' })
      .getByText(/^\d+ % full/)
      .waitFor();
    await screenshot(page, 'inventory');
    const box = yard.topBox('B');
    expect(await pixel(page, 'B', yard.point(box.location))).toBe(box.colour);

    await page.getByLabel('Container number').fill(box.number.slice(0, 10).toLowerCase());
    await page.getByLabel('Container number').press('Enter');
    await page.getByText(`1 found for "${box.number.slice(0, 10)}"`).waitFor();
    await page.getByRole('button', { name: `${box.number} · ${box.location}` }).waitFor();
    // The found box keeps its colour; another box fades.
    const other = yard.topBox('A');
    expect(await pixel(page, 'B', yard.point(box.location))).toBe(box.colour);
    expect(await pixel(page, 'A', yard.point(other.location))).not.toBe(other.colour);
    await pointAt(page, yard, box.location);
    const tooltip = page.getByRole('tooltip');
    await tooltip.getByText('Container Details').waitFor();
    await tooltip.getByText(box.number).waitFor();
    await screenshot(page, 'inventory-search');
    await page.close();
  });

  it('outlines the boxes of an IGM item from the context menu, and a liner from the pie', async () => {
    const yard = await InventoryYard.read(t.server.url);
    const page = await t.browser.newPage({ viewport: { width: 1500, height: 1000 } });
    await openInventory(page);
    const box = yard.topBox('A');
    await pointAt(page, yard, box.location, 'right');
    await page.getByRole('menuitem', { name: 'Show containers with this IGM/ITEM' }).click();
    await page.getByText(/found for IGM\/ITEM \d+:\d+/).waitFor();
    expect(await pixel(page, 'A', yard.point(box.location))).toBe(box.colour);
    await pointAt(page, yard, box.location, 'right');
    await page.getByRole('menuitem', { name: 'Clear IGM/ITEM filter' }).click();
    await expect.poll(() => page.getByText(/found for IGM\/ITEM/).count()).toBe(0);

    const legend = page.getByRole('list', { name: 'Liners' });
    const [name, count] = (await legend.getByRole('button').first().innerText()).split(
      /\s+(?=[\d,]+$)/,
    );
    await legend.getByRole('button').first().click();
    await page.getByText(`Showing ${count} of`).waitFor();
    await screenshot(page, 'inventory-liner');
    await legend.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await page.getByText(`Showing ${yard.boxes.length.toLocaleString('en')} of`).waitFor();
    await page.close();
  });

  it('shows only 40 ft boxes in full colour with the 40 filter', async () => {
    const yard = await InventoryYard.read(t.server.url);
    const page = await t.browser.newPage({ viewport: { width: 1500, height: 1000 } });
    await openInventory(page);
    const long = yard.boxes.filter((b) => b.size > 20);
    await page.getByText('40 ft', { exact: true }).click();
    await page
      .getByText(
        `Showing ${long.length.toLocaleString('en')} of ${yard.boxes.length.toLocaleString('en')} containers`,
      )
      .waitFor();
    const short = yard.topBox('A');
    expect(await pixel(page, 'A', yard.point(short.location))).not.toBe(short.colour);
    const first = long.find((b) => b.cell.startsWith('C_')) ?? long[0];
    if (!first) throw new Error('no 40 ft box');
    expect(await pixel(page, 'C', yard.point(first.location))).toBe(first.colour);
    await page.getByText('20 ft', { exact: true }).click();
    expect(await pixel(page, 'A', yard.point(short.location))).toBe(short.colour);
    await page.close();
  });

  it('moves a box with Update Location and Move Container Here', async () => {
    const yard = await InventoryYard.read(t.server.url);
    const page = await t.browser.newPage({ viewport: { width: 1500, height: 1000 } });
    await openInventory(page);
    const box = yard.topBox('F');
    const target = yard.freeGround('F');
    await pointAt(page, yard, box.location, 'right');
    await page.getByRole('menuitem', { name: 'Update Location' }).click();
    const panel = page.getByRole('region', { name: 'Update Location' });
    await panel.getByText(`Update Location of ${box.number}`).waitFor();
    // Unchanged: nothing is sent.
    await panel.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Nothing to update').waitFor();

    await pointAt(page, yard, target, 'right');
    await page.getByRole('menuitem', { name: 'Move Container Here' }).click();
    await page.getByText(`${box.number} moved to ${target}.`).waitFor();
    await expect.poll(() => pixel(page, 'F', yard.point(target))).toBe(box.colour);
    expect(await pixel(page, 'F', yard.point(box.location))).toBe(EMPTY_SLOT);
    const after = await InventoryYard.read(t.server.url);
    expect(after.boxes.find((b) => b.id === box.id)?.location).toBe(target);
    await page.close();
  });

  it('shows a move made by another user without a reload', async () => {
    const yard = await InventoryYard.read(t.server.url);
    const page = await t.browser.newPage({ viewport: { width: 1500, height: 1000 } });
    await openInventory(page);
    const box = yard.topBox('MT');
    const target = yard.freeGround('MT');
    expect(await pixel(page, 'MT', yard.point(target))).toBe(EMPTY_SLOT);
    await yard.move([{ containerId: box.id, newLocation: target }]);
    await expect
      .poll(() => pixel(page, 'MT', yard.point(target)), { timeout: LIVE_MS })
      .toBe(box.colour);
    expect(await pixel(page, 'MT', yard.point(box.location))).toBe(EMPTY_SLOT);
    await page.close();
  });

  it('merges two columns into 40 ft slots from the admin menu', async () => {
    const yard = await InventoryYard.read(t.server.url);
    await yard.clearColumns('HZ', ['01', '02']);
    const page = await t.browser.newPage({ viewport: { width: 1500, height: 1000 } });
    await openInventory(page);
    await page.getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('menuitem', { name: 'Merge Slots' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge Slots' });
    await choose(dialog.getByLabel('Area'), 'HZ');
    await choose(dialog.getByLabel('From column'), '01');
    await choose(dialog.getByLabel('To column'), '02');
    await screenshot(page, 'inventory-merge');
    await dialog.getByRole('button', { name: 'Merge Slots' }).click();
    await page.getByText('Slots merged: HZ.').waitFor();
    const after = await InventoryYard.read(t.server.url);
    const merged = after
      .area('HZ')
      .rowLayouts.map((r) => r.cellLayouts.slice(0, 3).map((c) => c.merged));
    expect(merged.every((row) => row.join() === 'true,true,false')).toBe(true);
    // The pair is drawn as one slot: the gap between its halves is filled.
    const left = yard.point('HZ_01_01_1');
    expect(await pixel(page, 'HZ', { x: left.x + 8.5, y: left.y })).toBe(EMPTY_SLOT);
    await page.close();
  });
});

describe('the admin menu', () => {
  async function openAdmin(page: Page, action: string) {
    await openInventory(page);
    await page.getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('menuitem', { name: action }).click();
    return page.getByRole('dialog', { name: action });
  }

  it('splits 40 ft slots back into 20 ft slots', async () => {
    const yard = await InventoryYard.read(t.server.url);
    await yard.clearColumns('HZ', ['03', '04']);
    const page = await t.browser.newPage({ viewport: { width: 1500, height: 1000 } });
    let dialog = await openAdmin(page, 'Merge Slots');
    await choose(dialog.getByLabel('Area'), 'HZ');
    await choose(dialog.getByLabel('From column'), '03');
    await choose(dialog.getByLabel('To column'), '04');
    await dialog.getByRole('button', { name: 'Merge Slots' }).click();
    await page.getByText('Slots merged: HZ.').waitFor();

    await page.getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('menuitem', { name: 'Split Slots' }).click();
    dialog = page.getByRole('dialog', { name: 'Split Slots' });
    await choose(dialog.getByLabel('Area'), 'HZ');
    await choose(dialog.getByLabel('From column'), '03');
    await choose(dialog.getByLabel('To column'), '04');
    await screenshot(page, 'inventory-split-slots');
    await dialog.getByRole('button', { name: 'Split Slots' }).click();
    await page.getByText('Slots split: HZ.').waitFor();
    const after = await InventoryYard.read(t.server.url);
    const flags = after.area('HZ').rowLayouts.map((r) => r.cellLayouts[2]?.merged);
    expect(flags.every((merged) => merged === false)).toBe(true);
    await page.close();
  });

  it('splits columns off an area into a new one, which is drawn at once', async () => {
    const yard = await InventoryYard.read(t.server.url);
    const columns = yard.area('HZ').cellNames;
    const [from, to] = columns.slice(-2);
    if (!from || !to) throw new Error('HZ has too few columns');
    const page = await t.browser.newPage({ viewport: { width: 1500, height: 1000 } });
    const dialog = await openAdmin(page, 'Split Area');
    await choose(dialog.getByLabel('Area', { exact: true }), 'HZ');
    await choose(dialog.getByLabel('From column'), from);
    await choose(dialog.getByLabel('To column'), to);
    await dialog.getByLabel('New area name').fill('HX');
    await screenshot(page, 'inventory-split-area');
    await dialog.getByRole('button', { name: 'Split Area' }).click();
    await page.getByText(/^Area split: (HZ, HX|HX, HZ)\.$/).waitFor();
    await page.getByRole('region', { name: 'Area HX' }).waitFor();
    const after = await InventoryYard.read(t.server.url);
    expect(after.area('HX').cellNames).toEqual([from, to]);
    expect(after.area('HZ').cellNames).toEqual(columns.slice(0, -2));
    await page.close();
  });

  it('places an area on the earth by its four corners', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1500, height: 1000 } });
    const dialog = await openAdmin(page, 'Bulk Locations');
    await choose(dialog.getByLabel('Area'), 'B');
    const corners = [
      { lat: 18.95, lng: 72.95 },
      { lat: 18.95, lng: 72.951 },
      { lat: 18.949, lng: 72.951 },
      { lat: 18.949, lng: 72.95 },
    ];
    const latitudes = dialog.getByLabel(/latitude$/);
    const longitudes = dialog.getByLabel('longitude');
    for (const [i, corner] of corners.entries()) {
      await latitudes.nth(i).fill(String(corner.lat));
      await longitudes.nth(i).fill(String(corner.lng));
    }
    await dialog.getByRole('button', { name: 'Bulk Locations' }).click();
    await page.getByText('Area located: B.').waitFor();
    const cookie = await apiLogin(t.server.url, DEMO.superadmin);
    const layout = (await (
      await fetch(`${t.server.url}/rest/yard/layout`, { headers: { cookie } })
    ).json()) as YardLayout;
    expect(layout.areaLayouts.find((area) => area.name === 'B')?.corners).toEqual(corners);
    await page.close();
  });
});

describe('the IGM/Item search', () => {
  it('outlines the boxes of an IGM item typed in the search', async () => {
    const cookie = await apiLogin(t.server.url, DEMO.superadmin);
    const list = (await (
      await fetch(`${t.server.url}/rest/enterprise/containers/list?skip=1&limit=200`, {
        headers: { cookie, pagepath: '/containers' },
      })
    ).json()) as { entities: { number: string; igm: string | null; item: string | null }[] };
    const box = list.entities.find((entity) => entity.igm && entity.item);
    if (!box) throw new Error('no box with an IGM item in the yard');
    const page = await t.browser.newPage({ viewport: { width: 1500, height: 1000 } });
    await openInventory(page);
    await page.getByRole('radiogroup', { name: 'Search by' }).getByText('IGM/Item').click();
    await page.getByLabel('IGM or IGM:ITEM').fill(`${box.igm}:${box.item}`);
    await page.getByLabel('IGM or IGM:ITEM').press('Enter');
    await page.getByText(new RegExp(`\\d+ found for IGM/ITEM ${box.igm}:${box.item}`)).waitFor();
    await page.getByRole('button', { name: new RegExp(`^${box.number} · `) }).waitFor();
    await screenshot(page, 'inventory-igm-search');
    await page.close();
  });
});

describe('outside the enterprise edition', () => {
  it('locks search, tooltips and the context menu', async () => {
    await setMetadata(t.server.url, { enterpriseVersion: false });
    const yard = await InventoryYard.read(t.server.url);
    const page = await t.browser.newPage({ viewport: { width: 1500, height: 1000 } });
    await openInventory(page);
    const notice = page.getByRole('dialog', { name: 'Locked Enterprise Feature' });
    await notice.waitFor();
    await clickToClose(notice.getByRole('button', { name: 'OK' }), notice);
    expect(await page.getByRole('searchbox', { name: 'Container number' }).count()).toBe(0);
    const box = yard.topBox('A');
    await pointAt(page, yard, box.location);
    await pointAt(page, yard, box.location, 'right');
    expect(await page.getByRole('tooltip').count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Update Location' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Refresh' }).waitFor();
    await screenshot(page, 'inventory-locked');
    await page.close();
  });
});
