import { randomUUID } from 'node:crypto';
import { GATE_READER_MESSAGES } from '@yardline/domain/devices/gates.schema';
import { MACHINE_MESSAGES } from '@yardline/domain/machines/machine.schema';
import mqtt from 'mqtt';
import { describe, expect, it } from 'vitest';
import { MQTT_URL, useGateDevicesApp } from './test-gate-devices.ts';

// What readers and trackers send over MQTT: reads, heartbeats, resends, refused messages,
// positions; gates, readers and the gate queue are in gate-devices.api.test.ts.
const { t, cookies, topicRoot, device, addGate, addReader, logsOf, stream } = useGateDevicesApp();

describe('device reads over MQTT', () => {
  it('an RFID read reaches the device log and the event stream; the reader turns OK', async () => {
    const gate = await addGate('East In', 'IN');
    const { reader, deviceKey } = await addReader('RDR-E-IN', gate.id);
    const rfid = await device('RDR-E-IN', deviceKey);
    const ack = await rfid.rfid({
      tags: [{ tagId: '12345678', antenna: 1 }, { tagId: 'TT000001' }],
    });
    expect(ack).toMatchObject({ ok: true, duplicate: false });
    expect(ack.logIds).toHaveLength(2);
    const event = await stream.next(
      (e) => e.type === 'device.read' && e.data.deviceId === 'RDR-E-IN',
      3000,
    );
    expect(event.data).toMatchObject({
      kind: 'rfid',
      gateId: gate.id,
      tagIds: ['12345678', 'TT000001'],
    });
    const logs = await logsOf('RDR-E-IN', '&filterString=TAG_DATA');
    expect(logs.totalCount).toBe(2);
    expect(logs.logs.map((l) => l.tagId).sort()).toEqual(['12345678', 'TT000001']);
    const now = (
      await t.request('GET', `/rest/enterprise/gate/${gate.id}`, { cookie: cookies.admin })
    ).json();
    expect(now.readers.find((r: { id: number }) => r.id === reader.id).health).toBe('OK');
  });

  it('an OCR read queues an OCR record for its gate and is logged as OCR_DATA', async () => {
    const gate = await addGate('West In', 'IN');
    const { deviceKey } = await addReader('OCR-W', gate.id);
    const ocr = await device('OCR-W', deviceKey);
    const ack = await ocr.ocr({
      containerNumber: 'MSKU1234565',
      containerSize: '20',
      trailerNumber: 'MH04AB1234',
      images: [{ camId: 'FRONT-CAM' }],
    });
    expect(ack.ok).toBe(true);
    expect(ack.ocrRecordId).toEqual(expect.any(Number));
    const event = await stream.next(
      (e) => e.type === 'device.read' && e.data.ocrRecordId === ack.ocrRecordId,
      3000,
    );
    expect(event.data).toMatchObject({
      kind: 'ocr',
      gateId: gate.id,
      containerNumber: 'MSKU1234565',
    });
    const { rows } = await t.database.pool.query(
      'select gate_id, read_number, status from ocr_records where id = $1',
      [ack.ocrRecordId],
    );
    expect(rows).toEqual([{ gate_id: gate.id, read_number: 'MSKU1234565', status: 'queued' }]);
    expect((await logsOf('OCR-W')).logs.map((l) => l.kind)).toEqual(['OCR_DATA']);
  });

  it('heartbeats are RF_OK or RFNOK, filtered apart', async () => {
    const { deviceKey } = await addReader('RDR-HB', null);
    const client = await device('RDR-HB', deviceKey);
    await client.heartbeat({ status: 'OK' });
    await client.heartbeat({ status: 'NOK', detail: 'antenna 2 open' });
    expect((await logsOf('RDR-HB', '&filterString=RF_OK')).totalCount).toBe(1);
    expect((await logsOf('RDR-HB', '&filterString=RFNOK')).logs).toEqual([
      expect.objectContaining({ kind: 'RFNOK', detail: 'antenna 2 open' }),
    ]);
    expect((await logsOf('RDR-HB')).totalCount).toBe(2);
  });

  it('30 % resent messages: each takes effect exactly once, resends answered as duplicates', async () => {
    const gate = await addGate('Dup In', 'IN');
    const { deviceKey } = await addReader('OCR-DUP', gate.id);
    const client = await device('OCR-DUP', deviceKey);
    const ids = Array.from({ length: 20 }, () => randomUUID() as string);
    // A resend is the same message: read at the same moment.
    const readAt = new Date().toISOString();
    const sends = ids.flatMap((messageId, i) => {
      const one = () => client.ocr({ messageId, readAt, containerNumber: 'CMAU7777771' });
      // Every third message is sent twice at once, the rest once.
      return i % 3 === 0 ? [one(), one()] : [one()];
    });
    const acks = await Promise.all(sends);
    expect(acks.filter((ack) => ack.duplicate)).toHaveLength(7);
    expect(acks.every((ack) => ack.ok)).toBe(true);
    const { rows } = await t.database.pool.query(
      "select count(*)::int as logs, count(distinct message_id)::int as messages from device_logs where device_id = 'OCR-DUP'",
    );
    expect(rows[0]).toEqual({ logs: 20, messages: 20 });
    const records = await t.database.pool.query(
      "select count(*)::int as n from ocr_records where device_id = 'OCR-DUP'",
    );
    expect(records.rows[0].n).toBe(20);
    const resent = await client.ocr({
      messageId: ids[0] as string,
      readAt,
      containerNumber: 'CMAU7777771',
    });
    expect(resent).toMatchObject({ ok: true, duplicate: true, logIds: [] });
  });

  it('refuses a message id used before for another message, as the gate a reused Idempotency-Key: logged INVALID, none of it taken', async () => {
    const { deviceKey } = await addReader('RDR-REUSE', null);
    const reader = await device('RDR-REUSE', deviceKey);
    const first = {
      messageId: 'reuse-1',
      readAt: new Date().toISOString(),
      tags: [{ tagId: '12345678' }],
    };
    expect(await reader.rfid(first)).toMatchObject({ ok: true, duplicate: false });
    // Signed again a moment later, it says the same: a resend.
    const signedAt = new Date(Date.now() + 1000).toISOString();
    expect(await reader.rfid({ ...first, signedAt })).toMatchObject({ ok: true, duplicate: true });
    const others = [
      reader.rfid({ ...first, tags: [...first.tags, { tagId: 'TT000001' }] }),
      reader.rfid({ ...first, tags: [{ tagId: '87654321' }] }),
      reader.heartbeat({ messageId: 'reuse-1', status: 'OK' }),
    ];
    for (const refused of await Promise.all(others)) {
      expect(refused).toMatchObject({
        ok: false,
        code: 'IDEMPOTENCY_KEY_REUSED',
        error: 'Message id reuse-1 was already used for a different message.',
      });
    }
    const logs = await logsOf('RDR-REUSE');
    expect(logs.logs.map((log) => `${log.kind} ${log.tagId}`)).toEqual([
      'INVALID null',
      'INVALID null',
      'INVALID null',
      'TAG_DATA 12345678',
    ]);
  });

  it('refuses a wrong signature, an unknown device and a bad payload, logged as INVALID and nothing else', async () => {
    const { deviceKey } = await addReader('RDR-BAD', null);
    const wrongKey = await device('RDR-BAD', `${deviceKey}x`);
    const refused = await wrongKey.rfid({ tags: [{ tagId: '87654321' }] });
    expect(refused).toMatchObject({ ok: false, error: 'Bad signature for device RDR-BAD.' });
    const unknown = await device('RDR-NOBODY', 'whatever');
    expect((await unknown.heartbeat({ status: 'OK' })).error).toBe('Unknown device RDR-NOBODY.');
    const good = await device('RDR-BAD', deviceKey);
    const bad = await good.rfid({ tags: [] });
    expect(bad.ok).toBe(false);
    expect(bad.error).toMatch(/^Invalid rfid message: tags/);
    const logs = await logsOf('RDR-BAD');
    expect(logs.logs.map((l) => l.kind)).toEqual(['INVALID', 'INVALID']);
    expect(JSON.stringify(logs)).not.toContain(deviceKey);
    const { rows } = await t.database.pool.query(
      "select status_last_received from gate_readers where name = 'RDR-BAD'",
    );
    expect(rows[0].status_last_received).toBeNull();
  });

  it('carries no key: what an eavesdropper hears cannot be made into another read, and a replay changes nothing', async () => {
    const { deviceKey } = await addReader('RDR-SPY', null);
    const spy = await mqtt.connectAsync(MQTT_URL, { clientId: `spy-${randomUUID()}` });
    await spy.subscribeAsync(`${topicRoot}/RDR-SPY/rfid`, { qos: 1 });
    const heard = new Promise<string>((resolve) =>
      spy.on('message', (_topic, payload) => resolve(payload.toString('utf8'))),
    );
    const reader = await device('RDR-SPY', deviceKey);
    expect(await reader.rfid({ tags: [{ tagId: '11111111' }] })).toMatchObject({ ok: true });
    const wire = await heard;
    await spy.endAsync();
    expect(wire).not.toContain(deviceKey);

    // Another read made of what was heard (its key or its signature kept): refused.
    const heardMessage = JSON.parse(wire) as Record<string, unknown>;
    const forged = { ...heardMessage, messageId: 'forged-1', tags: [{ tagId: '66666666' }] };
    expect(await reader.raw('rfid', JSON.stringify(forged), 'forged-1')).toMatchObject({
      ok: false,
      code: 'BAD_SIGNATURE',
      error: 'Bad signature for device RDR-SPY.',
    });
    // The same bytes again: a resend, taken once.
    const replay = await reader.raw('rfid', wire, String(heardMessage.messageId));
    expect(replay).toMatchObject({ ok: true, duplicate: true, logIds: [] });
    expect((await logsOf('RDR-SPY', '&filterString=TAG_DATA')).logs.map((l) => l.tagId)).toEqual([
      '11111111',
    ]);
  });

  it('refuses a key over MQTT, a signature out of its time window, and a readAt far from now', async () => {
    const { deviceKey } = await addReader('RDR-TIME', null);
    const reader = await device('RDR-TIME', deviceKey);
    const keyed = await reader.raw(
      'heartbeat',
      JSON.stringify({ messageId: 'keyed', key: deviceKey, status: 'OK' }),
      'keyed',
    );
    expect(keyed).toMatchObject({
      ok: false,
      code: 'INVALID_MESSAGE',
      error:
        "A message over MQTT must be signed (signedAt, signature), never carry the device's key.",
    });
    const stale = await reader.heartbeat({
      status: 'OK',
      signedAt: new Date(Date.now() - 6 * 60_000).toISOString(),
    });
    expect(stale).toMatchObject({ ok: false, code: 'BAD_SIGNATURE' });
    expect(stale.error).toMatch(
      /^The message was signed at .*, more than 5 minutes from the server's time/,
    );
    for (const readAt of ['1999-01-01T00:00:00Z', '2099-01-01T00:00:00Z']) {
      const read = await reader.rfid({ readAt, tags: [{ tagId: '22222222' }] });
      expect(read).toMatchObject({ ok: false, code: 'INVALID_MESSAGE' });
      expect(read.error).toContain(
        `readAt ${readAt} is not within 24 hours before and 5 minutes after the server's time`,
      );
    }
    const lastHour = new Date(Date.now() - 60 * 60_000).toISOString();
    expect(await reader.rfid({ readAt: lastHour, tags: [{ tagId: '33333333' }] })).toMatchObject({
      ok: true,
    });
    expect((await logsOf('RDR-TIME', '&filterString=TAG_DATA')).totalCount).toBe(1);
    expect(JSON.stringify(await logsOf('RDR-TIME'))).not.toContain(deviceKey);
  });

  it('device logs need the device logs permission', async () => {
    const response = await t.request('GET', '/rest/enterprise/devicelogs/all', {
      cookie: cookies.admin,
    });
    expect(response.statusCode).toBe(403);
    const all = await t.request('GET', '/rest/enterprise/devicelogs/all?filterString=Nope', {
      cookie: cookies.superadmin,
    });
    expect(all.statusCode).toBe(400);
  });
});

