import { describe, expect, it } from 'vitest';
import { ZOOMED_GRID } from '../apps/web/src/features/planning/draw-plan-area.ts';
import { clickToClose, clickUntil, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import {
  areaOf,
  cellOf,
  type Layout,
  openPlanning as open,
  pickPlan,
  planningApi,
  point,
  type Queued,
  queueRows,
  queueTable,
  rowOf,
  type Suggestion,
  scrollTo,
  searchQueue,
} from './support/planning-page.ts';
import { apiLogin, DEMO } from './support/session.ts';

const t = useServerAndBrowser();

/** How long another user's change may take to show on a loaded machine (the target is 1 s). */
const LIVE_MS = 5_000;
/** How long a list may take to answer a search on a loaded machine. */
const POLL = { timeout: 10_000 };

const api = (cookie: string, method: string, path: string, body?: unknown) =>
  planningApi(t.server.url, cookie, method, path, body);
const openPlanning = (page: Parameters<typeof open>[0], user: Parameters<typeof open>[2]) =>
  open(page, t.server.url, user);

describe('the planning screen', () => {
  it('searches the queue, assigns slots, saves, explains, auto-assigns and deletes a plan', async () => {
    const cookie = await apiLogin(t.server.url, DEMO.admin);
    // A retried attempt starts from the demo's empty plan list, as the first did.
    for (const plan of (await api(cookie, 'GET', '/rest/planning/plans')) as { id: number }[]) {
      await api(cookie, 'DELETE', `/rest/planning/plans/${plan.id}`);
    }
    const layout = (await api(cookie, 'GET', '/rest/yard/layout')) as Layout;
    const queued = (await api(cookie, 'GET', '/rest/planning/queued-containers')) as Queued[];
    const twenties = queued.filter((c) => c.size === 20 && c.planId === null);
    const [first, second] = twenties;
    if (!first || !second) throw new Error('the demo queue has no two 20 ft boxes');
    const page = await t.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await openPlanning(page, DEMO.admin);
    expect(await queueRows(page).count()).toBe(12);

    // Search by container number, IGM number and liner.
    await searchQueue(page, first.containerNumber.slice(0, 10).toLowerCase());
    await expect.poll(() => queueRows(page).count(), POLL).toBe(1);
    await rowOf(page, first.containerNumber).waitFor();
    const withIgm = queued.find((c) => c.igmNumber !== null);
    if (withIgm?.igmNumber) {
      await searchQueue(page, withIgm.igmNumber);
      await rowOf(page, withIgm.containerNumber).waitFor();
      const sameIgm = queued.filter((c) => c.igmNumber?.includes(withIgm.igmNumber ?? ''));
      await expect.poll(() => queueRows(page).count(), POLL).toBe(Math.min(sameIgm.length, 12));
    }
    await searchQueue(page, '');
    await rowOf(page, first.containerNumber).waitFor();

    // The first box goes to the engine's suggestion, clicked on the zoomed area.
    await queueTable(page).getByLabel(`Select ${first.containerNumber}`).check();
    const suggestion = page.getByRole('button', { name: /^Suggested .+: why\?$/ });
    await suggestion.waitFor();
    const suggested = ((await suggestion.innerText()).match(/Suggested (\S+) \(/) ?? [])[1] ?? '';
    const area = areaOf(suggested);
    await page
      .getByRole('navigation', { name: 'Areas' })
      .getByRole('button', { name: area, exact: true })
      .click();
    const canvas = page.locator(`canvas[data-area="${area}"][data-zoomed="true"]`);
    await canvas.waitFor();
    const at = point(layout, suggested.split(',')[0] ?? '', ZOOMED_GRID);
    const mouse = await scrollTo(canvas, at);
    await page.mouse.move(mouse.x, mouse.y);
    await page
      .getByRole('tooltip')
      .getByText(suggested.split(',')[0] ?? '', { exact: true })
      .waitFor();
    await page.mouse.click(mouse.x, mouse.y);
    await rowOf(page, first.containerNumber).getByText(suggested).waitFor();
    await rowOf(page, first.containerNumber).getByText('Chosen by the planner').waitFor();

    // The second box: its explanation, then a runner-up in another cell, by keyboard.
    await rowOf(page, second.containerNumber).getByRole('button', { name: /^Why/ }).click();
    const dialog = page.getByRole('dialog', {
      name: new RegExp(`^Why .+ for ${second.containerNumber}$`),
    });
    await dialog.waitFor();
    const breakdown = dialog.getByRole('table', { name: 'Score breakdown' });
    for (const part of [
      'Rule fit',
      'Stack compatibility',
      'Expected reshuffles',
      'Distance',
      'Height',
    ]) {
      await breakdown.getByRole('cell', { name: part, exact: true }).waitFor();
    }
    await dialog
      .getByRole('table', { name: 'Runner-up slots' })
      .locator('tbody tr')
      .first()
      .waitFor();
    await screenshot(page, 'planning-explanation');
    const answer = (await api(cookie, 'POST', '/rest/planning/suggestions', {
      containerId: second.containerId,
      limit: 6,
    })) as { suggestions: Suggestion[] };
    const other = answer.suggestions.find((s) => cellOf(s.location) !== cellOf(suggested));
    if (!other) throw new Error('no suggestion in another cell');
    const use = dialog.getByRole('button', { name: `Use ${other.location}` });
    await use.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await rowOf(page, second.containerNumber).getByText(other.location).waitFor();

    // Saved, the plan opens in Edit Plan.
    await page.getByLabel('Plan name').fill('Browser plan');
    await page.getByRole('button', { name: 'Save plan' }).click();
    await page.getByText('Plan Browser plan saved.').waitFor();
    await page.getByRole('tab', { name: 'Edit Plan', selected: true }).waitFor();
    await rowOf(page, first.containerNumber).getByText(suggested).waitFor();
    await screenshot(page, 'planning');

    // Back on the Plan tab, the queue says where the box is planned.
    await page.getByRole('tab', { name: 'Plan', exact: true }).click();
    await rowOf(page, first.containerNumber).getByText('In plan Browser plan').waitFor();

    // Auto-assign gives the other boxes slots, with reasons and an order.
    await page.getByRole('button', { name: 'Auto-assign' }).click();
    await page.getByText(/^Auto-assign planned \d+ containers?\.$/).waitFor();
    await queueRows(page).filter({ hasText: / %/ }).first().waitFor();
    await screenshot(page, 'planning-auto-assign');

    // Unsaved slots: switching the search asks first; Cancel keeps them.
    await searchQueue(page, first.containerNumber);
    const discard = page.getByRole('dialog', { name: 'Discard unsaved slots?' });
    await discard.waitFor();
    await clickToClose(discard.getByRole('button', { name: 'Cancel' }), discard);
    await queueRows(page).filter({ hasText: / %/ }).first().waitFor();
    await page.getByRole('tab', { name: 'Edit Plan' }).click();
    // Gone before typing: it gives the focus back as it closes.
    await discard.waitFor();
    await clickToClose(discard.getByRole('button', { name: 'Discard' }), discard);

    // The plan to edit is looked up by name, then deleted after confirmation.
    await pickPlan(page, 'Browser plan');
    try {
      await page.getByRole('button', { name: 'Delete plan' }).waitFor();
      await rowOf(page, first.containerNumber).getByText(suggested).waitFor();
    } catch (error) {
      await screenshot(page, 'planning-failure');
      throw error;
    }
    await page.getByRole('button', { name: 'Delete plan' }).click();
    const deleted = page.getByText('Plan Browser plan deleted.');
    await clickUntil(
      page.getByRole('dialog', { name: 'Delete plan Browser plan?' }).getByRole('button', {
        name: 'Delete',
      }),
      () => deleted.isVisible(),
    );
    const plans = (await api(cookie, 'GET', '/rest/planning/plans')) as unknown[];
    expect(plans).toEqual([]);
    await page.close();
  }, 180_000);

  it('shows a plan saved and deleted on another screen at once', async () => {
    const cookie = await apiLogin(t.server.url, DEMO.admin);
    const queued = (await api(cookie, 'GET', '/rest/planning/queued-containers')) as Queued[];
    const box = queued.find((c) => c.size === 20 && c.planId === null);
    if (!box) throw new Error('no queued box');
    const page = await t.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await openPlanning(page, DEMO.operator);
    await rowOf(page, box.containerNumber).waitFor();
    const [slot] = (
      (await api(cookie, 'POST', '/rest/planning/suggestions', {
        containerId: box.containerId,
      })) as { suggestions: Suggestion[] }
    ).suggestions;
    if (!slot) throw new Error('no slot for the box');
    // A name of its own, so a retried attempt is not refused as a duplicate of the first.
    const name = `Live plan ${Date.now()}`;
    const plan = (await api(cookie, 'POST', '/rest/planning/plans', {
      name,
      plannedContainers: [
        { containerId: box.containerId, slotFullName: slot.location, planningOrder: 1 },
      ],
    })) as { id: number };
    await rowOf(page, box.containerNumber)
      .getByText(`In plan ${name}`)
      .waitFor({ timeout: LIVE_MS });
    // Its slot is drawn planned: the tooltip says whose.
    await api(cookie, 'DELETE', `/rest/planning/plans/${plan.id}`);
    await expect
      .poll(() => rowOf(page, box.containerNumber).getByText(`In plan ${name}`).count(), {
        timeout: LIVE_MS,
      })
      .toBe(0);
    await page.close();
  });
});
