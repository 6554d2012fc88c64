import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickUntil, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { DEMO, openAs } from './support/session.ts';

const t = useServerAndBrowser();

const cell = (page: Page, fullName: string) => page.locator(`[data-name="${fullName}"]`);
const selectedCells = (page: Page) => page.locator('[data-selected]');
const rulesTable = (page: Page) => page.getByRole('table', { name: 'Colour rules' });
const background = (page: Page, fullName: string) =>
  cell(page, fullName).evaluate((el) => getComputedStyle(el).backgroundColor);

async function openConfiguration(page: Page, user: { username: string; password: string }) {
  // Doc 3 §2: the colour rules sit under Planning.
  await openAs(page, t.server.url, user, '/planning');
  await page.getByRole('button', { name: 'Colour rules' }).click();
  await page.getByRole('heading', { name: 'Yard colour rules' }).waitFor();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .locator('[aria-current="page"]', { hasText: 'Planning' })
    .waitFor();
  await rulesTable(page).getByText('Reefer plugs').waitFor();
}

/** Drags the pointer from one cell to another, as a planner paints a block. */
async function drag(page: Page, from: string, to: string) {
  const start = await cell(page, from).boundingBox();
  const end = await cell(page, to).boundingBox();
  if (!start || !end) throw new Error(`cells ${from} and ${to} are not on screen`);
  await page.mouse.move(start.x + 5, start.y + 5);
  await page.mouse.down();
  await page.mouse.move(end.x + 5, end.y + 5, { steps: 12 });
  await page.mouse.up();
}

/** Picks a value in a searchable select as a keyboard user does: type, then Enter. */
async function choose(select: Locator, value: string) {
  await select.fill(value);
  await select.press('Enter');
}

describe('yard colour rules', () => {
  it('shows every cell in its rule colour, the rules listed beside the yard', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await openConfiguration(page, DEMO.operator);
    for (const name of ['Hazardous cargo', 'Empty stacks']) {
      await rulesTable(page).getByText(name, { exact: true }).waitFor();
    }
    expect(await background(page, 'RF_01_01')).toBe('rgb(30, 144, 255)');
    expect(await cell(page, 'RF_01_01').getAttribute('aria-label')).toBe('RF_01_01, Reefer plugs');
    expect(await cell(page, 'A_01_01').getAttribute('aria-label')).toBe('A_01_01');
    await screenshot(page, 'configuration');
    await page.close();
  });

  it('draws a new rule on the grid and saves it on Enter', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await openConfiguration(page, DEMO.admin);
    await page.getByRole('button', { name: 'New rule' }).click();
    const form = page.getByRole('region', { name: 'New rule' });
    // Focus lands where typing starts.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('colour-rule_name');

    await page.keyboard.type('Export 40s');

    // A row name takes the whole row; a drag paints.
    await page.getByRole('button', { name: 'Row C_01' }).click();
    expect(await selectedCells(page).count()).toBe(40);
    await drag(page, 'C_02_01', 'C_02_08');
    expect(await selectedCells(page).count()).toBe(48);
    await cell(page, 'C_02_08').click();
    await form.getByText('47 cells selected').waitFor();

    await form.locator('.ant-color-picker-trigger').click();
    await page.locator('.ant-color-picker-presets-color').nth(3).click();
    await page.keyboard.press('Escape');
    await choose(form.getByLabel('Size'), '40');
    await choose(form.getByLabel('Process'), 'Export');
    expect(await background(page, 'C_01_01')).toBe('rgb(46, 157, 91)');
    await screenshot(page, 'configuration-edit');

    await form.getByLabel('Name').press('Enter');
    await page.getByText('Rule Export 40s saved: 47 cells.').waitFor();
    const row = rulesTable(page).getByRole('row', { name: /Export 40s/ });
    await row.getByText('Process Export · Size 40').waitFor();
    await row.getByText('47', { exact: true }).waitFor();
    expect(await cell(page, 'C_02_07').getAttribute('aria-label')).toBe('C_02_07, Export 40s');
    await page.close();
  });

  it('changes a rule’s cells, then deletes it after a confirmation', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await openConfiguration(page, DEMO.superadmin);
    await page.getByRole('button', { name: 'Edit Empty stacks' }).click();
    const form = page.getByRole('region', { name: 'Edit rule Empty stacks' });
    await form.getByText('300 cells selected').waitFor();
    // The row is all selected, so its name clears it; the rule's own cells stay free to take.
    await page.getByRole('button', { name: 'Row MT_10' }).click();
    await form.getByText('270 cells selected').waitFor();
    await form.getByRole('button', { name: 'Save rule' }).click();
    await page.getByText('Rule Empty stacks saved: 270 cells.').waitFor();
    expect(await cell(page, 'MT_10_01').getAttribute('aria-label')).toBe('MT_10_01');

    await page.getByRole('button', { name: 'Edit Empty stacks' }).click();
    await page.getByRole('button', { name: 'Delete rule' }).click();
    await page.getByText('Are you sure you want to delete this?').waitFor();
    // Until the message shows: clicks at the closing question wait 2 s, the message goes in 3.
    const deleted = page.getByText('Rule Empty stacks deleted.');
    await clickUntil(page.getByRole('button', { name: 'Delete', exact: true }), () =>
      deleted.isVisible(),
    );
    await expect.poll(() => rulesTable(page).getByText('Empty stacks').count()).toBe(0);
    expect(await cell(page, 'MT_01_01').getAttribute('aria-label')).toBe('MT_01_01');
    await page.close();
  });
});
