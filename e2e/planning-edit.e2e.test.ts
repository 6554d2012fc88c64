import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ZOOMED_GRID } from '../apps/web/src/features/planning/draw-plan-area.ts';
import { screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import {
  areaOf,
  cellOf,
  type Layout,
  openPlanning,
  pickPlan,
  planningApi,
  point,
  type Queued,
  rowOf,
  type Suggestion,
  scrollTo,
} from './support/planning-page.ts';
import { apiLogin, DEMO } from './support/session.ts';

const t = useServerAndBrowser();

interface StoredPlan {
  id: number;
  name: string;
  plannedContainers: { containerId: number; slotFullName: string }[];
}

/** What the tooltip of a slot says, pointed at on its zoomed area. */
async function tooltipOf(page: Page, layout: Layout, slot: string): Promise<string> {
  const key = slot.split(',')[0] ?? '';
  const area = areaOf(key);
  await page
    .getByRole('navigation', { name: 'Areas' })
    .getByRole('button', { name: area, exact: true })
    .click();
  const canvas = page.locator(`canvas[data-area="${area}"][data-zoomed="true"]`);
  await canvas.waitFor();
  const mouse = await scrollTo(canvas, point(layout, key, ZOOMED_GRID));
  await page.mouse.move(mouse.x, mouse.y);
  const tooltip = page.getByRole('tooltip').filter({ hasText: key });
  await tooltip.waitFor();
  return tooltip.innerText();
}

describe('editing a stored plan', () => {
  it('frees a removed slot before saving: the grid, the explanation and auto-assign see it', async () => {
    const cookie = await apiLogin(t.server.url, DEMO.admin);
    const api = (method: string, path: string, body?: unknown) =>
      planningApi(t.server.url, cookie, method, path, body);
    // A retried attempt starts from the demo's empty plan list, as the first did.
    for (const plan of (await api('GET', '/rest/planning/plans')) as StoredPlan[]) {
      await api('DELETE', `/rest/planning/plans/${plan.id}`);
    }
    const layout = (await api('GET', '/rest/yard/layout')) as Layout;
    const queued = (await api('GET', '/rest/planning/queued-containers')) as Queued[];
    const [first, second] = queued.filter((c) => c.size === 20 && c.planId === null);
    if (!first || !second) throw new Error('the demo queue has no two 20 ft boxes');

    // A stored plan: the first box on its best slot, the second in another cell.
    const ask = async (containerId: number, screen: object = {}) =>
      (
        (await api('POST', '/rest/planning/suggestions', { containerId, limit: 6, ...screen })) as {
          suggestions: Suggestion[];
        }
      ).suggestions;
    const [best] = await ask(first.containerId);
    if (!best) throw new Error('no slot for the first box');
    const other = (
      await ask(second.containerId, {
        plannedContainers: [{ containerId: first.containerId, slotFullName: best.location }],
      })
    ).find((s) => cellOf(s.location) !== cellOf(best.location));
    if (!other) throw new Error('no slot in another cell for the second box');
    const name = `Edited plan ${Date.now()}`;
    const stored = (await api('POST', '/rest/planning/plans', {
      name,
      plannedContainers: [
        { containerId: first.containerId, slotFullName: best.location, planningOrder: 1 },
        { containerId: second.containerId, slotFullName: other.location, planningOrder: 2 },
      ],
    })) as StoredPlan;

    const page = await t.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await openPlanning(page, t.server.url, DEMO.admin);
    await page.getByRole('tab', { name: 'Edit Plan' }).click();
    await pickPlan(page, name);
    await rowOf(page, first.containerNumber).getByText(best.location).waitFor();
    await rowOf(page, second.containerNumber).getByText(other.location).waitFor();
    expect(await tooltipOf(page, layout, best.location)).toContain(
      `Planned: ${first.containerNumber}`,
    );

    // Removed on screen, not saved: the slot is free in the grid and the engine offers it again.
    await page.getByRole('button', { name: `Reset ${first.containerNumber}` }).click();
    await expect
      .poll(() => tooltipOf(page, layout, best.location), { timeout: 20_000 })
      .toContain(`Free: a click plans ${first.containerNumber} at ${best.location}`);
    const expected = await ask(first.containerId, {
      planId: stored.id,
      plannedContainers: [{ containerId: second.containerId, slotFullName: other.location }],
    });
    expect(expected.map((s) => s.location)).toContain(best.location);
    await page
      .getByRole('button', { name: `Suggested ${expected[0]?.location} (` })
      .waitFor({ timeout: 10_000 });
    await rowOf(page, first.containerNumber).getByRole('button', { name: /^Why/ }).click();
    const dialog = page.getByRole('dialog', {
      name: new RegExp(`^Why .+ for ${first.containerNumber}$`),
    });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: `Use ${best.location}` }).waitFor();
    await screenshot(page, 'planning-edit-removed');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Auto-assign asks the server around the plan on screen: the second box's slot is not given.
    await page.getByRole('button', { name: 'Auto-assign' }).click();
    await page.getByText('Auto-assign planned 1 container.').waitFor();
    const firstRow = rowOf(page, first.containerNumber);
    await firstRow.getByText(/ %/).waitFor();
    const given = await firstRow.locator('strong:not(.planning-number)').innerText();
    expect(given).not.toBe(other.location);
    await screenshot(page, 'planning-edit-auto-assign');

    // Saved, the plan holds what the screen shows, and reads back so after a reload.
    await page.getByRole('button', { name: 'Update plan' }).click();
    await page.getByText(`Plan ${name} saved.`).waitFor();
    const saved = ((await api('GET', '/rest/planning/plans')) as StoredPlan[]).find(
      (p) => p.id === stored.id,
    );
    expect(
      Object.fromEntries(
        saved?.plannedContainers.map((c) => [c.containerId, c.slotFullName]) ?? [],
      ),
    ).toEqual({ [first.containerId]: given, [second.containerId]: other.location });
    await page.reload();
    await page.getByRole('tab', { name: 'Edit Plan' }).click();
    await pickPlan(page, name);
    await rowOf(page, first.containerNumber).getByText(given, { exact: true }).waitFor();
    await api('DELETE', `/rest/planning/plans/${stored.id}`);
    await page.close();
  }, 180_000);
});
