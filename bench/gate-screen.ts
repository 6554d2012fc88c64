/**
 * `npm run bench:gate-screen`: the "device event → open gate screen ≤ 1 s". Starts the
 * demo terminal (embedded database) with MQTT, opens the smart gate in (`/igate`) as a gate clerk
 * in headless Chromium, and has the demo's OCR portal OCR-G1 send `BENCH_GATE_SCREEN_READS` (20)
 * reads over HTTP and as many over MQTT, one at a time on an empty queue. Each is timed from the
 * moment the device sends it to the moment the number is on the open screen (the page notes
 * when it sees it), and the device's acknowledgement on its own.
 */
import { randomUUID } from 'node:crypto';
import { makeContainerNumber } from '@yardline/domain/containers/container-number';
import {
  connectDevice,
  type DeviceClient,
  httpDevice,
} from '../apps/server/tools/device-simulator/device-client.ts';
import { demoDeviceKey } from '../apps/server/tools/seed/seed-gate.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { MQTT_URL } from '../e2e/support/devices.ts';
import { startServer } from '../e2e/support/server.ts';
import { apiLogin, DEMO, logIn } from '../e2e/support/session.ts';

const READS = Number(process.env.BENCH_GATE_SCREEN_READS ?? 20);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const figures = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms, ` +
  `max ${Math.max(...values).toFixed(0)} ms`;

const topicRoot = `yardline-bench/${randomUUID().slice(0, 8)}/devices`;
const server = await startServer({ env: { MQTT_URL, MQTT_TOPIC_ROOT: topicRoot } });
const browser = await launchBrowser();
const devices: DeviceClient[] = [];
try {
  const cookie = await apiLogin(server.url, DEMO.admin);
  const { gates } = (await (
    await fetch(`${server.url}/rest/enterprise/gate?type=IN`, { headers: { cookie } })
  ).json()) as { gates: { id: number; name: string }[] };
  const gateId = gates[0]?.id;
  const purge = () =>
    fetch(`${server.url}/rest/gate/ocr/${gateId}/purge`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', pagepath: '/igate' },
      body: JSON.stringify({ reason: 'Benchmark: one read at a time' }),
    });
  await purge();

  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await logIn(page, server.url, DEMO.gateinuser);
  await page.goto(`${server.url}/igate`);
  await page.getByLabel('Queued OCR records').getByText('Queued OCR records: 0').waitFor();

  const key = demoDeviceKey('OCR-G1');
  const transports: [string, DeviceClient][] = [
    ['HTTP', httpDevice({ url: server.url, deviceId: 'OCR-G1', key })],
    [
      'MQTT',
      await connectDevice({ url: MQTT_URL, deviceId: 'OCR-G1', key, topicRoot, timeoutMs: 15_000 }),
    ],
  ];
  for (const [, device] of transports) devices.push(device);

  let serial = 500_000;
  for (const [name, device] of transports) {
    const toScreen: number[] = [];
    const acked: number[] = [];
    for (let i = 0; i < READS; i++) {
      const number = makeContainerNumber('YLB', 'U', serial++);
      // The page notes (by its clock, which is this machine's) when the number shows.
      await page.evaluate((wanted) => {
        const holder = window as unknown as { seenAt?: Promise<number> };
        holder.seenAt = new Promise((resolve) => {
          const shown = () =>
            document.querySelector('[aria-label="OCR read"]')?.textContent?.includes(wanted);
          const observer = new MutationObserver(() => {
            if (!shown()) return;
            observer.disconnect();
            resolve(Date.now());
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        });
      }, number);
      const sent = Date.now();
      const ack = await device.ocr({ containerNumber: number, containerSize: '20' });
      acked.push(Date.now() - sent);
      if (!ack.ok) throw new Error(`OCR-G1 refused: ${ack.error}`);
      const seenAt = await page.evaluate(
        () => (window as unknown as { seenAt: Promise<number> }).seenAt,
      );
      toScreen.push(seenAt - sent);
      await purge();
      await page.getByLabel('Queued OCR records').getByText('Queued OCR records: 0').waitFor();
    }
    console.log(
      `Gate screen ${name}: OCR read sent → on the open smart gate ${figures(toScreen)}; ` +
        `the device's acknowledgement ${figures(acked)} (${READS} reads)`,
    );
  }
} finally {
  await Promise.all(devices.map((device) => device.close()));
  await browser.close();
  await server.stop();
}
