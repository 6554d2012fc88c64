import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { clickToClose, screenshot } from './support/browser.ts';
import { useDevices } from './support/devices.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { apiLogin, DEMO, openAs, signIn } from './support/session.ts';

const devices = useDevices();
const t = useServerAndBrowser({ env: devices.env });
afterAll(() => devices.close());

describe('gates and gate readers', () => {
  it("shows each gate's health live as its readers report, and sets up a reader and a gate", async () => {
    const page = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openAs(page, t.server.url, DEMO.admin, '/gate-readers');
    await page.getByRole('heading', { name: 'Gates and Gate Readers' }).waitFor();
    const gateIn = page.getByRole('row').filter({ hasText: 'Gate 1 In' });
    await gateIn.getByLabel('Health NOK').waitFor();

    // Both readers of Gate 1 In report: the gate turns OK without a reload.
    const ocr = await devices.device('OCR-G1');
    const rfid = await devices.device('RDR-G1-IN');
    expect((await ocr.heartbeat({ status: 'OK' })).ok).toBe(true);
    await gateIn.getByLabel('Health NOK').waitFor();
    expect((await rfid.heartbeat({ status: 'OK' })).ok).toBe(true);
    await gateIn.getByLabel('Health OK').waitFor();
    await gateIn.getByRole('button', { name: /expand/i }).click();
    // The innermost row: the reader's, in the gate's expanded table.
    const expanded = page.getByRole('row').filter({ hasText: 'RDR-G1-IN' }).last();
    await expanded.getByLabel('Health OK').waitFor();
    await screenshot(page, 'gate-readers-gates');

    // A new reader: its key is shown once.
    await page.getByRole('tab', { name: 'Gate Readers' }).click();
    await page.getByRole('button', { name: 'Add reader' }).click();
    const form = page.getByRole('dialog', { name: 'Add reader' });
    await form.getByLabel('Name (device id)').fill('RDR-G3-IN');
    await form.getByLabel('IP').fill('10.10.3.11');
    await form.getByRole('button', { name: 'Save' }).click();
    const key = page.getByRole('dialog', { name: 'Device key of RDR-G3-IN' });
    await key.waitFor();
    expect((await key.getByLabel('Device key').innerText()).trim().length).toBeGreaterThan(30);
    await screenshot(page, 'gate-readers-key');
    await clickToClose(key.getByRole('button', { name: 'OK' }), key);
    await page.getByRole('row').filter({ hasText: 'RDR-G3-IN' }).waitFor();

    // A gate for it.
    await page.getByRole('tab', { name: 'Gates' }).click();
    await page.getByRole('button', { name: 'Add gate' }).click();
    const gateForm = page.getByRole('dialog', { name: 'Add gate' });
    await gateForm.getByLabel('Name').fill('Gate 3 In');
    await gateForm.getByLabel('Latitude').fill('18.9511');
    await gateForm.getByLabel('Longitude').fill('72.9522');
    await gateForm.getByLabel('Readers').fill('RDR-G3');
    await page.locator('.ant-select-item-option').filter({ hasText: 'RDR-G3-IN' }).click();
    await page.keyboard.press('Escape');
    await gateForm.getByRole('button', { name: 'Save' }).click();
    const gate3 = page.getByRole('row').filter({ hasText: 'Gate 3 In' });
    await gate3.waitFor();
    await gate3.getByLabel('Health NOK').waitFor();
    await page.close();
  });

  it('lists device logs live, filtered by device and kind', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await openAs(page, t.server.url, DEMO.superadmin, '/device-logs');
    await page.getByRole('heading', { name: 'Device Logs' }).waitFor();
    // Numbers of this attempt: a retry finds the first attempt's logs too.
    const tagId = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
    const detail = `antenna 2 open ${randomUUID().slice(0, 6)}`;
    const rfid = await devices.device('RDR-G1-OUT');
    await rfid.rfid({ tags: [{ tagId, antenna: 1 }] });
    await rfid.heartbeat({ status: 'NOK', detail });
    const table = page.getByRole('table');
    const read = table.getByRole('row').filter({ hasText: tagId });
    const beat = table.getByRole('row').filter({ hasText: detail });
    await read.waitFor();
    await beat.waitFor();
    await page.getByRole('radiogroup', { name: 'Filter' }).getByText('TAG_DATA').click();
    await expect.poll(() => beat.count()).toBe(0);
    await read.waitFor();
    await screenshot(page, 'device-logs');
    await page.close();
  });

  it("shows a superadmin nothing but a camera's images, whatever a camera host answers", async () => {
    // A host on the cameras' network that answers a page with a script, as an admin's camera
    // address may point to.
    const host = createServer((request, response) => {
      if (request.url === '/page')
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<script>window.__pwned = 1</script>');
      else
        response
          .writeHead(200, { 'content-type': 'multipart/x-mixed-replace; boundary=frame' })
          .end('--frame\r\ncontent-type: image/jpeg\r\n\r\n\xff\xd8\xff\r\n--frame--\r\n');
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    try {
      const cookie = await apiLogin(t.server.url, DEMO.admin);
      const saved = await fetch(`${t.server.url}/rest/enterprise/gate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', pagepath: '/gate-readers', cookie },
        body: JSON.stringify({
          name: `Camera host ${randomUUID().slice(0, 8)}`,
          type: 'IN',
          positionLat: 18.95,
          positionLong: 72.95,
          camConfig: [
            { id: 'FRONT-CAM', streamUrl: `${base}/page` },
            { id: 'REAR-CAM', streamUrl: `${base}/mjpeg` },
          ],
        }),
      });
      expect(saved.status).toBe(200);
      const { gate } = (await saved.json()) as { gate: { id: number } };

      const victim = await t.browser.newPage();
      await signIn(victim, t.server.url, DEMO.superadmin);
      const stream = (cam: string) =>
        `${t.server.url}/rest/enterprise/gate/${gate.id}/cameras/${cam}/stream`;
      const page = await victim.goto(stream('FRONT-CAM'));
      expect(page?.status()).toBe(404);
      expect(await victim.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await victim.content()).toContain('FRONT-CAM: camera unreachable.');
      const images = await victim.goto(stream('REAR-CAM'));
      expect(images?.headers()['content-security-policy']).toBe('sandbox');
      expect(images?.headers()['x-content-type-options']).toBe('nosniff');
      await victim.close();
    } finally {
      await new Promise((resolve) => host.close(resolve));
    }
  });
});
