import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerPopconfirm, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { apiLogin, DEMO, openAs } from './support/session.ts';
import { buriedInYard } from './support/yard-api.ts';

const t = useServerAndBrowser();

/** Picks `value` in the antd select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, value: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: value })
    .first()
    .click();
}

/** Where the yard says each box stands now. */
async function locations(numbers: string[]): Promise<Record<string, string | null>> {
  const cookie = await apiLogin(t.server.url, DEMO.admin);
  const found: Record<string, string | null> = {};
  for (const number of numbers) {
    const response = await fetch(
      `${t.server.url}/rest/enterprise/containers/autocomplete-object?searchText=${number}`,
      { headers: { cookie } },
    );
    const boxes = (await response.json()) as { containerNumber: string; location: string | null }[];
    found[number] = boxes.find((box) => box.containerNumber === number)?.location ?? null;
  }
  return found;
}

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
    await page.getByRole('button', { name: 'Add container task' }).click();
    const form = page.getByRole('dialog', { name: 'Add container task' });
    await form.getByLabel('Container number').fill(box.number.slice(0, 7));
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: box.number })
      .first()
      .click();
    await expect.poll(() => form.getByLabel('From location').inputValue()).toBe(box.location);
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
    await expect.poll(async () => (await locations([box.number]))[box.number]).toBeNull();
    const after = await locations(box.onTop);
    const column = box.location.replace(/_\d+$/, '');
    for (const number of box.onTop) {
      expect(after[number]).toMatch(/^[A-Z0-9]+_\d+_\d+_\d+$/);
      expect(after[number]?.startsWith(`${column}_`)).toBe(false);
    }
    await screenshot(page, 'tasks-buried-done');
    await page.close();
  });
});
