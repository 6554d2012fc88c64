import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerPopconfirm, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { apiLogin, DEMO, openAs } from './support/session.ts';
import { addTaskFor, choose } from './support/task-dialog.ts';
import { locationOf, movesInYard } from './support/yard-api.ts';

const t = useServerAndBrowser();

async function openTasks(page: Page, user: { username: string; password: string }) {
  await openAs(page, t.server.url, user, '/tasks');
  await page.getByRole('heading', { name: 'Tasks' }).waitFor();
}

/** Picks `value` in the antd select labelled `label` inside `scope`. */
/** A call as a supervisor's screen would make it (the PagePath header every change needs). */
async function apiCall(
  method: 'POST' | 'GET',
  path: string,
  body?: unknown,
  user: { username: string; password: string } = DEMO.superadmin,
): Promise<unknown> {
  const cookie = await apiLogin(t.server.url, user);
  const response = await fetch(`${t.server.url}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json', pagepath: '/tasks' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const taskFor = (box: { number: string; location: string }, to: string, machine: string) => ({
  containerNumber: box.number,
  taskType: 'Grounding',
  deliveryMode: 'Loaded',
  fromLocation: box.location,
  toLocation: 'Slot',
  toLocationDetails: to,
  assignedToMachine: machine,
});

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
      // Doc 3 §4: a box in a slot starts from where it stands.
      const dialog = await addTaskFor(page, box);
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
    await answerPopconfirm(
      page,
      'Are you sure you want to complete the selected 1 task?',
      'Complete',
      page.getByText('1 task completed.'),
    );
    await expect.poll(() => locationOf(t.server.url, box.number)).toBe(target);
    // Completed tasks leave the open list, on both pages.
    await expect
      .poll(() => watcher.getByRole('row', { name: new RegExp(box.number) }).count())
      .toBe(0);
    await page.close();
    await watcher.close();
  });

  it('creates one task per box of an IGM:Item, each from where its box stands', async () => {
    const cookie = await apiLogin(t.server.url, DEMO.superadmin);
    const list = (await (
      await fetch(`${t.server.url}/rest/enterprise/containers/list?skip=1&limit=200`, {
        headers: { cookie, pagepath: '/containers' },
      })
    ).json()) as { entities: { number: string; igm: string | null; item: string | null }[] };
    // An IGM:Item with boxes in the yard, as the form's search finds them.
    let found:
      | { igmItem: string; boxes: { number: string; location: string | null }[] }
      | undefined;
    for (const entity of list.entities.filter((each) => each.igm && each.item)) {
      const igmItem = `${entity.igm}:${entity.item}`;
      const boxes = (await apiCall(
        'GET',
        `/rest/tasks/containers?igmItem=${encodeURIComponent(igmItem)}`,
      )) as { number: string; location: string | null }[];
      if (boxes.length > 0) {
        found = { igmItem, boxes };
        break;
      }
    }
    if (!found) throw new Error('no IGM item with boxes in the yard');
    const { igmItem, boxes } = found;

    const page = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openTasks(page, DEMO.operator);
    await page.getByRole('button', { name: 'Add IGM:Item tasks' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add IGM:Item tasks' });
    await dialog.getByLabel('IGM:Item').fill(igmItem);
    await dialog.getByLabel('IGM:Item').press('Enter');
    await dialog.getByText(boxes[0]?.number ?? '', { exact: false }).waitFor();
    expect(await dialog.locator('.ant-list-item').count()).toBe(boxes.length);
    await choose(page, dialog, 'Task type', 'Grounding');
    await choose(page, dialog, 'Delivery mode', 'Loaded');
    await choose(page, dialog, 'To location', 'Trailer');
    await screenshot(page, 'tasks-igm-item');
    await dialog.getByRole('button', { name: 'Save tasks' }).click();
    await page.getByText(`${boxes.length} tasks saved.`).waitFor();
    for (const each of boxes) {
      const row = page.getByRole('row', { name: new RegExp(each.number) }).first();
      await row.waitFor();
      if (each.location) await row.getByText(each.location, { exact: false }).first().waitFor();
    }
    await page.close();
  });

  it('uploads a task file and exports the pending tasks', async () => {
    const { boxes } = await movesInYard(t.server.url);
    const box = boxes.at(-1);
    if (!box) throw new Error('no movable box');
    const page = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openTasks(page, DEMO.admin);
    await page.getByRole('button', { name: 'Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload tasks' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'tasks.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Container number,Task type,Delivery mode,From location,To location\n' +
          `${box.number},Grounding,Loaded,${box.location},Export Zone\n`,
      ),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('1 task saved.').waitFor();
    await screenshot(page, 'tasks-upload');
    await page.getByRole('row', { name: new RegExp(`${box.number}.*Export Zone`) }).waitFor();

    // The day's pending tasks to Excel, through the shared export module.
    await page.getByRole('button', { name: 'Export' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export tasks' });
    await choose(page, exportDialog, 'Status', 'Pending');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportDialog.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^tasks \d{4}-\d{2}-\d{2}\.xlsx$/);
    await page.close();
  });

  it('a driver sees the next job live on the handheld, completes it, and one made offline is sent later', async () => {
    const { boxes, freeGround } = await movesInYard(t.server.url);
    const [first, second] = boxes.slice(1, 3);
    const [to1, to2] = freeGround.slice(1, 3);
    if (!first || !second || !to1 || !to2) throw new Error('the demo yard is too full');
    await apiCall('POST', '/rest/machines', {
      machineName: 'RS-HANDHELD',
      machineType: 'Reach-Stacker',
      machineStatus: 'Working',
    });
    const context = await t.browser.newContext({ viewport: { width: 420, height: 860 } });
    const phone = await context.newPage();
    await openAs(phone, t.server.url, DEMO.operator, '/handheld');
    await phone.getByRole('heading', { name: 'My tasks' }).waitFor();
    await choose(phone, phone.locator('body'), 'Machine', 'RS-HANDHELD');

    // The supervisor creates the job elsewhere: it appears without a reload.
    await apiCall('POST', '/rest/tasks', { tasks: [taskFor(first, to1, 'RS-HANDHELD')] });
    const job = phone.getByRole('article', { name: new RegExp(first.number) });
    await job.waitFor();
    await screenshot(phone, 'handheld');
    await job.getByRole('button', { name: 'Done' }).click();
    await phone.getByText(/Task \d+ completed\./).waitFor();
    await expect.poll(() => locationOf(t.server.url, first.number)).toBe(to1);

    await apiCall('POST', '/rest/tasks', { tasks: [taskFor(second, to2, 'RS-HANDHELD')] });
    const next = phone.getByRole('article', { name: new RegExp(second.number) });
    await next.waitFor();
    await context.setOffline(true);
    await next.getByRole('button', { name: 'Done' }).click();
    await phone.getByText('1 completion waiting for the network').waitFor();
    expect(await locationOf(t.server.url, second.number)).toBe(second.location);
    await screenshot(phone, 'handheld-offline');
    await context.setOffline(false);
    await expect.poll(() => locationOf(t.server.url, second.number), { timeout: 20_000 }).toBe(to2);
    await phone.getByText('1 completion waiting for the network').waitFor({ state: 'detached' });
    await context.close();
  });

  it('reads the task dashboard: the handheld machine’s moves and tasks of today', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openAs(page, t.server.url, DEMO.admin, '/task-dashboard');
    await page.getByRole('heading', { name: 'Task Dashboard' }).waitFor();
    const moves = page.getByRole('table', { name: 'Movements per machine' });
    await moves.getByRole('row', { name: /RS-HANDHELD\s+2\s+0/ }).waitFor();
    const tasks = page.getByRole('table', { name: 'Completed tasks per machine' });
    await tasks.getByRole('row', { name: /RS-HANDHELD\s+Grounding\s+2/ }).waitFor();
    await screenshot(page, 'task-dashboard');
    await page.close();
  });
});
