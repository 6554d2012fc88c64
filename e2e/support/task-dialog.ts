import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Picks `value` in the select labelled `label` within `scope` (antd lists its options apart). */
export async function choose(page: Page, scope: Locator, label: string, value: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: value })
    .first()
    .click();
}

/**
 * Opens Add container task on the tasks screen and picks `box` from the suggestions its number's
 * start brings; answers the dialog once From location shows where the box stands (doc 3 §4).
 */
export async function addTaskFor(
  page: Page,
  box: { number: string; location: string },
): Promise<Locator> {
  await page.getByRole('button', { name: 'Add container task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add container task' });
  await dialog.getByLabel('Container number').fill(box.number.slice(0, 7));
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: box.number })
    .first()
    .click();
  await expect.poll(() => dialog.getByLabel('From location').inputValue()).toBe(box.location);
  return dialog;
}
