import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Download, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

/**
 * Debian's Chromium, headless, with the flags this closed network needs. Every page it opens asks
 * for reduced motion, so the app turns antd's motion off: dialogs, menus and tabs are there at
 * once, a click never lands on something still opening, and Chromium draws far fewer frames.
 * (Playwright sets each context's reduced-motion preference itself, so Chromium's own
 * `--force-prefers-reduced-motion` switch is overridden: the default has to come from here.)
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
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
  // browser.newPage opens its page through newContext, so this one default covers both.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ reducedMotion: 'reduce', ...options });
  return browser;
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

/**
 * Clicks `target` until `done` says the click took: on a loaded machine a click that lands while
 * a dialog or a list is still opening can be lost.
 */
export async function clickUntil(target: Locator, done: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        if (await target.isVisible()) await target.click({ timeout: 2_000 }).catch(() => {});
        return done();
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
}

/** Clicks `button` until `dialog` has closed. */
export const clickToClose = (button: Locator, dialog: Locator): Promise<void> =>
  clickUntil(button, async () => !(await dialog.isVisible()));

/**
 * Answers the Popconfirm asking `question` with its button `answer`, clicked until `effect` shows.
 * antd keeps closed Popconfirms in the page, hidden: the question tells the open one apart.
 */
export async function answerPopconfirm(
  page: Page,
  question: string,
  answer: string,
  effect: Locator,
): Promise<void> {
  const confirm = popconfirm(page, question);
  await confirm.waitFor();
  await clickUntil(confirm.getByRole('button', { name: answer, exact: true }), () =>
    effect.isVisible(),
  );
}

/** The Popconfirm asking `question`. */
export const popconfirm = (page: Page, question: string): Locator =>
  page.getByRole('tooltip').filter({ hasText: question });

/**
 * Exports through the shared export dialog (`dialog`, open): picks `choices` (pages, format),
 * each clicked until it is the one chosen, then clicks Export until the export runs or is done;
 * answers the download. A click while the dialog opens can be lost, and a lost choice would
 * export the wrong pages or ask to choose.
 */
export async function exportThrough(
  page: Page,
  dialog: Locator,
  choices: string[],
): Promise<Download> {
  for (const choice of choices) {
    await clickUntil(dialog.getByText(choice, { exact: true }), () =>
      dialog.getByRole('radio', { name: choice, exact: true }).isChecked(),
    );
  }
  const download = page.waitForEvent('download');
  await clickUntil(
    dialog.getByRole('button', { name: 'Export' }),
    async () => !(await dialog.isVisible()) || (await dialog.getByRole('progressbar').isVisible()),
  );
  return download;
}
