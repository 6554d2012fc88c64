import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OcrImageData } from '@yardline/domain/gate/ocr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventStream, openEventStream } from '../../../test/support/event-stream.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import {
  type CameraServer,
  startCameraServer,
} from '../../../tools/device-simulator/camera-server.ts';
import { type DeviceClient, httpDevice } from '../../../tools/device-simulator/device-client.ts';
import { SESSION_COOKIE } from '../../plugins/access.ts';
import { createCameraFetch } from './camera-fetch.ts';
import { parseCameraHosts } from './camera-hosts.ts';
import { createCamerasService } from './cameras.service.ts';
import { createSnapshotStore } from './snapshot-store.ts';

/**
 * An OCR portal's record images: the portal (the camera double, over real HTTP) links a read's
 * images, the server fetches them into DATA_DIR/snapshots, the record shows them and they are
 * served with the session; old stills go after the retention period, a waiting record's stay.
 */
const t = useTestApp({ eventsHeartbeatMs: 200 });
const cookies: Record<string, string> = {};
let baseUrl = '';
let stream: EventStream;
let portalCams: CameraServer;
let portal: DeviceClient;
let portalKey = '';
let gateId = 0;

const nextRecord = async () =>
  (await t.request('GET', `/rest/gate/ocr/${gateId}/next`, { cookie: cookies.gateinuser })).json()
    .record as { id: number; data: { images: OcrImageData[] } } | null;

beforeAll(async () => {
  for (const role of ['admin', 'gateinuser', 'operator'] as const)
    cookies[role] = await t.login(role);
  portalCams = await startCameraServer({ cameraIds: ['FRONT-CAM', 'REAR-CAM'] });
  const gate = await t.request('POST', '/rest/enterprise/gate', {
    cookie: cookies.admin,
    body: { name: 'Portal In', type: 'IN', positionLat: 18.95, positionLong: 72.95 },
  });
  gateId = gate.json().gate.id;
  const reader = await t.request('POST', '/rest/enterprise/readers', {
    cookie: cookies.admin,
    body: { name: 'OCR-PORTAL', readerType: 'OCR', ip: '10.0.0.7', gateId },
  });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  portalKey = reader.json().deviceKey;
  portal = httpDevice({ url: baseUrl, deviceId: 'OCR-PORTAL', key: portalKey });
  stream = await openEventStream(baseUrl, `${SESSION_COOKIE}=${cookies.gateinuser}`);
});

afterAll(async () => {
  stream?.close();
  await portalCams?.close();
});

