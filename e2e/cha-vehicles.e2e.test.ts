import { describe, expect, it } from 'vitest';
import { clickUntil, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { DEMO, openAs } from './support/session.ts';

const t = useServerAndBrowser();

describe('CHA vehicles', () => {
  it("edits an agent's allowances, tags and contacts by keyboard and saves them", async () => {
    const page = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openAs(page, t.server.url, DEMO.admin, '/cha-vehicles');
    await page.getByRole('heading', { name: 'CHA vehicles' }).waitFor();

    // The agent search has the focus: type, then pick the agent found.
    const chooseAgent = async (text: string) => {
      // Filled in one input event: keys typed while the select is still settling can be lost.
      await page.getByLabel('Clearing agent').fill(text);
      // Clicked rather than Enter: the answer to an earlier keystroke's search can replace the
      // list and its active option between the option showing and the key arriving.
      await page
        .locator('.ant-select-item-option', { hasText: 'Sahyadri Clearing Agency' })
        .click();
      await page.getByRole('heading', { name: /Sahyadri Clearing Agency/ }).waitFor();
    };
    await chooseAgent('sahyadri');
    const table = page.getByRole('table', { name: 'Allowed deliveries' });
    const field = (label: string, type: string) => table.getByLabel(`${label} for ${type}`);
    // The seed: Loaded Delivery 6 + 6 = 12, De-stuff Delivery 3 + 2 and one more = 6.
    expect(await field('Vehicles allowed', 'Loaded Delivery').inputValue()).toBe('12');
    expect(await page.getByTestId('total-allowed').innerText()).toBe('18');

    // 20 and 40 ft counts push the vehicles allowed up to their sum.
    await field('Allowed 20 ft', 'Empty Delivery').fill('3');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2');
    await page.keyboard.press('Tab');
    await expect.poll(() => field('Vehicles allowed', 'Empty Delivery').inputValue()).toBe('5');

    await page.getByLabel('Equipment tags').click();
    await page.keyboard.type('TAG20001');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add contact' }).click();
    await page.getByLabel('Contact name').last().fill('P. Kulkarni');
    await page.getByLabel('Contact phone').last().fill('+91 22 2724 2299');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Successfully saved current allocation.').waitFor();
    await screenshot(page, 'cha-vehicles');

    // What was saved comes back after a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'CHA vehicles' }).waitFor();
    await chooseAgent('SCA');
    expect(await field('Vehicles allowed', 'Empty Delivery').inputValue()).toBe('5');
    expect(await field('Allowed 40 ft', 'Empty Delivery').inputValue()).toBe('2');
    await page.getByTitle('TAG20001').waitFor();
    expect(await page.getByLabel('Contact name').last().inputValue()).toBe('P. Kulkarni');
    await page.close();
  });

  it("asks 'Gate Count Alert!' at the gate once an agent's trucks reach the allowance", async () => {
    // An admin watches the agent on CHA vehicles: the count follows the gate without a reload.
    const watcher = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openAs(watcher, t.server.url, DEMO.admin, '/cha-vehicles');
    await watcher.getByLabel('Clearing agent').fill('Konkan');
    await watcher.locator('.ant-select-item-option', { hasText: 'Konkan Customs Brokers' }).click();
    const gatedIn = watcher
      .getByRole('table', { name: 'Allowed deliveries' })
      .getByRole('row', { name: /Empty Delivery/ })
      .getByRole('cell')
      .last();
    await expect.poll(() => gatedIn.innerText()).toBe('8');

    const page = await t.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await openAs(page, t.server.url, DEMO.gateinuser, '/gate');
    await page.getByRole('tab', { name: 'Trailer Gate-in' }).click();
    await page.locator('#gate-vehicle-type').waitFor();
    // The seed: Konkan Customs Brokers has brought all 8 trucks allowed for Empty Delivery.
    // Fields filled and options clicked: the gate's keyboard flow has its own tests, and a
    // keystroke racing a select's list answer is what this test is not about.
    await page.locator('#gate-vehicle-type').fill('Empty');
    await page.locator('.ant-select-item-option', { hasText: 'Empty Delivery' }).click();
    await page.locator('#gate-vehicle-number').fill('MH04CH0008');
    await page.locator('#gate-vehicle-tag').fill('TRL00908');
    await page.locator('#gate-vehicle-cha').fill('Konkan');
    await page.locator('.ant-select-item-option', { hasText: 'Konkan Customs Brokers' }).click();
    await page.getByText('8 of 8 vehicles gated in').waitFor();
    await page.getByRole('button', { name: 'Gate-in', exact: true }).click();
    const alert = page.getByRole('dialog').filter({ hasText: 'Gate Count Alert!' });
    await alert
      .getByText(
        'Gate In Count will exceed Allowed Vechile Count for process Empty Delivery and CHA Konkan Customs Brokers. Do you want to proceed?',
      )
      .waitFor();
    await screenshot(page, 'gate-count-alert');
    // Until the answer shows: it goes again after 2 seconds.
    const gated = page
      .getByRole('status')
      .filter({ hasText: 'Trailer gate-in successful: MH04CH0008' });
    await clickUntil(alert.getByRole('button', { name: 'Yes, gate in' }), () => gated.isVisible());
    await expect.poll(() => gatedIn.innerText(), { timeout: 5_000 }).toBe('9');
    await screenshot(watcher, 'cha-vehicles-live');
    await watcher.close();
    await page.close();
  });
});
