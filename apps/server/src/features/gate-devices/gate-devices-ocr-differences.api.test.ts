import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import type { OcrDifferencePage } from '@yardline/domain/gate/ocr-differences';
import { beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../../test/support/event-stream.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { httpDevice } from '../../../tools/device-simulator/device-client.ts';
import { SESSION_COOKIE } from '../../plugins/access.ts';

/** Reporting what OCR read wrong at the smart gate, and the gate admin's list of the reports. */
const t = useTestApp();
const cookies: Record<string, string> = {};
let baseUrl = '';
const gates: Record<'north' | 'south', number> = { north: 0, south: 0 };

async function addGate(name: string, type: 'IN' | 'OUT') {
  const response = await t.request('POST', '/rest/enterprise/gate', {
    cookie: cookies.admin,
    body: { name, type, positionLat: 18.95, positionLong: 72.95, camConfig: [] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().gate as { id: number }).id;
}

/** An OCR portal at the gate reports a read over HTTP; its record's id. */
async function read(gateId: number, portal: string, containerNumber: string) {
  const reader = await t.request('POST', '/rest/enterprise/readers', {
    cookie: cookies.admin,
    body: { name: portal, readerType: 'GATEIN', ip: '10.0.0.5', gateId },
  });
  expect(reader.statusCode, reader.body).toBe(200);
  const device = httpDevice({ url: baseUrl, deviceId: portal, key: reader.json().deviceKey });
  const ack = await device.ocr({
    containerNumber,
    containerSize: '20',
    trailerNumber: 'MH04AB1234',
    images: [{ camId: 'FRONT-CAM', url: 'http://10.0.0.9/front.jpg' }, { camId: 'LEFT-CAM' }],
  });
  expect(ack.ocrRecordId).toEqual(expect.any(Number));
  return ack.ocrRecordId as number;
}

const report = (gateId: number, body: unknown, role = 'admin') =>
  t.request('POST', `/rest/gate/ocr/${gateId}/difference`, { cookie: cookies[role], body });

const range = {
  startDate: String(Date.now() - 3_600_000),
  endDate: String(Date.now() + 3_600_000),
};
const list = (query: Record<string, string> = {}, role = 'admin') =>
  t.request('GET', `/rest/gate/ocr-differences?${new URLSearchParams({ ...range, ...query })}`, {
    cookie: cookies[role],
  });

beforeAll(async () => {
  for (const role of BUILT_IN_ROLES) cookies[role] = await t.login(role);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  gates.north = await addGate('North In', 'IN');
  gates.south = await addGate('South Out', 'OUT');
  await t.database.pool.query(
    "insert into gate_passes (container_number, gate_pass) values ('CMAU7777770', 'GP-77')",
  );
});

describe('OCR differences', () => {
  it('lists what a gate admin reported: the read against the correction, gate, time, who, images', async () => {
    const north = await read(gates.north, 'OCR-DIFF-N', 'MSKU1234565');
    const admin = await openEventStream(baseUrl, `${SESSION_COOKIE}=${cookies.admin}`);
    const manager = await openEventStream(baseUrl, `${SESSION_COOKIE}=${cookies.manager}`);
    const clerk = await openEventStream(baseUrl, `${SESSION_COOKIE}=${cookies.gateinuser}`);
    const reported = await report(gates.north, {
      recordId: north,
      differences: [
        { field: 'containerNumber', suggested: 'MSKU1234565', actual: 'CMAU7777770' },
        { field: 'trailerNumber', suggested: 'MH04AB1234', actual: 'MH04AB1284' },
      ],
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json()).toMatchObject({ responsestatus: 'success' });
    // The OCR differences screens hear of it; a role without the gate does not, nor a gate
    // clerk who may not open that screen (the bus hands an event to every stream at once).
    const heard = await admin.next((e) => e.type === 'gate.ocr-difference', 3_000);
    expect(heard.data).toEqual({ gateId: gates.north, ocrRecordId: north });
    admin.close();
    manager.close();
    clerk.close();
    expect(manager.events.filter((x) => x.event.type === 'gate.ocr-difference')).toEqual([]);
    expect(clerk.events.filter((x) => x.event.type === 'gate.ocr-difference')).toEqual([]);

    const answer = await list();
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json() as OcrDifferencePage;
    expect(page.totalSize).toBe(2);
    const number = page.dataprovider.find((row) => row.field === 'containerNumber');
    expect(number).toMatchObject({
      recordId: north,
      gateId: gates.north,
      gate: 'North In',
      deviceId: 'OCR-DIFF-N',
      suggested: 'MSKU1234565',
      actual: 'CMAU7777770',
      // The pass of the box the clerk used, not of the misread.
      gatePass: 'GP-77',
      images: [{ camId: 'FRONT-CAM', url: 'http://10.0.0.9/front.jpg' }, { camId: 'LEFT-CAM' }],
      userName: 'admin',
    });
    expect(Date.parse(number?.reportedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(page.dataprovider.find((row) => row.field === 'trailerNumber')?.gatePass).toBeNull();
  });

  it('filters by gate and by container number, read or used, and pages 15 at a time, newest first', async () => {
    const south = await read(gates.south, 'OCR-DIFF-S', 'TGHU6543210');
    for (let i = 0; i < 16; i++) {
      const answer = await report(
        gates.south,
        {
          recordId: south,
          differences: [{ field: 'containerSize', suggested: '20', actual: String(40 + i) }],
        },
        i % 2 ? 'superadmin' : 'admin',
      );
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const first = (await list({ gateId: String(gates.south) })).json() as OcrDifferencePage;
    expect(first.totalSize).toBe(16);
    expect(first.dataprovider).toHaveLength(15);
    expect(first.dataprovider[0]).toMatchObject({ actual: '55', userName: 'superadmin' });
    const second = (
      await list({ gateId: String(gates.south), skip: '16', limit: '15' })
    ).json() as OcrDifferencePage;
    expect(second.dataprovider.map((row) => row.actual)).toEqual(['40']);

    const byUsed = (await list({ search: 'cmau77' })).json() as OcrDifferencePage;
    expect(byUsed.dataprovider.map((row) => row.actual)).toEqual(['CMAU7777770']);
    expect(((await list({ search: 'TGHU654' })).json() as OcrDifferencePage).totalSize).toBe(16);
    // A wildcard typed is a character searched for, not a pattern.
    expect(((await list({ search: '%' })).json() as OcrDifferencePage).totalSize).toBe(0);
    const past = (
      await list({ startDate: '0', endDate: String(Date.now() - 3_600_000) })
    ).json() as OcrDifferencePage;
    expect(past).toEqual({ dataprovider: [], totalSize: 0 });
  });

  it('is for gate admins only (superadmin or create/update/delete), to read and to report', async () => {
    const record = await read(gates.north, 'OCR-DIFF-R', 'MSKU1234565');
    const body = {
      recordId: record,
      differences: [{ field: 'containerSize', suggested: '20', actual: '40' }],
    };
    for (const role of BUILT_IN_ROLES) {
      const allowed = role === 'superadmin' || role === 'admin';
      expect((await list({}, role)).statusCode, role).toBe(allowed ? 200 : 403);
      expect((await report(gates.north, body, role)).statusCode, role).toBe(allowed ? 200 : 403);
    }
    const anonymous = await t.request(
      'GET',
      `/rest/gate/ocr-differences?${new URLSearchParams(range)}`,
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const before = (await list()).json().totalSize as number;
    const record = await read(gates.north, 'OCR-DIFF-B', 'MSKU1234565');
    const bad: [unknown, number, string][] = [
      [
        {
          recordId: record,
          differences: [{ field: 'containerNumber', suggested: 'MSKU1234565', actual: 'MSKU12' }],
        },
        400,
        'Enter correct container number',
      ],
      [{ recordId: record, differences: [] }, 400, 'differences'],
      [{ recordId: 0, differences: [{ field: 'x', suggested: '', actual: '' }] }, 400, 'recordId'],
      [
        { recordId: 999_999, differences: [{ field: 'x', suggested: '', actual: '' }] },
        404,
        'OCR record 999999 is not at gate',
      ],
    ];
    for (const [body, status, text] of bad) {
      const answer = await report(gates.north, body);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.body).toContain(text);
    }
    expect(
      (
        await report(gates.south, {
          recordId: record,
          differences: [{ field: 'x', suggested: '', actual: 'y' }],
        })
      ).statusCode,
    ).toBe(404);
    expect((await list()).json().totalSize).toBe(before);

    const badQueries: Record<string, string>[] = [
      { startDate: 'yesterday' },
      { startDate: '5', endDate: '4' },
      { gateId: '0' },
      { gateId: 'north' },
      { skip: '0' },
      { limit: '501' },
      { search: 'x'.repeat(21) },
    ];
    for (const query of badQueries) {
      const answer = await list(query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(answer.json().message, JSON.stringify(query)).toEqual(expect.any(String));
    }
  });
});
