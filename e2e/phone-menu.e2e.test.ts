import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { DEMO, openAs } from './support/session.ts';

const t = useServerAndBrowser();

/** The menu slides open and shut: on a busy machine that takes longer than a poll's default second. */
const SLIDE = { timeout: 10_000 };

describe('the side menu on a phone', () => {
  it('stays out of the way until asked for, opens over the screen and closes on a choice', async () => {
    const context = await t.browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    await openAs(phone, t.server.url, DEMO.operator, '/handheld');
    await phone.getByRole('heading', { name: 'My tasks' }).waitFor();
    const menu = phone.getByRole('navigation', { name: 'Main menu' });
    // Closed: the page has the whole width.
    await expect.poll(async () => (await menu.boundingBox())?.width ?? 0, SLIDE).toBe(0);
    const heading = await phone.getByRole('heading', { name: 'My tasks' }).boundingBox();
    expect(heading?.x).toBeLessThan(40);
    await screenshot(phone, 'handheld-phone');

    await phone.getByRole('button', { name: 'Expand menu' }).click();
    await menu.getByText('Tasks', { exact: true }).waitFor();
    // Measured once the menu has slid all the way open (it widens as it opens).
    const width = async () => (await menu.boundingBox())?.width ?? 0;
    await expect.poll(width, SLIDE).toBeGreaterThan(150);
    expect(await width()).toBeLessThan(390 * 0.6);
    await screenshot(phone, 'handheld-phone-menu');

    await menu.getByText('Tasks', { exact: true }).click();
    await phone.getByRole('heading', { name: 'Tasks' }).waitFor();
    await expect.poll(async () => (await menu.boundingBox())?.width ?? 0, SLIDE).toBe(0);
    await context.close();
  });
});
