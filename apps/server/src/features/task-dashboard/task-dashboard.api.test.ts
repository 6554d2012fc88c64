import { defaultPermissions } from '@yardline/domain/auth/permissions';
import { BUILT_IN_ROLES, type BuiltInRole } from '@yardline/domain/auth/roles';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';

const t = useTestApp();
const cookies = {} as Record<BuiltInRole, string>;
let morningId = 0;

// Two days of moves by two machines, at 10:00 and 20:00 UTC (inside and outside 06:00–14:00).
const DAY_1 = '2026-11-02';
const DAY_2 = '2026-11-03';
const MOVES: { machine: string; at: string; shifting: boolean }[] = [
  { machine: 'RS-D1', at: `${DAY_1}T10:00:00Z`, shifting: false },
  { machine: 'RS-D1', at: `${DAY_1}T10:05:00Z`, shifting: true },
  { machine: 'RS-D1', at: `${DAY_2}T20:00:00Z`, shifting: false },
  { machine: 'RS-D2', at: `${DAY_2}T10:00:00Z`, shifting: false },
  { machine: 'RS-D2', at: `${DAY_2}T20:00:00Z`, shifting: true },
];
const PERIOD = `period=custom&from=${DAY_1}T00:00:00Z&to=${DAY_2}T23:59:59Z`;

beforeAll(async () => {
  for (const role of BUILT_IN_ROLES) cookies[role] = await t.login(role);
  const { rows } = await t.database.pool.query<{ id: number }>(
    `insert into containers (number, size_type, size_feet, gate_in_at)
     values ('MSKU1234565', '22G1', 20, now()) returning id`,
  );
  for (const move of MOVES) {
    await t.database.pool.query(
      `insert into movements (container_id, to_location, shifting, moved_at, source, machine)
       values ($1, 'A_01_01', $2, $3, 'tasks', $4)`,
      [rows[0]?.id, move.shifting, move.at, move.machine],
    );
  }
  const shift = await t.request('POST', '/rest/shifts', {
    cookie: cookies.admin,
    body: { name: 'Morning', fromHour: 6, fromMinute: 0, toHour: 14, toMinute: 0 },
  });
  morningId = shift.json().shift.id;
});

const get = (url: string, role: BuiltInRole = 'admin') =>
  t.request('GET', url, { cookie: cookies[role] });

describe('GET /rest/dashboard/machines', () => {
  it('counts the moves per machine and day over a custom period, with averages', async () => {
    const answer = await get(`/rest/dashboard/machines?${PERIOD}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json();
    expect(data.machineMovements).toEqual([
      {
        machine: 'RS-D1',
        movements: [
          { date: DAY_1, productiveCount: 1, wasteCount: 1 },
          { date: DAY_2, productiveCount: 1, wasteCount: 0 },
        ],
      },
      { machine: 'RS-D2', movements: [{ date: DAY_2, productiveCount: 1, wasteCount: 1 }] },
    ]);
    expect(data).toMatchObject({
      totalMovements: 5,
      noOfDays: 2,
      averageMovements: 3,
      shift: null,
      shiftPeriod: null,
    });
  });

  it('keeps only the moves made inside the shift chosen', async () => {
    const answer = await get(`/rest/dashboard/machines?${PERIOD}&shift=${morningId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      totalMovements: 3,
      shift: 'Morning',
      shiftPeriod: '06:00-14:00',
    });
  });

  it('counts cut hours move by move: a shift starting and ending inside an hour', async () => {
    const odd = await t.request('POST', '/rest/shifts', {
      cookie: cookies.admin,
      body: { name: 'Odd', fromHour: 10, fromMinute: 3, toHour: 20, toMinute: 30 },
    });
    const answer = await get(`/rest/dashboard/machines?${PERIOD}&shift=${odd.json().shift.id}`);
    // 10:05 and both 20:00 moves; not the two made at 10:00.
    expect(answer.json()).toMatchObject({ totalMovements: 3, shiftPeriod: '10:03-20:30' });
  });

  it('follows the movements as they change (the hourly counts are kept by the database)', async () => {
    const moved = `${DAY_2}T10:00:00Z`;
    const credit = (from: string, to: string) =>
      t.database.pool.query(
        'update movements set machine = $1 where machine = $2 and moved_at = $3',
        [to, from, moved],
      );
    await credit('RS-D2', 'RS-D3');
    try {
      const data = (await get(`/rest/dashboard/machines?${PERIOD}`)).json();
      expect(data.machineMovements.map((m: { machine: string }) => m.machine)).toEqual([
        'RS-D1',
        'RS-D2',
        'RS-D3',
      ]);
      expect(data.totalMovements).toBe(5);
    } finally {
      await credit('RS-D3', 'RS-D2');
    }
    const counts = await t.database.pool.query(
      "select coalesce(sum(productive + waste), 0)::int as n from movement_counts where machine = 'RS-D3'",
    );
    expect(counts.rows[0].n).toBe(0);
  });

  it('refuses bad input with a clear message', async () => {
    for (const query of ['period=year', 'period=custom&from=yesterday', 'shift=abc']) {
      const answer = await get(`/rest/dashboard/machines?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message, query).toBeTruthy();
    }
    const missing = await get('/rest/dashboard/machines?shift=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Shift 999999 does not exist.');
  });
});

describe('GET /rest/dashboard/exportXls', () => {
  it('writes the machine movements of the period and shift as a real .xlsx', async () => {
    const answer = await get(`/rest/dashboard/exportXls?${PERIOD}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const file = answer.json();
    expect(file).toMatchObject({ name: `machine movements ${DAY_1}.xlsx`, rows: 3 });
    const download = await get(file.path);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values = sheet
      ?.getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(values).toEqual([
      ['Machine', 'Date', 'Productive moves', 'Waste moves', 'Total moves'],
      ['RS-D1', DAY_1, 1, 1, 2],
      ['RS-D1', DAY_2, 1, 0, 1],
      ['RS-D2', DAY_2, 1, 1, 2],
    ]);

    const inShift = await get(`/rest/dashboard/exportXls?${PERIOD}&shift=${morningId}`);
    expect(inShift.json().rows).toBe(2);
  });

  it('refuses bad input and an unknown shift, writing no file', async () => {
    expect((await get('/rest/dashboard/exportXls?to=tomorrow')).statusCode).toBe(400);
    const missing = await get('/rest/dashboard/exportXls?shift=424242');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Shift 424242 does not exist.');
  });
});

describe('who reads the dashboard', () => {
  it('answers the roles whose dashboard is visible and refuses the others', async () => {
    for (const role of BUILT_IN_ROLES) {
      const expected = defaultPermissions(role).dashboardVisible ? 200 : 403;
      for (const path of ['machines', 'exportXls']) {
        const answer = await get(`/rest/dashboard/${path}?${PERIOD}`, role);
        expect(answer.statusCode, `${role} ${path}`).toBe(expected);
      }
    }
    const anonymous = await t.request('GET', `/rest/dashboard/exportXls?${PERIOD}`);
    expect(anonymous.statusCode).toBe(401);
  });
});
