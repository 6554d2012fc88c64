import type { Locator, Page } from 'playwright-core';
import { type GridMetrics, slotCentre } from '../../apps/web/src/components/yard-grid/slot-grid.ts';
import { clickUntil } from './browser.ts';
import { openAs } from './session.ts';

/** What the planning browser tests read of the planning calls, and how they drive the page. */

export interface Layout {
  areaLayouts: {
    name: string;
    cellNames: string[];
    maxHeight: number;
    rowLayouts: { name: string }[];
  }[];
}
export interface Queued {
  containerId: number;
  containerNumber: string;
  igmNumber: string | null;
  liner: string | null;
  size: number;
  planId: number | null;
}
export interface Suggestion {
  location: string;
}

/** A planning call as another user's screen makes it. */
export async function planningApi(
  baseUrl: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      cookie,
      pagepath: '/planning',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

export const cellOf = (location: string) => location.split(',')[0]?.replace(/_\d+$/, '') ?? '';
export const areaOf = (location: string) => location.split('_')[0] ?? '';

/** Where a slot key is drawn on its area's canvas with these metrics. */
export function point(layout: Layout, slot: string, metrics: GridMetrics) {
  const [height, cell, row, ...area] = slot.split('_').reverse();
  const found = layout.areaLayouts.find((a) => a.name === area.reverse().join('_'));
  if (!found) throw new Error(`no area for ${slot}`);
  const shape = {
    rows: found.rowLayouts.length,
    columns: found.cellNames.length,
    tiers: found.maxHeight,
  };
  return slotCentre(
    shape,
    {
      row: found.rowLayouts.findIndex((r) => r.name === row),
      column: found.cellNames.indexOf(cell ?? ''),
      tier: Number(height) - 1,
    },
    metrics,
  );
}

/**
 * Scrolls a point of a canvas into the middle of the window (through every scrolling box around
 * it) and answers where it is on the page, for the mouse.
 */
export async function scrollTo(canvas: Locator, at: { x: number; y: number }) {
  await canvas.evaluate((element, p) => {
    const marker = document.createElement('div');
    marker.style.cssText = `position:absolute;width:1px;height:1px;left:${(element as HTMLElement).offsetLeft + p.x}px;top:${(element as HTMLElement).offsetTop + p.y}px`;
    element.parentElement?.append(marker);
    marker.scrollIntoView({ block: 'center', inline: 'center' });
    marker.remove();
  }, at);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the canvas is not on screen');
  return { x: box.x + at.x, y: box.y + at.y };
}

/**
 * Opens a stored plan on the Edit Plan tab, looked up by name: picked until the plan's name is in
 * the form (typed again when a lost click closed the list).
 */
export async function pickPlan(page: Page, name: string): Promise<void> {
  const select = page.getByRole('combobox', { name: 'Plan to edit' });
  const option = page.locator('.ant-select-item-option', { hasText: name });
  await clickUntil(option, async () => {
    if ((await page.getByRole('textbox', { name: 'Plan name' }).inputValue()) === name) return true;
    if (!(await option.isVisible())) await select.fill(name);
    return false;
  });
}

export const queueTable = (page: Page) => page.getByRole('table', { name: 'Queued containers' });
export const queueRows = (page: Page) => queueTable(page).locator('tbody tr.ant-table-row');
export const rowOf = (page: Page, number: string) => queueRows(page).filter({ hasText: number });

export async function openPlanning(
  page: Page,
  baseUrl: string,
  user: { username: string; password: string },
) {
  await openAs(page, baseUrl, user, '/planning');
  await page.getByRole('heading', { name: 'Planning', exact: true }).waitFor();
  await page.locator('canvas[data-area]').first().waitFor();
  await queueRows(page).first().waitFor();
}

export async function searchQueue(page: Page, text: string) {
  await page.getByLabel('Search queued containers').fill(text);
  await page.getByLabel('Search queued containers').press('Enter');
}
