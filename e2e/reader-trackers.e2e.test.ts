import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickToClose, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { apiLogin, DEMO, openAs } from './support/session.ts';

const t = useServerAndBrowser();

/** The readers as the API lists them, with the machine or ITV each tracks. */
async function readers() {
  const cookie = await apiLogin(t.server.url, DEMO.admin);
  const response = await fetch(`${t.server.url}/rest/enterprise/readers`, { headers: { cookie } });
  const body = (await response.json()) as {
    readers: { name: string; machineId: number | null; itvId: number | null }[];
  };
  return body.readers;
}

/** The reader list's "Machine / ITV" cell of a reader's row. */
const onBoard = (page: Page, reader: string) =>
  page.getByRole('row').filter({ hasText: reader }).getByRole('cell').nth(3);

describe('trackers on machines and ITVs', () => {
  it('links a MACHINE reader to a machine and an ITV reader to an ITV from the reader form', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openAs(page, t.server.url, DEMO.admin, '/gate-readers');
    await page.getByRole('tab', { name: 'Gate Readers' }).click();
    // The list says what each demo tracker rides on.
    await expect.poll(() => onBoard(page, 'RTG-01-TRK').textContent()).toBe('RTG-01');
    await expect.poll(() => onBoard(page, 'ITV-01-TRK').textContent()).toBe('ITV-01');

    // The demo tracker on RTG-01 opens with its machine chosen.
    await page.getByRole('button', { name: 'Edit RTG-01-TRK' }).click();
    const demo = page.getByRole('dialog', { name: 'Edit reader RTG-01-TRK' });
    await demo.getByText('RTG-01', { exact: true }).waitFor();
    await clickToClose(demo.getByRole('button', { name: 'Cancel' }), demo);

    await page.getByRole('button', { name: 'Add reader' }).click();
    const form = page.getByRole('dialog', { name: 'Add reader' });
    await form.getByLabel('Name (device id)').fill('RS-02-TRK');
    await form.getByLabel('IP').fill('10.10.5.12');
    await form.getByLabel('Type').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'MACHINE' })
      .click();
    await form.getByLabel('Machine').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'RS-02' })
      .click();
    await screenshot(page, 'reader-tracker-form');
    await form.getByRole('button', { name: 'Save' }).click();
    const key = page.getByRole('dialog', { name: 'Device key of RS-02-TRK' });
    await key.waitFor();
    await clickToClose(key.getByRole('button', { name: 'OK' }), key);
    // Closed all the way: its fading overlay takes the next click otherwise.
    await key.waitFor({ state: 'detached' });
    await expect.poll(() => onBoard(page, 'RS-02-TRK').textContent()).toBe('RS-02');

    // Turned into an ITV tracker: the machine link goes, the ITV's comes.
    await page.getByRole('button', { name: 'Edit RS-02-TRK' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit reader RS-02-TRK' });
    await edit.getByText('RS-02', { exact: true }).waitFor();
    await edit.getByLabel('Type').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^ITV$/ })
      .click();
    await edit.getByLabel('ITV', { exact: true }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'ITV-03' })
      .click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => onBoard(page, 'RS-02-TRK').textContent()).toBe('ITV-03');
    await screenshot(page, 'reader-list-on-board');

    const all = await readers();
    expect(all.find((r) => r.name === 'RS-02-TRK')).toMatchObject({
      machineId: null,
      itvId: expect.any(Number),
    });
    expect(all.find((r) => r.name === 'RTG-01-TRK')?.machineId).toEqual(expect.any(Number));
    expect(all.find((r) => r.name === 'ITV-01-TRK')?.itvId).toEqual(expect.any(Number));
    await page.close();
  });
});
