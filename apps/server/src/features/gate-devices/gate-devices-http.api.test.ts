import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type EventStream, openEventStream } from '../../../test/support/event-stream.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { type DeviceClient, httpDevice } from '../../../tools/device-simulator/device-client.ts';
import { SESSION_COOKIE } from '../../plugins/access.ts';

/** Device ingestion over real HTTP: the same messages as MQTT, the same ingest service. */
const t = useTestApp({ eventsHeartbeatMs: 200 });
const cookies: Record<string, string> = {};
let baseUrl = '';
let stream: EventStream;

async function addGate(name: string) {
  const response = await t.request('POST', '/rest/enterprise/gate', {
    cookie: cookies.admin,
    body: { name, type: 'IN', positionLat: 18.95, positionLong: 72.95, camConfig: [] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().gate as { id: number };
}

async function addReader(
  name: string,
  gateId: number | null,
): Promise<DeviceClient & { key: string }> {
  const response = await t.request('POST', '/rest/enterprise/readers', {
    cookie: cookies.admin,
    body: { name, readerType: 'GATEIN', ip: '10.0.0.5', gateId },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { deviceKey } = response.json() as { deviceKey: string };
  return { ...httpDevice({ url: baseUrl, deviceId: name, key: deviceKey }), key: deviceKey };
}

const count = async (sql: string, params: unknown[] = []) =>
  (await t.database.pool.query(sql, params)).rows[0].n as number;

/** A message sent as a plain device would: JSON body, headers, no cookie, no app header. */
const post = (
  deviceId: string,
  kind: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  fetch(`${baseUrl}/rest/devices/${deviceId}/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

beforeAll(async () => {
  cookies.admin = await t.login('admin');
  cookies.superadmin = await t.login('superadmin');
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  stream = await openEventStream(baseUrl, `${SESSION_COOKIE}=${cookies.superadmin}`);
  return () => stream.close();
});

describe('device reads over HTTP', () => {
  it('an RFID read, a heartbeat and an OCR record with images take effect and are announced', async () => {
    const gate = await addGate('Http In');
    const reader = await addReader('RDR-H-IN', gate.id);
    const rfid = await reader.rfid({ tags: [{ tagId: '12345678', antenna: 1 }] });
    expect(rfid).toMatchObject({ ok: true, duplicate: false, logIds: [expect.any(Number)] });
    await stream.next((e) => e.type === 'device.read' && e.data.deviceId === 'RDR-H-IN', 3000);
    expect((await reader.heartbeat({ status: 'NOK', detail: 'antenna 2 open' })).ok).toBe(true);

    const portal = await addReader('OCR-H', gate.id);
    const ocr = await portal.ocr({
      containerNumber: 'MSKU1234565',
      containerSize: '40',
      images: [{ camId: 'FRONT-CAM', url: 'http://10.0.0.9/front.jpg' }, { camId: 'TOP-CAM' }],
    });
    expect(ocr.ocrRecordId).toEqual(expect.any(Number));
    const next = await t.request('GET', `/rest/gate/ocr/${gate.id}/next`, {
      cookie: cookies.admin,
    });
    expect(next.json().record).toMatchObject({
      id: ocr.ocrRecordId,
      data: {
        containerToShow: 'MSKU1234565',
        images: [{ camId: 'FRONT-CAM', url: 'http://10.0.0.9/front.jpg' }, { camId: 'TOP-CAM' }],
      },
    });
    const { rows } = await t.database.pool.query(
      "select kind from device_logs where device_id in ('RDR-H-IN', 'OCR-H') order by id",
    );
    expect(rows.map((r) => r.kind)).toEqual(['TAG_DATA', 'RFNOK', 'OCR_DATA']);
  });

  it('takes the key and the message id from the X-Device-Key and Idempotency-Key headers', async () => {
    const reader = await addReader('RDR-HDR', null);
    const headers = { 'x-device-key': reader.key, 'idempotency-key': 'beat-1' };
    const first = await post('RDR-HDR', 'heartbeat', { status: 'OK' }, headers);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ messageId: 'beat-1', ok: true, duplicate: false });
    const again = await post('RDR-HDR', 'heartbeat', { status: 'OK' }, headers);
    expect(await again.json()).toMatchObject({ ok: true, duplicate: true, logIds: [] });
    expect(
      await count("select count(*)::int as n from device_logs where device_id = 'RDR-HDR'"),
    ).toBe(1);
  });

  it('30 % resent events, some at the same moment: each effect exactly once', async () => {
    const gate = await addGate('Http Dup');
    const portal = await addReader('OCR-HDUP', gate.id);
    const reader = await addReader('RDR-HDUP', gate.id);
    const ids = Array.from({ length: 30 }, () => randomUUID() as string);
    // A resend is the same message: read at the same moment.
    const readAt = new Date().toISOString();
    const send = (messageId: string, i: number) =>
      i % 2 === 0
        ? portal.ocr({ messageId, readAt, containerNumber: 'CMAU7777771' })
        : reader.rfid({
            messageId,
            readAt,
            tags: [{ tagId: String(10_000_000 + i) }, { tagId: 'TT000001' }],
          });
    const sends = ids.flatMap((messageId, i) => {
      const one = () => send(messageId, i);
      // Every third event is sent twice at once, the rest once: 10 of 40 sends are resends.
      return i % 3 === 0 ? [one(), one()] : [one()];
    });
    const acks = await Promise.all(sends);
    expect(acks.every((ack) => ack.ok)).toBe(true);
    expect(acks.filter((ack) => ack.duplicate)).toHaveLength(10);
    // And a late resend of each, after all were taken.
    const late = await Promise.all(ids.map(send));
    expect(late.every((ack) => ack.ok && ack.duplicate)).toBe(true);
    expect(
      await count("select count(*)::int as n from ocr_records where device_id = 'OCR-HDUP'"),
    ).toBe(15);
    expect(
      await count("select count(*)::int as n from device_logs where device_id = 'OCR-HDUP'"),
    ).toBe(15);
    // Two tags a read: 30 rows for 15 reads.
    expect(
      await count("select count(*)::int as n from device_logs where device_id = 'RDR-HDUP'"),
    ).toBe(30);
    const next = await t.request('GET', `/rest/gate/ocr/${gate.id}/count`, {
      cookie: cookies.admin,
    });
    expect(next.json()).toEqual({ count: 15 });
  });

  it('refuses a message id used before for another message with 422, as the gate a reused Idempotency-Key: logged INVALID', async () => {
    const reader = await addReader('RDR-HREUSE', null);
    const headers = { 'x-device-key': reader.key, 'idempotency-key': 'hreuse-1' };
    const read = { tags: [{ tagId: '12345678' }] };
    expect((await post('RDR-HREUSE', 'rfid', read, headers)).status).toBe(200);
    const more = await post(
      'RDR-HREUSE',
      'rfid',
      { tags: [...read.tags, { tagId: 'TT000001' }] },
      headers,
    );
    expect(more.status).toBe(422);
    expect(await more.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'Message id hreuse-1 was already used for a different message.',
    });
    const signed = await reader.heartbeat({ messageId: 'hreuse-1', status: 'OK' });
    expect(signed).toMatchObject({ ok: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    // The first message again is still a resend.
    const again = await post('RDR-HREUSE', 'rfid', read, headers);
    expect(await again.json()).toMatchObject({ ok: true, duplicate: true, logIds: [] });
    const { rows } = await t.database.pool.query(
      "select kind, tag_id from device_logs where device_id = 'RDR-HREUSE' order by id",
    );
    expect(rows).toEqual([
      { kind: 'TAG_DATA', tag_id: '12345678' },
      { kind: 'INVALID', tag_id: null },
      { kind: 'INVALID', tag_id: null },
    ]);
  });

  it('refuses a bad signature (401) and a readAt far from now (400), signed or keyed', async () => {
    const reader = await addReader('RDR-HSIG', null);
    const signedAt = new Date().toISOString();
    const forged = await post('RDR-HSIG', 'heartbeat', {
      messageId: 's1',
      status: 'OK',
      signedAt,
      signature: 'ab'.repeat(32),
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({
      code: 'BAD_SIGNATURE',
      message: 'Bad signature for device RDR-HSIG.',
    });
    const readAt = '2099-01-01T00:00:00Z';
    const keyed = await post(
      'RDR-HSIG',
      'rfid',
      { messageId: 's2', readAt, tags: [{ tagId: '12345678' }] },
      { 'x-device-key': reader.key },
    );
    expect(keyed.status).toBe(400);
    expect(((await keyed.json()) as { message: string }).message).toContain(
      `readAt ${readAt} is not within 24 hours before and 5 minutes after the server's time`,
    );
    const signed = await reader.rfid({ readAt: '1999-12-31T23:59:59Z', tags: [{ tagId: '1' }] });
    expect(signed).toMatchObject({ ok: false, code: 'INVALID_MESSAGE' });
    expect(
      await count(
        "select count(*)::int as n from device_logs where device_id = 'RDR-HSIG' and kind <> 'INVALID'",
      ),
    ).toBe(0);
  });

  it('refuses bad payloads, wrong keys and unknown devices with a clear 4xx, logged as INVALID, nothing else changed', async () => {
    const gate = await addGate('Http Bad');
    const portal = await addReader('OCR-HBAD', gate.id);
    const cases: [Response, number, string, string][] = [
      [
        await post('OCR-HBAD', 'ocr', { messageId: 'b1', key: portal.key, containerNumber: '' }),
        400,
        'INVALID_MESSAGE',
        'Invalid ocr message: containerNumber',
      ],
      [
        await post('OCR-HBAD', 'ocr', { key: portal.key, containerNumber: 'MSKU1234565' }),
        400,
        'INVALID_MESSAGE',
        'Invalid ocr message: messageId',
      ],
      [
        await post(
          'OCR-HBAD',
          'ocr',
          { messageId: 'b3', containerNumber: 'MSKU1234565' },
          {
            'x-device-key': `${portal.key}x`,
          },
        ),
        401,
        'WRONG_KEY',
        'Wrong key for device OCR-HBAD.',
      ],
      [
        await post(
          'OCR-HBAD',
          'ocr',
          { messageId: 'b4', key: portal.key, containerNumber: 'MSKU1234565' },
          {
            'idempotency-key': 'b5',
          },
        ),
        400,
        'INVALID_MESSAGE',
        "The Idempotency-Key header and the body's messageId differ.",
      ],
      [
        await post('OCR-NOBODY', 'heartbeat', { messageId: 'b6', key: 'k', status: 'OK' }),
        401,
        'UNKNOWN_DEVICE',
        'Unknown device OCR-NOBODY.',
      ],
      [
        await post('OCR-HBAD', 'heartbeat', { messageId: 'b7', key: portal.key, status: 'MAYBE' }),
        400,
        'INVALID_MESSAGE',
        'Invalid heartbeat message: status',
      ],
      [
        await post('OCR-HBAD', 'position', {
          messageId: 'b8',
          key: portal.key,
          lat: 18.9,
          lng: 72.9,
        }),
        422,
        'NOT_A_TRACKER',
        'Device OCR-HBAD tracks no machine or ITV.',
      ],
    ];
    for (const [response, status, code, message] of cases) {
      const body = (await response.json()) as { code: string; message: string };
      expect({ status: response.status, code: body.code }, body.message).toEqual({ status, code });
      expect(body.message).toContain(message);
    }
    expect((await post('OCR-HBAD', 'telepathy', {})).status).toBe(400);
    expect((await post('bad id!', 'ocr', {})).status).toBe(400);
    const notJson = await post('OCR-HBAD', 'ocr', '{"messageId":');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ code: 'INVALID_MESSAGE' });
    const { rows } = await t.database.pool.query(
      "select kind, payload from device_logs where device_id in ('OCR-HBAD', 'OCR-NOBODY')",
    );
    expect(rows.map((r) => r.kind)).toEqual(Array(8).fill('INVALID'));
    expect(JSON.stringify(rows)).not.toContain(portal.key);
    expect(
      await count('select count(*)::int as n from ocr_records where gate_id = $1', [gate.id]),
    ).toBe(0);
    expect(
      await count(
        "select count(*)::int as n from gate_readers where name = 'OCR-HBAD' and status_last_received is not null",
      ),
    ).toBe(0);
  });

  // A body nested 5,000 deep overflowed the stack when its refusal was logged; half a surrogate
  // pair (or a message cut inside a pair) made the log row invalid jsonb. Both were 500s.
  it('refuses a message nested too deep or holding half a surrogate pair with a 400, logged', async () => {
    await addReader('RDR-HDEEP', null);
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const cases = [
      deep,
      `{"messageId":"d2","status":"OK","key":${'{"a":'.repeat(65)}1${'}'.repeat(65)}}`,
      '{"messageId":"d3\\udfff","status":"OK"}',
      '{"messageId":"d4","status":"OK","\\ud800":1}',
      `${'x'.repeat(199)}🚢 not JSON`,
    ];
    for (const body of cases) {
      const response = await post('RDR-HDEEP', 'heartbeat', body);
      expect(response.status, body.slice(0, 60)).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'INVALID_MESSAGE' });
    }
    expect(
      await count("select count(*)::int as n from device_logs where device_id = 'RDR-HDEEP'"),
    ).toBe(cases.length);
  });
});