describe("an OCR portal's images", () => {
  it('are fetched into DATA_DIR, shown on the record and served with the session', async () => {
    portalCams.show({ containerNumber: 'MSKU1234565', sizeType: '22G1' });
    const links = portalCams.keepRead();
    // The lane moves on before the server fetches: the kept read's images are still the box's.
    portalCams.show({ containerNumber: 'HLCU1234568' });
    const ack = await portal.ocr({
      containerNumber: 'MSKU1234565',
      images: [...links, { camId: 'TOP-CAM' }],
    });
    expect(ack.ok).toBe(true);
    await stream.next(
      (e) => e.type === 'gate.ocr-images' && e.data.ocrRecordId === ack.ocrRecordId,
      5_000,
    );
    const record = await nextRecord();
    expect(record?.id).toBe(ack.ocrRecordId);
    const images = record?.data.images ?? [];
    expect(images.map((i) => i.camId)).toEqual(['FRONT-CAM', 'REAR-CAM', 'TOP-CAM']);
    for (const image of images.slice(0, 2)) {
      expect(image.imagePath).toMatch(
        new RegExp(`^snapshots/${gateId}/\\d{8}/[0-9a-f]{32}-${image.camId}\\.jpg$`),
      );
      expect(existsSync(join(t.dataDir, image.imagePath as string))).toBe(true);
    }
    expect(images[2]).toEqual({ camId: 'TOP-CAM' });

    const path = images[0]?.imagePath as string;
    const still = await t.request('GET', `/rest/enterprise/gate/${path}`, {
      cookie: cookies.gateinuser,
    });
    expect(still.statusCode).toBe(200);
    expect(still.headers['content-type']).toBe('image/jpeg');
    expect([...still.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect((await t.request('GET', `/rest/enterprise/gate/${path}`)).statusCode).toBe(401);
    expect(
      (await t.request('GET', `/rest/enterprise/gate/${path}`, { cookie: cookies.operator }))
        .statusCode,
    ).toBe(403);

    // OCR reads the box off the portal's image, not off what the camera shows now.
    const read = await t.request('POST', '/rest/enterprise/gate/ocr', {
      cookie: cookies.gateinuser,
      body: { imagePaths: images.slice(0, 2).map((i) => i.imagePath) },
    });
    expect(read.json().responseMap.containerNumber).toBe('MSKU1234565');
    await t.request('POST', `/rest/gate/ocr/${gateId}/purge`, {
      cookie: cookies.gateinuser,
      body: { reason: 'test done' },
    });
  }, 60_000);

  it('an image the server may not or cannot fetch says why on the record; the read still counts', async () => {
    const ack = await portal.ocr({
      containerNumber: 'MSKU1234565',
      images: [
        { camId: 'FRONT-CAM', url: 'http://169.254.169.254/latest/meta-data/' },
        { camId: 'REAR-CAM', url: `${portalCams.url}/REAR-CAM/reads/999.jpg` },
      ],
    });
    expect(ack.ok).toBe(true);
    await stream.next(
      (e) => e.type === 'gate.ocr-images' && e.data.ocrRecordId === ack.ocrRecordId,
      8_000,
    );
    expect((await nextRecord())?.data.images).toEqual([
      {
        camId: 'FRONT-CAM',
        url: 'http://169.254.169.254/latest/meta-data/',
        imagePath: null,
        error: 'No still: camera unreachable.',
      },
      {
        camId: 'REAR-CAM',
        url: `${portalCams.url}/REAR-CAM/reads/999.jpg`,
        imagePath: null,
        error: 'No still: camera unreachable.',
      },
    ]);
  });

  it('refuses image links that are not http(s) or carry credentials, before anything is stored', async () => {
    for (const url of ['file:///etc/passwd', 'http://admin:secret@127.0.0.1:9/a.jpg']) {
      const response = await fetch(`${baseUrl}/rest/devices/OCR-PORTAL/ocr`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-key': portalKey },
        body: JSON.stringify({
          messageId: `bad-${url}`,
          containerNumber: 'MSKU1234565',
          images: [{ camId: 'FRONT-CAM', url }],
        }),
      });
      expect(response.status, url).toBe(400);
      const answer = (await response.json()) as { code: string; message: string };
      expect(answer.code).toBe('INVALID_MESSAGE');
      expect(answer.message).not.toContain('secret');
    }
  });
});

describe('snapshot retention', () => {
  it('deletes stills older than the retention period, except those a waiting record shows', async () => {
    const dir = join(t.dataDir, 'snapshots');
    const store = createSnapshotStore(dir);
    const day = 24 * 60 * 60_000;
    const now = new Date();
    const old = new Date(now.getTime() - 40 * day);
    const write = async (name: string, at: Date, gate = gateId) => {
      const stamp = at.toISOString().slice(0, 10).replaceAll('-', '');
      const path = `snapshots/${gate}/${stamp}/${name.padEnd(32, '0')}-FRONT-CAM.jpg`;
      await mkdir(join(dir, String(gate), stamp), { recursive: true });
      await writeFile(join(t.dataDir, path), Buffer.from([0xff, 0xd8, 0xff]));
      await utimes(join(t.dataDir, path), at, at);
      return path;
    };
    const stale = await write('aa', old);
    const recent = await write('bb', new Date(now.getTime() - 2 * day));
    const shown = await write('cc', old);
    const ack = await portal.ocr({ containerNumber: 'MSKU1234565' });
    await t.database.pool.query('update ocr_records set images = $1 where id = $2', [
      JSON.stringify([{ camId: 'FRONT-CAM', imagePath: shown }]),
      ack.ocrRecordId,
    ]);
    const cameras = createCamerasService({
      db: t.database.db,
      store,
      fetch: createCameraFetch(parseCameraHosts()),
      events: { publish: async () => undefined },
      log: { warn: () => undefined, info: () => undefined },
      ocr: { read: async () => '', close: async () => undefined },
    });

    expect(await cameras.removeOld(30 * day, now)).toBe(1);
    expect(existsSync(join(t.dataDir, stale))).toBe(false);
    expect(existsSync(join(t.dataDir, recent))).toBe(true);
    expect(existsSync(join(t.dataDir, shown))).toBe(true);

    // Once the record is handled, its stills age like any other.
    await t.request('POST', `/rest/gate/ocr/${gateId}/purge`, {
      cookie: cookies.gateinuser,
      body: { reason: 'test done' },
    });
    expect(await cameras.removeOld(30 * day, now)).toBe(1);
    expect(existsSync(join(t.dataDir, shown))).toBe(false);
    // Its day's folder went with it.
    expect(existsSync(join(t.dataDir, shown, '..'))).toBe(false);
  });
});
