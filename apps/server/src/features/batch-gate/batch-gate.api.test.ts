import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { makeContainerNumber } from '@yardline/domain/containers/container-number';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { multipartBody } from '../../../test/support/zip.ts';

const t = useTestApp();
const cookies: Record<string, string> = {};
let serial = 200_000 + Math.floor(Math.random() * 700_000);
const newNumber = () => makeContainerNumber('TBA', 'U', ++serial);

const query = async (text: string, values: unknown[] = []) =>
  (await t.database.pool.query(text, values)).rows;

async function upload(
  path: 'gate-in' | 'dispatch',
  content: string,
  cookie: string | undefined = cookies.operator,
) {
  const { body, headers } = await multipartBody(
    { user: 'operator' },
    { name: 'batch.csv', content },
  );
  return t.request('POST', `/rest/enterprise/batch/${path}`, { cookie, body, headers });
}

async function reportRows(path: string): Promise<string[][]> {
  const response = await t.request('GET', path, { cookie: cookies.operator });
  expect(response.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
  });
  return rows;
}

const inYard = async (number: string) =>
  (
    await query('select location from containers where number = $1 and dispatch_at is null', [
      number,
    ])
  )[0]?.location ?? null;

beforeAll(async () => {
  for (const role of BUILT_IN_ROLES) cookies[role] = await t.login(role);
});

describe('POST /rest/enterprise/batch/gate-in', () => {
  it('gates in the good rows through the gate and reports the bad ones', async () => {
    const [a, b] = [newNumber(), newNumber()];
    const file = [
      'Container number,Size,Gate-in type,Trailer number,Trailer tag,IGM',
      `${a},20,Import,MH04AB1234,TRL00001,2001234`,
      `${b},20,Import,MH04AB1235,TRL1,`,
      'MSKU1234566,20,Import,MH04AB1236,TRL00003,',
      `${a},20,Import,MH04AB1237,TRL00004,`,
    ].join('\n');
    const response = await upload('gate-in', file);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      responsestatus: 'partial',
      done: 1,
      refused: 3,
      message: 'Gated in 1 of 4 rows; 3 refused (see the report).',
    });
    expect(await inYard(a)).not.toBeNull();
    expect(await inYard(b)).toBeNull();
    const report = await reportRows(answer.generatedReport);
    expect(report[0]).toEqual(['Row in file', 'Container number', 'Result', 'Note']);
    expect(report[1]).toEqual(['2', a, 'Done', `Gated in at ${await inYard(a)}`]);
    expect(report[2]).toEqual(['3', b, 'Refused', 'Trailer tag should be of 8 characters']);
    expect(report[3]).toEqual([
      '4',
      'MSKU1234566',
      'Refused',
      'Invalid container number MSKU1234566',
    ]);
    expect(report[4]?.slice(0, 3)).toEqual(['5', a, 'Refused']);
    expect(report[4]?.[3]).toContain('already in the yard');
    const movements = await query(
      `select m.source from movements m join containers c on c.id = m.container_id
       where c.number = $1`,
      [a],
    );
    expect(movements).toEqual([{ source: 'gate' }]);
  });

  it('refuses a row whose tag has reached its end of life, even where the terminal allows it: a file cannot say yes', async () => {
    await query("insert into container_tags (tag, end_of_life) values ('22220001', '2000-01-01')");
    await t.request('PUT', '/rest/metadata', {
      cookie: cookies.superadmin,
      body: { allowExpiredContainerTag: true },
    });
    const number = newNumber();
    const response = await upload(
      'gate-in',
      `Container number,Size,Gate-in type,Trailer number,Trailer tag,Tag\n${number},20,Import,MH04AB1240,TRL00040,22220001\n`,
    );
    expect(response.json()).toMatchObject({ done: 0, refused: 1 });
    const report = await reportRows(response.json().generatedReport);
    expect(report[1]).toEqual([
      '2',
      number,
      'Refused',
      'Tag 22220001, has reached its end of life, Use a different tag.',
    ]);
    expect(await inYard(number)).toBeNull();
  });

  it('needs the columns the gate needs', async () => {
    const response = await upload('gate-in', 'Container number,Size\nMSKU1234565,20\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('The file needs the columns Container number');
  });
});

describe('POST /rest/enterprise/batch/dispatch', () => {
  it('dispatches the rows with a gate pass or a reason, and reports the others', async () => {
    const [a, b, c] = [newNumber(), newNumber(), newNumber()];
    const gateIn = [
      'Container number,Size,Gate-in type,Trailer number,Trailer tag',
      ...[a, b, c].map((n, i) => `${n},20,Import,MH04AB12${i}0,TRL0000${i}`),
    ].join('\n');
    expect((await upload('gate-in', gateIn)).json().done).toBe(3);
    await query("insert into gate_passes (container_number, gate_pass) values ($1, 'GP-1')", [a]);
    const file = [
      'Container number,Force dispatch reason',
      `${a},`,
      `${b},Sold to the consignee`,
      `${c},`,
      'MSKU1234565,',
    ].join('\n');
    const response = await upload('dispatch', file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ done: 2, refused: 2 });
    expect(await inYard(a)).toBeNull();
    expect(await inYard(b)).toBeNull();
    expect(await inYard(c)).not.toBeNull();
    const report = await reportRows(response.json().generatedReport);
    expect(report.slice(1).map((row) => [row[2], row[3]])).toEqual([
      ['Done', 'Dispatched'],
      ['Done', 'Dispatched'],
      ['Refused', 'Gate Pass Not Found'],
      ['Refused', 'MSKU1234565 is not in the yard.'],
    ]);
  });

  it('refuses bad input and the roles without the containers screen or writes', async () => {
    const noColumn = await upload('dispatch', 'Box\nX\n');
    expect(noColumn.statusCode).toBe(400);
    const json = await t.request('POST', '/rest/enterprise/batch/dispatch', {
      cookie: cookies.operator,
      body: {},
    });
    expect(json.statusCode).toBe(415);
    for (const path of ['gate-in', 'dispatch'] as const) {
      for (const role of BUILT_IN_ROLES) {
        const response = await upload(path, 'Container number\n', cookies[role]);
        const allowed = ['superadmin', 'admin', 'operator'].includes(role);
        // Allowed roles reach the file: a dispatch file of no rows is fine, a gate-in file
        // without the gate's columns is not.
        const reached = path === 'gate-in' ? 400 : 200;
        expect(response.statusCode, `${role} ${path}`).toBe(allowed ? reached : 403);
      }
      expect((await upload(path, 'Container number\n', '')).statusCode).toBe(401);
    }
  });
});
