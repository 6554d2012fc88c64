import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerPopconfirm, popconfirm, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { apiLogin, DEMO, openAs } from './support/session.ts';
import { movesInYard } from './support/yard-api.ts';

const t = useServerAndBrowser();

async function openTasks(page: Page) {
  await openAs(page, t.server.url, DEMO.admin, '/tasks');
  await page.getByRole('heading', { name: 'Tasks' }).waitFor();
}

async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const cookie = await apiLogin(t.server.url, DEMO.superadmin);
  const response = await fetch(`${t.server.url}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json', pagepath: '/tasks' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type Listed = { tasks: { taskId: number; assignedToMachine: string }[] };

describe('tasks and machines', () => {
  it('a supervisor moves the selected tasks to another machine', async () => {
    const { boxes } = await movesInYard(t.server.url);
    const box = boxes.at(-2);
    if (!box) throw new Error('the demo yard has no movable box');
    // Destinations of this run only, so a retry never meets the first run's tasks as duplicates.
    const run = Date.now().toString(36);
    const task = (to: string) => ({
      containerNumber: box.number,
      taskType: 'Grounding',
      deliveryMode: 'Loaded',
      fromLocation: box.location,
      toLocation: to,
      assignedToMachine: 'RS-01',
    });
    const saved = await api<Listed>('POST', '/rest/tasks', {
      tasks: [task(`Chasis ${run}a`), task(`Chasis ${run}b`)],
    });
    const ids = saved.tasks.map((x) => x.taskId);

    const page = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openTasks(page);
    const search = page.getByLabel('Search tasks');
    await search.click();
    await page.keyboard.type(box.number);
    await page.keyboard.press('Enter');
    const rows = page.getByRole('table', { name: 'Tasks' }).getByRole('row', {
      name: new RegExp(`${box.number}.*Chasis ${run}.*RS-01`),
    });
    await expect.poll(() => rows.count()).toBe(2);
    for (const id of ids) await page.getByLabel(`Select task ${id}`).check();
    const toolbar = page.getByRole('toolbar', { name: 'Selected tasks' });
    await toolbar.getByText('2 selected').waitFor();
    await toolbar.getByLabel('Move to machine').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'RS-02' })
      .first()
      .click();
    await toolbar.getByRole('button', { name: 'Move' }).click();
    const question = 'Are you sure you want to move the selected tasks to RS-02?';
    await popconfirm(page, question).waitFor();
    await screenshot(page, 'tasks-move');
    await answerPopconfirm(page, question, 'Move', page.getByText('2 tasks moved.'));
    // The list reads again (the task.updated event) and shows the new machine.
    await expect
      .poll(() =>
        page
          .getByRole('table', { name: 'Tasks' })
          .getByRole('row', { name: new RegExp(`${box.number}.*Chasis ${run}.*RS-02`) })
          .count(),
      )
      .toBe(2);
    const queue = await api<Listed>('GET', '/rest/tasks?machine=RS-02&limit=100');
    expect(queue.tasks.map((x) => x.taskId)).toEqual(expect.arrayContaining(ids));
    await page.close();
  });

  it('opens the machine map from the Tasks screen and saves it as a picture', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openTasks(page);
    await page.getByRole('button', { name: 'Machine map' }).click();
    const modal = page.getByRole('dialog', { name: 'Machines on the yard map' });
    await modal.getByRole('img', { name: 'Machines on the yard map' }).getByText('RS-01').waitFor();
    await screenshot(page, 'tasks-machine-map');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      modal.getByRole('button', { name: 'Save as PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^task-machines-.*\.png$/);
    await page.close();
  });
});
