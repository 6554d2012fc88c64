import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { DEMO, openAs } from './support/session.ts';

const t = useServerAndBrowser();

describe('machine allocations', () => {
  it('allocates a machine to an area and drags it on the Gantt', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await openAs(page, t.server.url, DEMO.admin, '/allocations');
    await page.getByRole('heading', { name: 'Machine allocations' }).waitFor();
    const option = (text: string | RegExp) =>
      page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text });

    await page.getByRole('button', { name: 'Add allocation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add allocation' });
    // Typed in one input event, then picked: a click landing while the dialog still opens can be
    // lost under load, and a fill waits for the field.
    await dialog.getByLabel('Machine').fill('RS-01');
    await option('RS-01').click();
    await dialog.getByLabel('Area').fill('A');
    await option(/^A$/).click();
    await dialog.getByRole('button', { name: 'Save allocation' }).click();
    await page.getByText('Allocations saved successfully').waitFor();

    const gantt = page.getByRole('application', { name: 'Allocations by machine' });
    const item = gantt.locator('.vis-item', { hasText: 'A' }).first();
    await item.waitFor();
    const table = page.getByRole('table', { name: 'Allocations' });
    const row = table.getByRole('row', { name: /RS-01/ });
    await row.waitFor();
    const before = await row.innerText();
    await screenshot(page, 'allocations');

    // Dragging marks it edited (doc 2 §4) until saved.
    const box = await item.boundingBox();
    if (!box) throw new Error('the allocation is not drawn');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(box.x + box.width / 2 + step * 12, y);
    }
    await page.mouse.up();
    await row.getByText('Edited').waitFor();
    expect(await gantt.locator('.vis-item.allocation-edited').count()).toBe(1);
    await screenshot(page, 'allocations-edited');
    await page.getByRole('button', { name: /Save changes/ }).click();
    await page.getByText('Allocations saved successfully').last().waitFor();
    await expect.poll(() => row.getByText('Edited').count()).toBe(0);
    expect(await row.innerText()).not.toBe(before);

    // The same allocation seen by area.
    await page.getByText('By area').click();
    await page
      .getByRole('application', { name: 'Allocations by area' })
      .locator('.vis-item', { hasText: 'RS-01' })
      .waitFor();
    await page.close();
  });
});
