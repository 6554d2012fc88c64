import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { apiLogin, DEMO, logIn } from './support/session.ts';
import { movesInYard } from './support/yard-api.ts';

const t = useServerAndBrowser();

async function openTasks(page: Page, user: { username: string; password: string }) {
  await logIn(page, t.server.url, user);
  await page.getByRole('navigation', { name: 'Main menu' }).getByText('Tasks').click();
  await page.getByRole('heading', { name: 'Tasks' }).waitFor();
}

/** Picks `value` in the antd select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, value: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: value })
    .first()
    .click();
}

/** Where the containers data says the box stands. */
async function locationOf(number: string): Promise<string | null> {
  const cookie = await apiLogin(t.server.url, DEMO.admin);
  const response = await fetch(
    `${t.server.url}/rest/enterprise/containers/autocomplete-object?searchText=${number}`,
    { headers: { cookie } },
  );
  const boxes = (await response.json()) as { containerNumber: string; location: string | null }[];
  return boxes.find((box) => box.containerNumber === number)?.location ?? null;
}

describe('tasks', () => {
  it('creates a task seen live on a second page, refuses its duplicate, completes it and the box moves', async () => {
    const { boxes, freeGround } = await movesInYard(t.server.url);
    const box = boxes[0];
    const target = freeGround[0];
    if (!box || !target) throw new Error('the demo yard has no movable box or free slot');

    const watcher = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openTasks(watcher, DEMO.admin);
    const page = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openTasks(page, DEMO.operator);

    const add = async () => {
      await page.getByRole('button', { name: 'Add container task' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add container task' });
      await dialog.getByLabel('Container number').fill(box.number.slice(0, 7));
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: box.number })
        .first()
        .click();
      // Doc 3 §4: a box in a slot starts from where it stands.
      await expect.poll(() => dialog.getByLabel('From location').inputValue()).toBe(box.location);
      await choose(page, dialog, 'Task type', 'Grounding');
      await choose(page, dialog, 'Delivery mode', 'Loaded');
      await choose(page, dialog, 'To location', 'Slot');
      await dialog.getByLabel('Slot', { exact: true }).fill(target);
      return dialog;
    };
    const dialog = await add();
    await screenshot(page, 'tasks-add');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Task saved successfully').waitFor();
    await page.getByRole('row', { name: new RegExp(box.number) }).waitFor();
    // The other page was not reloaded: the event stream brought the task.
    await watcher.getByRole('row', { name: new RegExp(box.number) }).waitFor();
    await screenshot(page, 'tasks');

    const again = await add();
    await again.getByRole('button', { name: 'Save' }).click();
    await again
      .getByText(
        'Another task already exist with same task type, container number, from and to locations',
      )
      .waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();

    const row = page.getByRole('row', { name: new RegExp(box.number) });
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Complete' }).click();
    await page.getByText('1 task completed.').waitFor();
    await expect.poll(() => locationOf(box.number)).toBe(target);
    // Completed tasks leave the open list, on both pages.
    await expect
      .poll(() => watcher.getByRole('row', { name: new RegExp(box.number) }).count())
      .toBe(0);
    await page.close();
    await watcher.close();
  });

  it('saves bulk rows only when every row is filled', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openTasks(page, DEMO.admin);
    await page.getByRole('button', { name: 'Add bulk tasks' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add bulk tasks' });
    await dialog.getByLabel('Row 1 container number').fill('MSKU1234565');
    await dialog.getByRole('button', { name: 'Save all' }).click();
    await dialog.getByText('Every row must be filled').waitFor();
    await screenshot(page, 'tasks-bulk');
    await page.close();
  });
});
