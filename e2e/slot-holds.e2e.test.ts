import { describe, expect, it } from 'vitest';
import { ZOOMED_GRID } from '../apps/web/src/features/planning/draw-plan-area.ts';
import { screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import {
  areaOf,
  type Layout,
  openPlanning,
  planningApi,
  point,
  type Queued,
  type Suggestion,
  scrollTo,
} from './support/planning-page.ts';
import { apiLogin, DEMO, openAs } from './support/session.ts';

const t = useServerAndBrowser();

/** How long another user's change may take to show on a loaded machine (the target is 1 s). */
const LIVE_MS = 5_000;

describe('a held slot', () => {
  it('shows as held by its task on a planner’s yard and on the tasks screen, and free once deleted', async () => {
    const cookie = await apiLogin(t.server.url, DEMO.admin);
    const api = (method: string, path: string, body?: unknown) =>
      planningApi(t.server.url, cookie, method, path, body);
    const layout = (await api('GET', '/rest/yard/layout')) as Layout;
    const queued = (await api('GET', '/rest/planning/queued-containers')) as Queued[];
    const box = queued.find((c) => c.size === 20 && c.planId === null);
    if (!box) throw new Error('the demo queue has no 20 ft box');
    const [slot] = (
      (await api('POST', '/rest/planning/suggestions', { containerId: box.containerId })) as {
        suggestions: Suggestion[];
      }
    ).suggestions;
    if (!slot) throw new Error('no slot for the box');

    // A planner looks at the slot the engine would give the box.
    const planner = await t.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await openPlanning(planner, t.server.url, DEMO.operator);
    const area = areaOf(slot.location);
    await planner
      .getByRole('navigation', { name: 'Areas' })
      .getByRole('button', { name: area, exact: true })
      .click();
    const canvas = planner.locator(`canvas[data-area="${area}"][data-zoomed="true"]`);
    await canvas.waitFor();
    const mouse = await scrollTo(canvas, point(layout, slot.location, ZOOMED_GRID));
    await planner.mouse.move(mouse.x, mouse.y);
    const tooltip = planner.getByRole('tooltip');
    await tooltip.getByText(slot.location, { exact: true }).waitFor();

    // A clerk makes the box's task to that slot: the planner sees it held, by that task.
    const made = (await api('POST', '/rest/tasks', {
      tasks: [
        {
          containerNumber: box.containerNumber,
          taskType: 'Offloading',
          deliveryMode: 'Loaded',
          assignedToMachine: 'ALL',
          fromLocation: 'Trailer',
          toLocation: 'Slot',
          toLocationDetails: slot.location,
        },
      ],
      bulk: false,
    })) as { tasks: { taskId: number }[] };
    const taskId = made.tasks[0]?.taskId;
    const held = `Held by task ${taskId} (${box.containerNumber})`;
    await tooltip.getByText(held).waitFor({ timeout: LIVE_MS });
    await screenshot(planner, 'slot-held-planning');

    // The tasks screen tags the task's slot as held.
    const clerk = await t.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await openAs(clerk, t.server.url, DEMO.operator, '/tasks');
    const row = clerk
      .getByRole('table', { name: 'Tasks' })
      .locator('tr', { has: clerk.getByLabel(`Select task ${taskId}`) });
    await row.getByText('held', { exact: true }).waitFor();
    await screenshot(clerk, 'slot-held-tasks');

    // Deleting the task gives the slot back, on the planner's screen too.
    await api('DELETE', `/rest/tasks?ids=${taskId}`);
    await expect.poll(() => tooltip.getByText(held).count(), { timeout: LIVE_MS }).toBe(0);
    await clerk.close();
    await planner.close();
  }, 120_000);
});
