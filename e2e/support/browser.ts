import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';

export const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // antd fades a table in after loading; capture the settled page.
  await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
  await page.screenshot({
    path: `${SCREENSHOTS}${name}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}
