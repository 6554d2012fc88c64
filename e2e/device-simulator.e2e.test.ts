import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { makeContainerNumber } from '@yardline/domain/containers/container-number';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { camerasAt } from '../apps/server/tools/device-simulator/camera-server.ts';
import { clickToClose, screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { apiLogin, DEMO, openAs } from './support/session.ts';
import { completeGateInByKeyboard, queuedOcrRecords } from './support/smart-gate.ts';

const SIMULATOR = fileURLToPath(
  new URL('../apps/server/tools/device-simulator/simulator.ts', import.meta.url),
);

/** `npm run devices` against the test's server over HTTP, with its cameras on their own ports. */
const t = useServerAndBrowser();
let simulator: ChildProcess | undefined;
let simulatorOutput = '';
async function stopSimulator() {
  if (simulator && simulator.exitCode === null) {
    const exited = new Promise((resolve) => simulator?.once('exit', resolve));
    simulator.kill('SIGTERM');
    await exited;
  }
}
afterAll(stopSimulator);

/** A free port for Gate 1 In's cameras (the simulator takes the next for Gate 1 Out's). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Points Gate 1 In's cameras at the simulator's, as an admin would on the Gates screen. */
async function pointGateAt(cameraPort: number) {
  const cookie = await apiLogin(t.server.url, DEMO.admin);
  const { gates } = (await (
    await fetch(`${t.server.url}/rest/enterprise/gate?type=IN`, { headers: { cookie } })
  ).json()) as { gates: { id: number; name: string; positionLat: number; positionLong: number }[] };
  const gate = gates.find((g) => g.name === 'Gate 1 In');
  if (!gate) throw new Error('no Gate 1 In');
  const response = await fetch(`${t.server.url}/rest/enterprise/gate/${gate.id}`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json', pagepath: '/gate-readers' },
    body: JSON.stringify({
      name: gate.name,
      type: 'IN',
      positionLat: gate.positionLat,
      positionLong: gate.positionLong,
      camConfig: camerasAt(`http://127.0.0.1:${cameraPort}`),
    }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** A picture has arrived (a live frame or a still); a stream's image never completes. */
const shows = (page: Page, camera: string) =>
  page
    .getByRole('region', { name: camera })
    .locator('img')
    .evaluate((img: HTMLImageElement) => img.naturalWidth > 0);

describe('the device simulator at the smart gate', () => {
  it('a truck from the simulator: live camera feeds, its OCR record, a capture read by OCR, gated in', async () => {
    await stopSimulator();
    const cameraPort = await freePort();
    await pointGateAt(cameraPort);
    const page = await t.browser.newPage({ viewport: { width: 1400, height: 1100 } });
    await openAs(page, t.server.url, DEMO.gateinuser, '/igate');
    await page.getByRole('heading', { name: 'Smart Gate In' }).waitFor();
    await page.getByText(/^Queued OCR records: \d+$/).waitFor();
    // A retried run finds the first run's truck still queued: counts are taken from here.
    const before = Number((await queuedOcrRecords(page)).split(': ')[1]);

    // A box of a number the simulator paints and its portal reads (a fresh one: not in the yard).
    const number = makeContainerNumber('YLS', 'U', 424_242);
    simulator = spawn(
      process.execPath,
      // One truck now, read right; the next would come in an hour (the test ends long before).
      [
        SIMULATOR,
        ...['--http', t.server.url, '--cameras', String(cameraPort), '--in', number],
        ...['--every', '3600', '--misread', '0'],
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } },
    );
    simulator.stdout?.on('data', (chunk) => (simulatorOutput += chunk));
    simulator.stderr?.on('data', (chunk) => (simulatorOutput += chunk));

    await page
      .getByLabel('OCR read')
      .locator('strong', { hasText: number })
      .waitFor({ timeout: 30_000 })
      .catch((error: unknown) => {
        throw new Error(`${error}\nsimulator:\n${simulatorOutput}`);
      });
    // The screen may hear of the read before the simulator has printed the server's answer.
    await expect.poll(() => simulatorOutput).toContain(`in-gate OCR ${number}: taken`);
    await expect.poll(() => queuedOcrRecords(page)).toBe(`Queued OCR records: ${before + 1}`);
    await expect.poll(() => page.locator('#gate-box1-number').inputValue()).toBe(number);

    // Two feeds stream live through the server; the others wait to be watched.
    await expect.poll(() => shows(page, 'FRONT-CAM'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => shows(page, 'REAR-CAM'), { timeout: 15_000 }).toBe(true);
    await page
      .getByRole('region', { name: 'Side1' })
      .getByRole('button', { name: 'Watch' })
      .click();
    await expect.poll(() => shows(page, 'Side1'), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'Zoom Side1' }).click();
    await screenshot(page, 'smart-gate-cameras-live');

    // Capture: every feed turns to its still; OCR reads the number off them.
    await page.getByRole('button', { name: 'Capture' }).click();
    for (const camera of ['FRONT-CAM', 'REAR-CAM', 'TOP-CAM', 'Side1', 'Side2']) {
      await page.getByRole('img', { name: `${camera} still` }).waitFor();
      await expect.poll(() => shows(page, camera)).toBe(true);
    }
    await page.getByRole('button', { name: 'Read number' }).click();
    await page.getByText(`OCR read ${number}`).waitFor({ timeout: 60_000 });
    await expect.poll(() => page.locator('#gate-box1-number').inputValue()).toBe(number);
    await page.getByRole('button', { name: 'Open the snapshot of REAR-CAM' }).click();
    const modal = page.getByRole('dialog', { name: 'Snapshot · REAR-CAM' });
    await modal.getByRole('img', { name: 'REAR-CAM snapshot' }).waitFor();
    await screenshot(page, 'smart-gate-snapshot');
    await clickToClose(
      modal.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }),
      modal,
    );
    await screenshot(page, 'smart-gate-cameras-stills');

    // The clerk adds what OCR cannot see and gates the box in; the record leaves the queue.
    await completeGateInByKeyboard(page);
    await expect
      .poll(() => queuedOcrRecords(page), { timeout: 10_000 })
      .toBe(`Queued OCR records: ${before}`);
    await page.close();
  }, 180_000);
});
