import { makeContainerNumber } from '@yardline/domain/containers/container-number';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { useDevices } from './support/devices.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { DEMO, openAs } from './support/session.ts';
import { registerTrailer } from './support/yard-api.ts';

// The manual gate at a lane whose RFID reader reports over MQTT (the demo terminal's Gate 1 In
// and its reader RDR-G1-IN, played by the reader double).
const devices = useDevices();
const t = useServerAndBrowser({ env: devices.env });
afterAll(() => devices.close());

const focused = (page: Page) => page.evaluate(() => document.activeElement?.id);
const openPopups = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count();

/** Picks the highlighted choice of the open list with Enter and waits it shut. */
async function pick(page: Page) {
  await page.keyboard.press('Enter');
  await expect.poll(() => openPopups(page)).toBe(0);
}

describe('RFID at the manual gate', () => {
  it("a tag read by the lane's reader over MQTT fills the form; the trailer is looked up and the box gated in", async () => {
    // The terminal knows the trailer's tag: its PLA card and its permanent trailer.
    await registerTrailer(t.server.url, {
      tag: 'TRL00888',
      plaCard: 'PLA-888',
      number: 'MH04PT0888',
    });

    const page = await t.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await openAs(page, t.server.url, DEMO.gateinuser, '/gate');
    await page.getByRole('heading', { name: 'Gate' }).waitFor();
    // The clerk says which lane this desk is at; the form then asks what its readers read last
    // (the last truck's: not filled in).
    const asked = page.waitForResponse((r) => r.url().endsWith('/entry-tag') && r.ok());
    await page.getByLabel('Lane').click();
    await page.locator('.ant-select-item-option[title="Gate 1 In (IN)"]').click();
    await asked;

    const tag = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
    const reader = await devices.device('RDR-G1-IN');
    const ack = await reader.rfid({ tags: [{ tagId: tag, antenna: 1 }, { tagId: 'TRL00888' }] });
    expect(ack.ok).toBe(true);
    await expect.poll(() => page.locator('#gate-box1-tag').inputValue()).toBe(tag);
    await expect.poll(() => page.locator('#gate-trailer-tag').inputValue()).toBe('TRL00888');
    // Looked up as typed: the trailer's PLA card, and its number from the permanent trailer.
    await page.getByText(/PLA card PLA-888/).waitFor();
    await expect.poll(() => page.locator('#gate-trailer-number').inputValue()).toBe('MH04PT0888');
    await expect.poll(() => page.getByText(/Read by RDR-G1-IN at /).count()).toBe(2);
    await screenshot(page, 'gate-rfid-read');

    // The clerk types the rest by keyboard; Enter sends.
    const number = makeContainerNumber('YLR', 'U', 100_000 + Math.floor(Math.random() * 800_000));
    await page.locator('#gate-box1-number').click();
    await page.keyboard.type(number);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Import');
    await pick(page);
    await page.keyboard.press('Tab');
    await page.keyboard.type('20');
    await pick(page);
    await page.locator('#gate-trailer-number').focus();
    await expect.poll(() => focused(page)).toBe('gate-trailer-number');
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: `Gate-in successful: ${number}` })
      .waitFor();
    await page.close();
  });
});
