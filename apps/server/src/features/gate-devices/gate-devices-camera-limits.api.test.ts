import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CAMERA_URL_MESSAGES } from '@yardline/domain/devices/gates.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../../../test/support/log-capture.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { doorJpeg } from '../../../tools/device-simulator/door-image.ts';
import { createCameraFetch } from './camera-fetch.ts';
import { parseCameraHosts } from './camera-hosts.ts';

/**
 * What the server fetches from camera addresses (an admin's camConfig, a portal's image links):
 * http(s) only, no credentials, CAMERA_HOSTS only (checked on save and again on every address a
 * name resolves to), no redirect to another host, at most 8 MB in 4 s.
 */
const log = captureLog();
const t = useTestApp({ logger: log.logger });
const cookies: Record<string, string> = {};
const jpeg = doorJpeg({ containerNumber: 'MSKU1234565', camId: 'FRONT-CAM' });
let camera: Server;
let port = 0;

beforeAll(async () => {
  for (const role of ['admin', 'gateinuser'] as const) cookies[role] = await t.login(role);
  // A misbehaving camera: each path one way of misbehaving.
  camera = createServer((request, response) => {
    const path = request.url ?? '';
    if (path === '/still.jpg') response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    else if (path === '/same-host') response.writeHead(302, { location: '/still.jpg' }).end();
    else if (path === '/other-host')
      response.writeHead(302, { location: `http://localhost:${port}/still.jpg` }).end();
    else if (path === '/loop') response.writeHead(302, { location: '/loop' }).end();
    else if (path === '/huge') {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      const chunk = Buffer.alloc(1024 * 1024, 0xff);
      for (let i = 0; i < 9; i++) response.write(chunk);
      response.end();
    } else if (path === '/text') response.writeHead(200).end('hello');
    else if (path === '/page')
      response.writeHead(200, { 'content-type': 'text/html' }).end('<script>alert(1)</script>');
    else if (path === '/mjpeg') {
      response.writeHead(200, { 'content-type': 'multipart/x-mixed-replace; boundary=frame' });
      response.end(
        Buffer.concat([
          Buffer.from('--frame\r\ncontent-type: image/jpeg\r\n\r\n'),
          jpeg,
          Buffer.from('\r\n--frame--\r\n'),
        ]),
      );
    } else if (path === '/silent') {
      // Never answers.
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => camera.listen(0, '127.0.0.1', resolve));
  port = (camera.address() as AddressInfo).port;
});

afterAll(async () => {
  camera?.closeAllConnections();
  await new Promise((resolve) => camera?.close(resolve));
});

type Camera = { id: string; streamUrl?: string; snapshotUrl?: string };

/** A gate at the demo's position with these cameras: `id` edits that gate, else adds one. */
const gateWith = (name: string, camConfig: Camera[], id?: number) =>
  t.request(
    id === undefined ? 'POST' : 'PUT',
    `/rest/enterprise/gate${id === undefined ? '' : `/${id}`}`,
    {
      cookie: cookies.admin,
      body: { name, type: 'IN', positionLat: 18.95, positionLong: 72.95, camConfig },
    },
  );

const saveGate = (name: string, snapshotUrl: string) =>
  gateWith(name, [{ id: 'FRONT-CAM', snapshotUrl }]);

describe('camera addresses on a gate', () => {
  it('refuses what is not http(s), credentials, and hosts outside CAMERA_HOSTS, with a 400', async () => {
    const cases: [string, string][] = [
      ['file:///etc/passwd', CAMERA_URL_MESSAGES.notHttp],
      ['gopher://127.0.0.1/x', CAMERA_URL_MESSAGES.notHttp],
      ['http://admin:secret@127.0.0.1/still.jpg', CAMERA_URL_MESSAGES.credentials],
      [
        'http://169.254.169.254/latest/meta-data/',
        'FRONT-CAM: 169.254.169.254 is not a camera host this server may fetch from (CAMERA_HOSTS: loopback,private).',
      ],
      [
        'http://8.8.8.8/still.jpg',
        'FRONT-CAM: 8.8.8.8 is not a camera host this server may fetch from (CAMERA_HOSTS: loopback,private).',
      ],
    ];
    for (const [url, message] of cases) {
      const response = await saveGate(`Bad ${url}`, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toContain(message);
      expect(response.body, url).not.toContain('secret');
    }
    const ok = await saveGate('Cams ok', `http://127.0.0.1:${port}/still.jpg`);
    expect(ok.statusCode, ok.body).toBe(200);
    const gateId = ok.json().gate.id as number;
    const moved = await gateWith(
      'Cams ok',
      [{ id: 'FRONT-CAM', streamUrl: 'http://[fd00::1]/x', snapshotUrl: 'http://10.1.2.3/x' }],
      gateId,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const outside = await gateWith(
      'Cams ok',
      [{ id: 'REAR-CAM', streamUrl: 'http://[2001:db8::1]/x' }],
      gateId,
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().code).toBe('CAMERA_HOST_NOT_ALLOWED');
  });

  it('a capture reports a camera that redirects to another host instead of following it', async () => {
    const gate = await saveGate('Redirecting', `http://127.0.0.1:${port}/other-host`);
    const capture = await t.request(
      'POST',
      `/rest/enterprise/gate/${gate.json().gate.id}/capture`,
      {
        cookie: cookies.gateinuser,
      },
    );
    expect(capture.json()).toEqual([
      {
        camId: 'FRONT-CAM',
        imagePath: null,
        error: 'No still: camera unreachable.',
      },
    ]);
    // The clerk is told no more than that; the log keeps why, for an admin.
    expect(log.text()).toContain('the camera redirected to another host');
  });
});

describe('what a camera answers, as the gate screens get it', () => {
  const streamOf = async (name: string, path: string) => {
    const gate = await gateWith(name, [
      { id: 'FRONT-CAM', streamUrl: `http://127.0.0.1:${port}${path}` },
    ]);
    return t.request(
      'GET',
      `/rest/enterprise/gate/${gate.json().gate.id}/cameras/FRONT-CAM/stream`,
      {
        cookie: cookies.gateinuser,
      },
    );
  };

  it('passes only an image stream through, sandboxed, and nothing else a camera host answers', async () => {
    const mjpeg = await streamOf('Streaming', '/mjpeg');
    expect(mjpeg.statusCode).toBe(200);
    expect(mjpeg.headers['content-type']).toBe('multipart/x-mixed-replace; boundary=frame');
    expect(mjpeg.headers['content-security-policy']).toBe('sandbox');
    expect(mjpeg.headers['x-content-type-options']).toBe('nosniff');

    for (const path of ['/page', '/text']) {
      const refused = await streamOf(`Not a camera ${path}`, path);
      expect(refused.statusCode, path).toBe(404);
      expect(refused.body, path).not.toContain('<script>');
      expect(refused.json().message, path).toBe('FRONT-CAM: camera unreachable.');
    }
    const closed = await streamOf('Closed port', '/nothing-here');
    expect(closed.json().message).toBe('FRONT-CAM: camera unreachable.');
  });

  it('serves a kept still as a sandboxed JPEG', async () => {
    const gate = await saveGate('Still kept', `http://127.0.0.1:${port}/still.jpg`);
    const capture = await t.request(
      'POST',
      `/rest/enterprise/gate/${gate.json().gate.id}/capture`,
      {
        cookie: cookies.gateinuser,
      },
    );
    const [still] = capture.json() as { imagePath: string }[];
    const served = await t.request('GET', `/rest/enterprise/gate/${still?.imagePath}`, {
      cookie: cookies.gateinuser,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['content-security-policy']).toBe('sandbox');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the camera fetcher', () => {
  const fetcher = createCameraFetch(parseCameraHosts(), { timeoutMs: 500 });
  const base = () => `http://127.0.0.1:${port}`;
  const refusal = async (promise: Promise<unknown>) => {
    try {
      await promise;
      return 'fetched';
    } catch (error) {
      return fetcher.reason(error);
    }
  };

  it('fetches a still, following a redirect on the same host only', async () => {
    expect((await fetcher.still(`${base()}/still.jpg`)).subarray(0, 3)).toEqual(
      Buffer.from([0xff, 0xd8, 0xff]),
    );
    expect((await fetcher.still(`${base()}/same-host`)).length).toBe(jpeg.length);
    expect(await refusal(fetcher.still(`${base()}/other-host`))).toBe(
      'the camera redirected to another host',
    );
    expect(await refusal(fetcher.still(`${base()}/loop`))).toBe('the camera redirected too often');
  });

  it('stops at 8 MB, at the time limit, and at what is not a JPEG', async () => {
    const patient = createCameraFetch(parseCameraHosts(), { timeoutMs: 10_000 });
    expect(await refusal(patient.still(`${base()}/huge`))).toBe('the still is larger than 8 MB');
    const started = Date.now();
    expect(await refusal(fetcher.still(`${base()}/silent`))).toBe(
      'the camera did not answer in time',
    );
    expect(await refusal(fetcher.stream(`${base()}/silent`, new AbortController().signal))).toBe(
      'the camera did not answer in time',
    );
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await refusal(fetcher.still(`${base()}/text`))).toBe('the camera did not answer a JPEG');
  });

  it('checks every address a host name resolves to, unless the name itself is allowed', async () => {
    const privateOnly = createCameraFetch(parseCameraHosts('private'), { timeoutMs: 500 });
    expect(await refusal(privateOnly.still(`http://localhost:${port}/still.jpg`))).toBe(
      'the camera host is not allowed',
    );
    expect(await refusal(privateOnly.still(`${base()}/still.jpg`))).toBe(
      'the camera host is not allowed',
    );
    const named = createCameraFetch(parseCameraHosts('private,localhost'), { timeoutMs: 500 });
    expect((await named.still(`http://localhost:${port}/still.jpg`)).length).toBe(jpeg.length);
  });

  it('reads CAMERA_HOSTS entries and refuses what it cannot read', () => {
    const hosts = parseCameraHosts('10.0.0.0/8, cam1.example, *.cams.example, 192.168.1.5');
    expect(hosts.allowsAddress('10.2.3.4')).toBe(true);
    expect(hosts.allowsAddress('::ffff:10.2.3.4')).toBe(true);
    expect(hosts.allowsAddress('192.168.1.5')).toBe(true);
    expect(hosts.allowsAddress('192.168.1.6')).toBe(false);
    expect(hosts.allowsAddress('127.0.0.1')).toBe(false);
    expect(hosts.allowsName('cam1.example')).toBe(true);
    expect(hosts.allowsName('gate.cams.example')).toBe(true);
    expect(hosts.allowsName('cams.example.evil')).toBe(false);
    expect(parseCameraHosts('*').allowsAddress('8.8.8.8')).toBe(true);
    expect(() => parseCameraHosts('10.0.0.0/99')).toThrow(/10.0.0.0\/99/);
    expect(() => parseCameraHosts('http://x')).toThrow(/http:\/\/x/);
  });
});
