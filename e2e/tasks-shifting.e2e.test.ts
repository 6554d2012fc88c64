import { describe, expect, it } from 'vitest';
import { answerPopconfirm, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { DEMO, openAs } from './support/session.ts';
import { addTaskFor, choose } from './support/task-dialog.ts';
import { buriedInYard, locationOf } from './support/yard-api.ts';

const t = useServerAndBrowser();

/** Picks `value` in the antd select labelled `label` inside `scope`. */
describe('a buried box', () => {
  it('a clerk makes the shifting tasks of a buried box, completes them top first, then the task', async () => {
    const candidates = await buriedInYard(t.server.url);
    const box = candidates.find((each) => each.onTop.length === 2) ?? candidates[0];
    if (!box) throw new Error('the demo yard has no buried box');
    const message = `${box.onTop.length} ${box.onTop.length === 1 ? 'box stands' : 'boxes stand'} on ${box.number}: ${box.onTop.join(', ')}.`;

    const page = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openAs(page, t.server.url, DEMO.operator, '/tasks');
    await page.getByRole('heading', { name: 'Tasks' }).waitFor();

    // The box goes onto a truck's trailer: an export loading from where it stands.
    const form = await addTaskFor(page, box);
    await choose(page, form, 'Task type', 'Export Loading');
    await choose(page, form, 'Delivery mode', 'Export Out');
    await choose(page, form, 'To location', 'Trailer');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Task saved successfully').waitFor();

    // Saved, the task says what stands on its box and offers their shifting tasks.
    const offer = page.getByRole('dialog', { name: message });
    await offer.waitFor();
    await screenshot(page, 'tasks-buried-offer');
    await offer.getByRole('button', { name: 'Create shifting tasks' }).click();
    await page
      .getByText(new RegExp(`${box.onTop.length} shifting tasks? created ahead of task \\d+\\.`))
      .waitFor();
    const parent = page.getByRole('row', { name: new RegExp(`${box.number}.*Export Loading`) });
    // Beneath the task: what stands on its box, their shifts made.
    const table = page.getByRole('table', { name: 'Tasks' });
    await table.getByText('Their shifting tasks are made: they come first.').first().waitFor();
    await table.getByText(message).waitFor();
    const shifts = box.onTop.map((number) =>
      page.getByRole('row', { name: new RegExp(`${number}.*Shifting`) }),
    );
    for (const row of shifts) await row.waitFor();
    await screenshot(page, 'tasks-buried-shifts');

    // The task first: refused while the boxes stand on it, in the same words.
    await parent.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Complete' }).click();
    await answerPopconfirm(
      page,
      'Are you sure you want to complete the selected 1 task?',
      'Complete',
      page.getByRole('dialog', { name: 'Some tasks stay pending' }),
    );
    const pending = page.getByRole('dialog', { name: 'Some tasks stay pending' });
    await pending.getByText(message, { exact: false }).waitFor();
    await pending.getByRole('button', { name: 'OK' }).click();
    await parent.getByRole('checkbox').uncheck();

    // Then in order: the top box's shift, the next, and the task.
    for (const row of [...shifts, parent]) await row.getByRole('checkbox').check();
    const count = shifts.length + 1;
    await page.getByRole('button', { name: 'Complete' }).click();
    await answerPopconfirm(
      page,
      `Are you sure you want to complete the selected ${count} tasks?`,
      'Complete',
      page.getByText(`${count} tasks completed.`),
    );
    await expect.poll(() => locationOf(t.server.url, box.number)).toBeNull();
    const column = box.location.replace(/_\d+$/, '');
    for (const number of box.onTop) {
      const now = await locationOf(t.server.url, number);
      expect(now).toMatch(/^[A-Z0-9]+_\d+_\d+_\d+$/);
      expect(now?.startsWith(`${column}_`)).toBe(false);
    }
    await screenshot(page, 'tasks-buried-done');
    await page.close();
  });
});
