import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerPopconfirm, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { DEMO, openAs } from './support/session.ts';

const t = useServerAndBrowser();

/**
 * Clicks the map at these offsets (pixels from its top-left corner), as a user places corners:
 * each click waits for its corner to be drawn; the last, on the first corner, closes the zone.
 */
async function clickMap(page: Page, points: [number, number][]) {
  const map = page.getByRole('application', { name: 'Yard map' });
  const box = await map.boundingBox();
  if (!box) throw new Error('the map is not on screen');
  // geoman's corners while drawing (the cursor's own marker aside).
  const corners = map.locator('.leaflet-marker-pane .marker-icon:not(.cursor-marker)');
  for (const [index, [x, y]] of points.entries()) {
    await page.mouse.click(box.x + x, box.y + y);
    if (index < points.length - 1) await expect.poll(() => corners.count()).toBe(index + 1);
  }
}

describe('yard locations', () => {
  it('draws a zone over the yard plan with no network, and saves it', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    // Nothing but the app itself answers: the map must not need tiles or any other server.
    await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
    await openAs(page, t.server.url, DEMO.admin, '/yard-locations');
    await page.getByRole('heading', { name: 'Yard Location' }).waitFor();
    // The vector yard plan is the backdrop: the areas' names are on the map.
    await page
      .getByRole('application', { name: 'Yard map' })
      .getByText('RF', { exact: true })
      .waitFor();

    await page.getByRole('button', { name: 'New zone' }).click();
    const editor = page.getByRole('region', { name: 'New zone' });
    await editor.getByLabel('Name').fill('Export zone');
    // A bow tie is refused before it is sent.
    await clickMap(page, [
      [300, 200],
      [500, 400],
      [500, 200],
      [300, 400],
      [300, 200],
    ]);
    await editor.getByText('4 of at most 8 points. Drag a corner to move it.').waitFor();
    await editor.getByRole('button', { name: 'Save zone' }).click();
    await editor.getByText('The sides of a yard location must not cross each other.').waitFor();
    await editor.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'New zone' }).click();
    await page.getByRole('region', { name: 'New zone' }).getByLabel('Name').fill('Export zone');
    await clickMap(page, [
      [300, 200],
      [520, 210],
      [540, 400],
      [310, 380],
      [300, 200],
    ]);
    await screenshot(page, 'yard-locations');
    await page.getByRole('button', { name: 'Save zone' }).click();
    await page.getByText('Yard location saved successfully').waitFor();
    const row = page.getByRole('row', { name: /Export zone/ });
    await row.getByText('Yard zone').waitFor();
    await row.getByRole('cell', { name: '4', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Edit Export zone' }).click();
    await page.getByRole('button', { name: 'Delete zone' }).click();
    await answerPopconfirm(
      page,
      'Are you sure you want to delete this location?',
      'Delete',
      page.getByText('Zone Export zone deleted.'),
    );
    await page.close();
  });

  it("shows a zone's name as text: a name written as HTML runs nothing in another user's browser", async () => {
    const name = '<img src=x onerror="window.__pwned=1">Reefer zone';
    const admin = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openAs(admin, t.server.url, DEMO.admin, '/yard-locations');
    await admin.getByRole('button', { name: 'New zone' }).click();
    await admin.getByRole('region', { name: 'New zone' }).getByLabel('Name').fill(name);
    await clickMap(admin, [
      [300, 200],
      [520, 210],
      [540, 400],
      [310, 380],
      [300, 200],
    ]);
    await admin.getByRole('button', { name: 'Save zone' }).click();
    await admin.getByText('Yard location saved successfully').waitFor();
    await admin.close();

    const victim = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openAs(victim, t.server.url, DEMO.superadmin, '/yard-locations');
    await victim.getByRole('row', { name: /Reefer zone/ }).waitFor();
    const map = await victim.getByRole('application', { name: 'Yard map' }).boundingBox();
    if (!map) throw new Error('the map is not on screen');
    await victim.mouse.move(map.x + 420, map.y + 300);
    await victim.locator('.leaflet-tooltip').getByText(name, { exact: true }).waitFor();
    expect(await victim.locator('.leaflet-tooltip img').count()).toBe(0);
    expect(await victim.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await victim.close();
  });
});
