import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useGateApp } from '../../../test/support/gate-app.ts';

const { t, cookies, query, newNumber, gatedIn, dispatch } = useGateApp();

const HOUR = 3_600_000;
const now = Date.now();
const numbers: string[] = [];

/** Dates a transaction of a box back by some hours. */
const backdate = (number: string | undefined, kind: string, hours: number) =>
  query(
    `update gate_transactions set at = now() - make_interval(hours => $3)
     where container_number = $1 and kind = $2`,
    [number, kind, hours],
  );

const report = (kind: string, params: Record<string, unknown>, role = 'gateinuser') =>
  t.request(
    'GET',
    `/rest/gate/reports/${kind}?${new URLSearchParams(
      Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]),
    )}`,
    { cookie: cookies[role] },
  );

const range = { startDate: now - 24 * HOUR, endDate: now + HOUR };

/** The gate's day: useGateApp empties the gate tables before each test, so the test calls it. */
async function gateDay() {
  // 17 boxes gated in, 16 of them within the last day and one three days ago; 2 dispatched.
  for (let i = 0; i < 17; i++) {
    const number = newNumber();
    numbers.push(number);
    await gatedIn(number);
    await backdate(number, 'gate-in', i === 16 ? 72 : i);
  }
  await query("insert into gate_passes (container_number, gate_pass) values ($1, 'GP-77')", [
    numbers[0],
  ]);
  expect((await dispatch({ containerNumber: numbers[0], gate: 'IN-1' })).json()).toMatchObject({
    dispatched: true,
  });
  const forced = await dispatch({
    containerNumber: numbers[1],
    forceDispatch: true,
    gateOutDetails: { forceDispatchReason: 'Customs released it by phone' },
  });
  expect(forced.json()).toMatchObject({ dispatched: true });
  await backdate(numbers[1], 'dispatch', 2);
  // A clearing agent's truck comes in too.
  await query(`
    with a as (insert into master_entries (list, name) values ('activities', 'Loaded Delivery')
               returning id),
         c as (insert into chas (name) values ('Om Logistics') returning id),
         al as (insert into cha_allocations (cha_id) select id from c returning id)
    insert into cha_allowed_deliveries (allocation_id, activity_id, allowed_count)
    select al.id, a.id, 5 from al, a`);
  const [{ id: chaId }] = await query("select id from chas where name = 'Om Logistics'");
  const truck = await t.request('POST', '/rest/gate/vehicle-gate-in', {
    cookie: cookies.gateinuser,
    body: {
      trailerNumber: 'MH04CH0001',
      trailerTag: 'TRL00042',
      gateInType: 'Loaded Delivery',
      chaId,
    },
  });
  expect(truck.statusCode, truck.body).toBe(200);
}

