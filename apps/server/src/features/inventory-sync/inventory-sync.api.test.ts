import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { type Box, newBoxes } from '../../../test/support/yard-boxes.ts';
import { multipartBody } from '../../../test/support/zip.ts';

const t = useTestApp();
const cookies: Record<string, string> = {};
let boxes: readonly Box[];

const place = async (box: Box, newLocation: string) => {
  const response = await t.request('POST', '/rest/yard/updateLocation', {
    cookie: cookies.superadmin,
    body: [{ containerId: box.id, newLocation }],
  });
  expect(response.statusCode, response.body).toBe(200);
};

const locationOf = async (box: Box) =>
  (await t.database.pool.query('select location from containers where id = $1', [box.id])).rows[0]
    ?.location;

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Yard');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function sync(
  file: { name: string; content: Buffer | string } | undefined,
  fields: Record<string, string>,
  cookie: string | undefined = cookies.operator,
) {
  const { body, headers } = await multipartBody(fields, file);
  return t.request('POST', '/rest/enterprise/batch/sync', { cookie, body, headers });
}

async function readReport(path: string, cookie = cookies.operator) {
  const response = await t.request('GET', path, { cookie });
  expect(response.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
  });
  return rows;
}

beforeAll(async () => {
  for (const role of BUILT_IN_ROLES) cookies[role] = await t.login(role);
  boxes = await newBoxes(t, [20, 20, 20, 20]);
  const [b1, b2, b3] = boxes as [Box, Box, Box];
  await place(b1, 'A_01_01_1');
  await place(b2, 'A_01_02_1');
  await place(b3, 'B_01_01_1');
});

describe('POST /rest/enterprise/batch/sync', () => {
  it('compares the file with the yard and answers a report that downloads', async () => {
    const [b1, b2, b3, b4] = boxes as [Box, Box, Box, Box];
    const content = await xlsx([
      ['Container number', 'Location'],
      [b1.number, 'A_01_01_1'],
      [b2.number, 'A_02_01_1'],
      [b4.number, 'A_01_03_1'],
      ['MSKU1234566', 'A_01_03_1'],
    ]);
    const response = await sync(
      { name: 'yard.xlsx', content },
      { user: 'operator', update: 'false', compareWithDb: 'true' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      responsestatus: 'success',
      applied: false,
      moved: 0,
      counts: { match: 1, elsewhere: 1, missingFromYard: 1, missingFromFile: 1, refused: 1 },
    });
    expect(answer.generatedReport).toMatch(
      /^\/rest\/files\/[0-9a-f]{32}\/inventory-sync-.*\.xlsx$/,
    );
    const report = await readReport(answer.generatedReport);
    expect(report[0]).toEqual([
      'Row in file',
      'Container number',
      'Status',
      'Location in file',
      'Location in yard',
      'Note',
    ]);
    expect(report.slice(1).map((row) => [row[1], row[2]])).toEqual([
      [b1.number, 'Matches'],
      [b2.number, 'Elsewhere in the yard'],
      [b4.number, 'Missing from the yard'],
      ['MSKU1234566', 'Refused'],
      [b3.number, 'Missing from the file'],
    ]);
    // Nothing moved without update.
    expect(await locationOf(b2)).toBe('A_01_02_1');
    // The report is the operator's: another user of the screen without admin cannot read it.
    const other = await t.request('GET', answer.generatedReport, { cookie: cookies.gateinuser });
    expect(other.statusCode).toBe(403);
  });

  it('applies nothing when a row is refused, and says so in the report', async () => {
    const [b1, b2] = boxes as [Box, Box];
    const content = `Container number,Location\n${b1.number},A_01_01_1\n${b2.number},A_02_01_1\n${b2.number},A_02_02_1\n`;
    const response = await sync({ name: 'yard.csv', content }, { update: 'true' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      responsestatus: 'refused',
      applied: false,
      message: 'Nothing was updated: 1 row is refused (see the report).',
    });
    const report = await readReport(response.json().generatedReport);
    expect(report[3]?.[5]).toBe('Listed twice: rows 3 and 4');
    expect(await locationOf(b2)).toBe('A_01_02_1');
  });

  it('applies nothing when the ledger refuses a move (a floating box)', async () => {
    const [b1, b2] = boxes as [Box, Box];
    const content = `Container number,Location\n${b1.number},A_01_01_1\n${b2.number},A_02_03_2\n`;
    const response = await sync({ name: 'yard.csv', content }, { update: 'true' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.applied).toBe(false);
    expect(answer.message).toContain('Nothing was updated:');
    expect(answer.message).toContain('A_02_03_1 below it is empty');
    expect(await locationOf(b2)).toBe('A_01_02_1');
  });

  it('moves the boxes found elsewhere through the ledger, with their movements', async () => {
    const [b1, b2] = boxes as [Box, Box];
    const content = await xlsx([
      ['Container No.', 'Yard location'],
      [b1.number, 'A_01_01_1'],
      [b2.number, 'A_02_01_1'],
    ]);
    const response = await sync(
      { name: 'yard.xlsx', content },
      { update: 'true', lastUpdated: String(Date.now()) },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      responsestatus: 'success',
      applied: true,
      moved: 1,
      message: 'Moved 1 box to the slots the file gives.',
    });
    expect(await locationOf(b2)).toBe('A_02_01_1');
    const { rows } = await t.database.pool.query(
      `select from_location, to_location, source from movements where container_id = $1
       order by id desc limit 1`,
      [b2.id],
    );
    expect(rows[0]).toEqual({
      from_location: 'A_01_02_1',
      to_location: 'A_02_01_1',
      source: 'upload',
    });
  });

  it('does not move back a box moved after the file was read', async () => {
    const [, b2] = boxes as [Box, Box];
    const before = Date.now() - 60_000;
    const content = `Container number,Location\n${b2.number},A_01_02_1\n`;
    const response = await sync(
      { name: 'yard.csv', content },
      { update: 'true', lastUpdated: String(before) },
    );
    expect(response.json()).toMatchObject({ applied: false, counts: { refused: 1 } });
    expect(await locationOf(b2)).toBe('A_02_01_1');
  });

  it('refuses bad input with a 4xx', async () => {
    const noColumns = await sync({ name: 'yard.csv', content: 'Number,Size\nX,20\n' }, {});
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().message).toBe(
      'The file needs a "Container number" column and a "Location" column (slot keys such as A_01_02_1).',
    );
    const badFlag = await sync({ name: 'yard.csv', content: 'a\n1\n' }, { update: 'maybe' });
    expect(badFlag.statusCode).toBe(400);
    const wrongType = await sync({ name: 'yard.pdf', content: '%PDF' }, {});
    expect(wrongType.statusCode).toBe(415);
    const json = await t.request('POST', '/rest/enterprise/batch/sync', {
      cookie: cookies.operator,
      body: {},
    });
    expect(json.statusCode).toBe(415);
  });

  it('is for the roles with the containers screen and create/update/delete', async () => {
    const content = 'Container number,Location\n';
    const expected: Record<string, number> = {
      superadmin: 200,
      admin: 200,
      operator: 200,
      manager: 403,
      gateinuser: 403,
      gateoutuser: 403,
      kiosk: 403,
    };
    for (const role of BUILT_IN_ROLES) {
      const response = await sync({ name: 'yard.csv', content }, {}, cookies[role]);
      expect(response.statusCode, role).toBe(expected[role]);
    }
    expect((await sync({ name: 'yard.csv', content }, {}, '')).statusCode).toBe(401);
  });
});
