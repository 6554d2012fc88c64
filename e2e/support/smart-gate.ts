import type { Page } from 'playwright-core';

/** The smart gate's queue length as the OCR record card says it. */
export const queuedOcrRecords = (page: Page): Promise<string> =>
  page.getByLabel('Queued OCR records').innerText();

/**
 * What a clerk types by keyboard to gate in the box an OCR read put in the form: from the
 * number, Tab to the tag, Tab to the gate-in type (Enter picks it), then the trailer tag and
 * Enter to save; it returns once 'Gate-in successful' shows.
 */
export async function completeGateInByKeyboard(
  page: Page,
  { tag = '12345678', trailerTag = 'TRL00077' } = {},
): Promise<void> {
  await page.locator('#gate-box1-number').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.type(tag);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Import');
  await page.keyboard.press('Enter');
  await page.locator('#gate-trailer-tag').fill(trailerTag);
  await page.locator('#gate-trailer-tag').press('Enter');
  await page.getByRole('status').filter({ hasText: 'Gate-in successful' }).waitFor();
}