describe('machine and ITV trackers over MQTT', () => {
  const added = async (url: string, body: unknown, field: 'machine' | 'itv') => {
    const response = await t.request('POST', url, { cookie: cookies.admin, body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json()[field] as { id: number };
  };

  it("a MACHINE reader's position read moves its machine once, resends change nothing", async () => {
    const machine = await added(
      '/rest/machines',
      { machineName: 'RS-TRK', machineType: 'Reach-Stacker' },
      'machine',
    );
    const { reader, deviceKey } = await addReader('TRK-RS', null, {
      readerType: 'MACHINE',
      machineId: machine.id,
    });
    expect(reader).toMatchObject({ readerType: 'MACHINE', machineId: machine.id, itvId: null });
    const tracker = await device('TRK-RS', deviceKey);
    const position = {
      messageId: randomUUID(),
      readAt: new Date().toISOString(),
      lat: 18.9513,
      lng: 72.9522,
      status: 'Idle' as const,
    };
    const { messageId } = position;
    const ack = await tracker.position(position);
    expect(ack).toMatchObject({ ok: true, duplicate: false });
    const event = await stream.next(
      (e) => e.type === 'machine.position' && e.data.id === machine.id,
      3000,
    );
    expect(event.data).toMatchObject({ lat: 18.9513, lng: 72.9522, status: 'Idle' });
    const read = async () =>
      (await t.request('GET', `/rest/machines/${machine.id}`, { cookie: cookies.admin })).json();
    const stored = await read();
    expect(stored).toMatchObject({ machineStatus: 'Idle', lat: 18.9513, lng: 72.9522 });

    const again = await tracker.position(position);
    expect(again).toMatchObject({ ok: true, duplicate: true, logIds: [] });
    expect((await read()).lastDataReceived).toBe(stored.lastDataReceived);
    const logs = await logsOf('TRK-RS');
    expect(logs.logs).toEqual([expect.objectContaining({ kind: 'POS_DATA', messageId })]);
    const { rows } = await t.database.pool.query(
      "select count(*)::int as n from audit_log where entity = 'machine' and entity_id = $1 and action = 'status'",
      [String(machine.id)],
    );
    expect(rows[0].n).toBe(1);
  });

  it("an ITV reader's position read moves its ITV", async () => {
    const itv = await added(
      '/rest/itvs',
      { itvNumber: 'ITV-TRK', trailerNumber: 'MH04TR0001' },
      'itv',
    );
    const { deviceKey } = await addReader('TRK-ITV', null, { readerType: 'ITV', itvId: itv.id });
    const tracker = await device('TRK-ITV', deviceKey);
    expect(await tracker.position({ lat: 18.9507, lng: 72.9509 })).toMatchObject({ ok: true });
    const event = await stream.next((e) => e.type === 'itv.position' && e.data.id === itv.id, 3000);
    expect(event.data).toMatchObject({ lat: 18.9507, lng: 72.9509 });
  });

  it('refuses a position from a reader tracking nothing, and links to nothing or to both', async () => {
    const { deviceKey } = await addReader('TRK-NONE', null);
    const tracker = await device('TRK-NONE', deviceKey);
    expect(await tracker.position({ lat: 18.95, lng: 72.95 })).toMatchObject({
      ok: false,
      error: 'Device TRK-NONE tracks no machine or ITV.',
    });
    expect((await logsOf('TRK-NONE')).logs.map((l) => l.kind)).toEqual(['INVALID']);
    const reader = (body: Record<string, unknown>) =>
      t.request('POST', '/rest/enterprise/readers', {
        cookie: cookies.admin,
        body: { name: 'TRK-X', readerType: 'MACHINE', ip: '10.0.0.9', ...body },
      });
    const nowhere = await reader({ machineId: 999999 });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().message).toBe(MACHINE_MESSAGES.notFound(999999));
    const both = await reader({ machineId: 1, itvId: 1 });
    expect(both.statusCode).toBe(400);
    expect(both.body).toContain(GATE_READER_MESSAGES.trackerOfOne);
  });
});
