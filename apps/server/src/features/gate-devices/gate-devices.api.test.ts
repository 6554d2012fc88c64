import { GATE_READER_MESSAGES } from '@yardline/domain/devices/gates.schema';
import { describe, expect, it } from 'vitest';
import { useGateDevicesApp } from './test-gate-devices.ts';

// Gates and their readers, the smart gate queue the OCR reads fill, trailer tags at the gate; what
// devices send over MQTT is in gate-devices-mqtt.api.test.ts.
const { t, cookies, device, addGate, addReader } = useGateDevicesApp();

describe('gates and readers', () => {
  it('adds a gate with a reader, shows the key once, health NOK until the reader reports', async () => {
    const gate = await addGate('North In', 'IN');
    const { reader, deviceKey } = await addReader('RDR-N-IN', gate.id);
    expect(deviceKey.length).toBeGreaterThan(30);
    expect(reader.health).toBe('NOK');
    const list = await t.request('GET', '/rest/enterprise/gate?type=IN', {
      cookie: cookies.gateinuser,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().gates).toEqual([
      expect.objectContaining({
        name: 'North In',
        healthStatus: 'NOK',
        readers: [expect.objectContaining({ name: 'RDR-N-IN' })],
      }),
    ]);
    const again = await t.request('GET', '/rest/enterprise/readers', { cookie: cookies.admin });
    expect(JSON.stringify(again.json())).not.toContain(deviceKey);
  });

  it("refuses empty names with the spec's messages and an operator's changes", async () => {
    const gate = await t.request('POST', '/rest/enterprise/gate', {
      cookie: cookies.admin,
      body: { name: ' ', positionLat: '', positionLong: 72 },
    });
    expect(gate.statusCode).toBe(400);
    expect(gate.json().message).toContain(GATE_READER_MESSAGES.gateName);
    expect(gate.json().message).toContain(GATE_READER_MESSAGES.gateLatitude);
    const reader = await t.request('POST', '/rest/enterprise/readers', {
      cookie: cookies.admin,
      body: { name: 'R1', readerType: 'GATEIN', ip: '' },
    });
    expect(reader.json().message).toContain(GATE_READER_MESSAGES.readerIp);
    const operator = await t.request('POST', '/rest/enterprise/gate', {
      cookie: cookies.gateinuser,
      body: { name: 'X', positionLat: 1, positionLong: 1 },
    });
    expect(operator.statusCode).toBe(403);
  });

  it('disassociates a reader (it becomes unused), deletes a gate with or without its readers', async () => {
    const gate = await addGate('South In', 'IN');
    const a = await addReader('RDR-S-A', gate.id);
    const b = await addReader('RDR-S-B', gate.id);
    const off = await t.request('PUT', `/rest/enterprise/gate/${gate.id}/reader/${a.reader.id}`, {
      cookie: cookies.admin,
    });
    expect(off.statusCode, off.body).toBe(200);
    const unused = await t.request('GET', '/rest/enterprise/gate/unused-readers', {
      cookie: cookies.admin,
    });
    expect(unused.json().readers.map((r: { name: string }) => r.name)).toContain('RDR-S-A');
    const removed = await t.request(
      'DELETE',
      `/rest/enterprise/gate/${gate.id}?deleteReaders=true`,
      { cookie: cookies.admin },
    );
    expect(removed.json()).toEqual({ responsestatus: 'success' });
    const readers = (
      await t.request('GET', '/rest/enterprise/readers', { cookie: cookies.admin })
    ).json().readers;
    const names = readers.map((r: { name: string }) => r.name);
    expect(names).toContain('RDR-S-A');
    expect(names).not.toContain('RDR-S-B');
    const del = await t.request('DELETE', `/rest/enterprise/gate/0/reader/${a.reader.id}`, {
      cookie: cookies.admin,
    });
    expect(del.statusCode, del.body).toBe(200);
    void b;
  });

  it('refuses a second reader of the same name', async () => {
    await addReader('RDR-DUP', null);
    const again = await t.request('POST', '/rest/enterprise/readers', {
      cookie: cookies.admin,
      body: { name: 'RDR-DUP', readerType: 'GATEIN', ip: '10.0.0.9' },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('the smart gate queue', () => {
  const gateIn = (number: string) =>
    t.request('POST', '/rest/gate/gate-in', {
      cookie: cookies.gateinuser,
      body: {
        container1Data: {
          tagId: '12345678',
          containerNumber: number,
          gateInPurpose: 'Import',
          containerSize: '20',
          containerType: 'GP',
        },
        trailerNumber: 'MH04AB1234',
        trailerTag1: 'TRL00001',
      },
    });

  it('serves the oldest read corrected, gates its box in through the gate, then moves on', async () => {
    const gate = await addGate('Smart In', 'IN');
    const { deviceKey } = await addReader('OCR-SMART', gate.id);
    const ocr = await device('OCR-SMART', deviceKey);
    // I for 1: one swap makes the check digit right.
    await ocr.ocr({
      containerNumber: 'MSKUI234565',
      containerSize: '20',
      trailerNumber: 'MH04AB1234',
    });
    await ocr.ocr({ containerNumber: 'QQQQ0000000' });
    const next = await t.request('GET', `/rest/gate/ocr/${gate.id}/next`, {
      cookie: cookies.gateinuser,
    });
    expect(next.statusCode, next.body).toBe(200);
    const { record, count } = next.json();
    expect(count).toBe(2);
    expect(record.data).toMatchObject({
      containerNumber: 'MSKUI234565',
      containerToShow: 'MSKU1234565',
      containerSize: '20',
      trailerNumber: 'MH04AB1234',
      inYard: false,
      litmusResult: { isValid: false, isGatePassValid: false, gatePass: null },
    });
    expect((await gateIn('MSKU1234565')).json().responsestatus).toBe('TRSuccess');
    const ack = await t.request('POST', `/rest/gate/ocr/${gate.id}/acknowledge`, {
      cookie: cookies.gateinuser,
      body: { recordId: record.id },
    });
    expect(ack.json()).toEqual({ responsestatus: 'success', count: 1 });
    const again = await t.request('POST', `/rest/gate/ocr/${gate.id}/acknowledge`, {
      cookie: cookies.gateinuser,
      body: { recordId: record.id },
    });
    expect(again.statusCode).toBe(409);
    const second = (
      await t.request('GET', `/rest/gate/ocr/${gate.id}/next`, { cookie: cookies.gateinuser })
    ).json();
    expect(second.record.data.containerToShow).toBe('XXXX0000000');
    expect(second.count).toBe(1);
  });

  it('purges a queue only with a reason, and sends a box to the scanner', async () => {
    const gate = await addGate('Smart Out', 'OUT');
    const { deviceKey } = await addReader('OCR-SMART-OUT', gate.id);
    const ocr = await device('OCR-SMART-OUT', deviceKey);
    await ocr.ocr({ containerNumber: 'CMAU7777770' });
    const none = await t.request('POST', `/rest/gate/ocr/${gate.id}/purge`, {
      cookie: cookies.gateinuser,
      body: { reason: ' ' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain(
      'Please provide a suitable reason for deleting ocr data.',
    );
    const purged = await t.request('POST', `/rest/gate/ocr/${gate.id}/purge`, {
      cookie: cookies.gateinuser,
      body: { reason: 'Camera cleaned' },
    });
    expect(purged.json().count).toBe(0);
    expect(
      (
        await t.request('GET', `/rest/gate/ocr/${gate.id}/count`, { cookie: cookies.gateinuser })
      ).json(),
    ).toEqual({ count: 0 });

    expect((await gateIn('CMAU7777770')).json().responsestatus).toBe('TRSuccess');
    const scanned = await t.request('POST', '/rest/gate/dispatch-scanning', {
      cookie: cookies.gateinuser,
      body: { containerNumber: 'CMAU7777770' },
    });
    expect(scanned.json()).toMatchObject({
      responsestatus: 'success',
      dispatched: true,
      foundInErp: false,
    });
  });
});

describe('trailer tags at the gate', () => {
  it('resolve through the PLA-card and permanent-trailer tables', async () => {
    await t.database.pool.query(
      "insert into pla_cards (trailer_tag_number, pla_card_number) values ('TT000777', 'PLA-777')",
    );
    await t.database.pool.query(
      "insert into permanent_trailers (trailer_number, trailer_tag) values ('MH04PT0777', 'TT000777')",
    );
    const found = await t.request('GET', '/rest/gate/trailer-tag/tt000777', {
      cookie: cookies.gateinuser,
    });
    expect(found.json()).toEqual({
      responseMap: {
        tagid: 'tt000777',
        plaCard: 'PLA-777',
        trailerNumber: 'MH04PT0777',
        source: 'permanent',
      },
    });
    const unknown = await t.request('GET', '/rest/gate/trailer-tag/TT999999', {
      cookie: cookies.gateinuser,
    });
    expect(unknown.json().responseMap).toMatchObject({
      plaCard: null,
      trailerNumber: null,
      source: 'none',
    });
    const manager = await t.request('GET', '/rest/gate/trailer-tag/TT000777', {
      cookie: cookies.manager,
    });
    expect(manager.statusCode).toBe(403);
  });
});