describe('gate reports', () => {
  it('pages the range newest first, 15 a page, with the total; exports it as a real .xlsx', async () => {
    await gateDay();
    const first = await report('gate-in', range);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.totalSize).toBe(17); // 16 boxes and the truck; the old box is out of range
    expect(page.dataprovider).toHaveLength(15);
    expect(page.dataprovider[0]).toMatchObject({
      containerNumber: null,
      purpose: 'Loaded Delivery',
      trailerNumber: 'MH04CH0001',
      cha: 'Om Logistics',
      userName: 'gateinuser',
    });
    expect(page.dataprovider[1]).toMatchObject({
      containerNumber: numbers[0],
      containerSize: '20',
      purpose: 'Import',
      tag: '12345678',
      trailerNumber: 'MH04AB1234',
    });
    const second = (await report('gate-in', { ...range, skip: 16, limit: 15 })).json();
    expect(
      second.dataprovider.map((row: { containerNumber: string }) => row.containerNumber),
    ).toEqual([numbers[14], numbers[15]]);
    const wide = await report('gate-in', { ...range, startDate: now - 100 * HOUR });
    expect(wide.json().totalSize).toBe(18);

    const dispatches = (await report('dispatch', range, 'gateoutuser')).json();
    expect(dispatches.totalSize).toBe(2);
    expect(dispatches.dataprovider).toEqual([
      expect.objectContaining({
        containerNumber: numbers[0],
        sizeType: expect.any(String),
        gate: 'IN-1',
        gatePass: 'GP-77',
        forceDispatchReason: null,
        userName: 'gateoutuser',
      }),
      expect.objectContaining({
        containerNumber: numbers[1],
        gatePass: null,
        forceDispatchReason: 'Customs released it by phone',
      }),
    ]);
    expect(
      (await report('dispatch', { startDate: now - 3 * HOUR, endDate: now - HOUR })).json(),
    ).toMatchObject({ totalSize: 1, dataprovider: [{ containerNumber: numbers[1] }] });

    // Doc 2 §7 asks "format xls": written as .xlsx, read back here.
    const exported = await t.request(
      'GET',
      `/rest/gate/reports/gate-in/export?startDate=${range.startDate}&endDate=${range.endDate}&skip=1&limit=15&format=xls`,
      { cookie: cookies.gateinuser },
    );
    expect(exported.statusCode, exported.body).toBe(200);
    const file = exported.json();
    expect(file.name).toMatch(/^gate-in report \d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(file.rows).toBe(15);
    const download = await t.request('GET', file.path, { cookie: cookies.gateinuser });
    expect(download.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Container',
      'Size',
      'Type',
      'Purpose',
      'Tag',
      'Trailer',
      'Trailer tag',
      'PLA card',
      'Location',
      'CHA',
      'Gated in',
      'User',
    ]);
    expect(sheet?.rowCount).toBe(16);
    expect(sheet?.getRow(2).getCell(10).value).toBe('Om Logistics');
    expect(sheet?.getRow(3).getCell(1).value).toBe(numbers[0]);
    expect(sheet?.getRow(3).getCell(11).value).toBeInstanceOf(Date);

    const all = await t.request(
      'GET',
      `/rest/gate/reports/dispatch/export?startDate=${range.startDate}&endDate=${range.endDate}&format=csv`,
      { cookie: cookies.gateoutuser },
    );
    const csv = await t.request('GET', all.json().path, { cookie: cookies.gateoutuser });
    expect(csv.body).toContain('Customs released it by phone');
    expect(csv.body.trim().split('\n')).toHaveLength(3);
  });

  it.each([
    ['a range running backwards', { startDate: 2000, endDate: 1000 }, 'startDate'],
    ['a time that is not a number', { startDate: 'yesterday', endDate: 1000 }, 'startDate'],
    ['no end', { startDate: 1000 }, 'endDate'],
    ['a page of 0 rows', { startDate: 1, endDate: 2, limit: 0 }, 'limit'],
    ['a skip of 0', { startDate: 1, endDate: 2, skip: 0 }, 'skip'],
  ])('refuses %s with 400', async (_, params, field) => {
    const response = await report('dispatch', params);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('refuses a format it cannot write', async () => {
    const response = await t.request(
      'GET',
      '/rest/gate/reports/dispatch/export?startDate=1&endDate=2&format=pdf',
      { cookie: cookies.admin },
    );
    expect(response.statusCode).toBe(400);
  });

  it('is for the roles that see the gate', async () => {
    for (const role of ['superadmin', 'admin', 'gateinuser', 'gateoutuser']) {
      expect((await report('gate-in', range, role)).statusCode, role).toBe(200);
    }
    for (const role of ['operator', 'manager', 'kiosk']) {
      expect((await report('gate-in', range, role)).statusCode, role).toBe(403);
      expect((await report('dispatch', range, role)).statusCode, role).toBe(403);
    }
    const anonymous = await t.request('GET', '/rest/gate/reports/dispatch?startDate=1&endDate=2');
    expect(anonymous.statusCode).toBe(401);
  });
});
