import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { OCR_MESSAGES } from '@yardline/domain/gate/ocr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import {
  type CameraServer,
  startCameraServer,
} from '../../../tools/device-simulator/camera-server.ts';
import { SESSION_COOKIE } from '../../plugins/access.ts';

/**
 * The gate's cameras against a camera double serving real JPEG stills and an MJPEG stream over
 * real HTTP: capture, the stored stills behind the session, the stream passed through, OCR.
 */
const t = useTestApp();
const cookies: Record<string, string> = {};
let cameras: CameraServer;
let baseUrl = '';
let gateId = 0;

const capture = async (id = gateId, cookie = cookies.gateinuser) =>
  t.request('POST', `/rest/enterprise/gate/${id}/capture`, { cookie });

beforeAll(async () => {
  for (const role of ['admin', 'gateinuser', 'operator'] as const)
    cookies[role] = await t.login(role);
  cameras = await startCameraServer({ frameMs: 100 });
  const response = await t.request('POST', '/rest/enterprise/gate', {
    cookie: cookies.admin,
    body: {
      name: 'Camera In',
      type: 'IN',
      positionLat: 18.95,
      positionLong: 72.95,
      // TOP-CAM without addresses: a camera that cannot be captured.
      camConfig: [...cameras.cameras.filter((c) => c.id !== 'TOP-CAM'), { id: 'TOP-CAM' }],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  gateId = response.json().gate.id;
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await cameras?.close();
});

describe('gate cameras', () => {
  it("captures a JPEG from each camera's snapshot address into DATA_DIR, served with the session", async () => {
    cameras.show({ containerNumber: 'MSKU1234565', sizeType: '22G1' });
    const response = await capture();
    expect(response.statusCode, response.body).toBe(200);
    const images = response.json() as { camId: string; imagePath: string | null; error?: string }[];
    expect(images.map((i) => i.camId)).toEqual([
      'FRONT-CAM',
      'REAR-CAM',
      'LEFT-CAM',
      'RIGHT-CAM',
      'TOP-CAM',
    ]);
    expect(images.at(-1)).toEqual({
      camId: 'TOP-CAM',
      imagePath: null,
      error: 'No snapshot address.',
    });
    for (const image of images.slice(0, 4)) {
      expect(image.imagePath, JSON.stringify(image)).toMatch(
        /^snapshots\/\d+\/\d{8}\/[0-9a-f]{32}-[A-Z]+-CAM\.jpg$/,
      );
      expect(existsSync(join(t.dataDir, image.imagePath as string))).toBe(true);
    }
    expect(cameras.snapshots['FRONT-CAM']).toBe(1);

    const still = await t.request('GET', `/rest/enterprise/gate/${images[0]?.imagePath}`, {
      cookie: cookies.gateinuser,
    });
    expect(still.statusCode).toBe(200);
    expect(still.headers['content-type']).toBe('image/jpeg');
    expect([...still.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    expect(
      (await t.request('GET', `/rest/enterprise/gate/${images[0]?.imagePath}`)).statusCode,
    ).toBe(401);
    expect(
      (
        await t.request('GET', `/rest/enterprise/gate/${images[0]?.imagePath}`, {
          cookie: cookies.operator,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses any path that is not a stored snapshot (no climbing out of the folder)', async () => {
    for (const path of [
      'snapshots/../../package.json',
      'snapshots/%2e%2e/%2e%2e/package.json',
      'snapshots/1/20260101/..%2f..%2f..%2fetc%2fpasswd',
      `snapshots/${gateId}/20260101/0123456789abcdef0123456789abcdef-FRONT-CAM.jpg`,
      'snapshots/1/20260101/0123456789abcdef0123456789abcdef-FRONT-CAM.jpg/../x',
    ]) {
      const response = await t.request('GET', `/rest/enterprise/gate/${path}`, {
        cookie: cookies.gateinuser,
      });
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type'], path).toContain('application/json');
    }
  });

  it('reports a camera that does not answer, and a gate that does not exist', async () => {
    const down = await t.request('POST', '/rest/enterprise/gate', {
      cookie: cookies.admin,
      body: {
        name: 'Dark In',
        type: 'IN',
        positionLat: 18.95,
        positionLong: 72.95,
        camConfig: [{ id: 'FRONT-CAM', snapshotUrl: 'http://127.0.0.1:9/snapshot.jpg' }],
      },
    });
    const answer = await capture(down.json().gate.id);
    expect(answer.json()).toEqual([
      { camId: 'FRONT-CAM', imagePath: null, error: 'No still: camera unreachable.' },
    ]);
    expect((await capture(999_999)).statusCode).toBe(404);
    expect((await capture(gateId, cookies.operator)).statusCode).toBe(403);
  });

  it("passes a camera's live MJPEG stream through, behind the session", async () => {
    const controller = new AbortController();
    const response = await fetch(
      `${baseUrl}/rest/enterprise/gate/${gateId}/cameras/REAR-CAM/stream`,
      {
        headers: { cookie: `${SESSION_COOKIE}=${cookies.gateinuser}` },
        signal: controller.signal,
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^multipart\/x-mixed-replace; boundary=/);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let received = Buffer.alloc(0);
    // Two frames' worth: the stream is live, not one still.
    while ((received.toString('latin1').match(/content-type: image\/jpeg/g) ?? []).length < 2) {
      const { value, done } = await reader.read();
      if (done) break;
      received = Buffer.concat([received, value]);
    }
    controller.abort();
    expect(received.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    const none = await t.request('GET', `/rest/enterprise/gate/${gateId}/cameras/TOP-CAM/stream`, {
      cookie: cookies.gateinuser,
    });
    expect(none.statusCode).toBe(404);
  });

  it('reads the box number off the captured stills with OCR, offline', async () => {
    cameras.show({ containerNumber: 'HLCU1234568', sizeType: '45G1' });
    const images = (await capture()).json() as { imagePath: string | null }[];
    const paths = images.flatMap((i) => (i.imagePath ? [i.imagePath] : [])).slice(0, 2);
    const read = await t.request('POST', '/rest/enterprise/gate/ocr', {
      cookie: cookies.gateinuser,
      body: { imagePaths: paths },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().responseMap, read.json().text).toEqual({
      containerNumber: 'HLCU1234568',
      containerSize: '40',
      containerType: '45G1',
    });

    cameras.show(null);
    const empty = (await capture()).json() as { imagePath: string | null }[];
    const nothing = await t.request('POST', '/rest/enterprise/gate/ocr', {
      cookie: cookies.gateinuser,
      body: { imagePaths: [empty[0]?.imagePath] },
    });
    expect(nothing.json()).toMatchObject({
      responseMap: { containerNumber: 'XXXX0000000', containerSize: null, containerType: null },
      message: OCR_MESSAGES.notDetected,
    });
    const bad = await t.request('POST', '/rest/enterprise/gate/ocr', {
      cookie: cookies.gateinuser,
      body: { imagePaths: ['../../etc/passwd'] },
    });
    expect(bad.statusCode).toBe(400);
  }, 60_000);
});
