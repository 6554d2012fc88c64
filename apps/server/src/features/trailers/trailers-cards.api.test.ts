import { UPLOAD_MESSAGES } from '@yardline/domain/files/upload';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { multipartBody } from '../../../test/support/zip.ts';

const t = useTestApp();
const cookies = {} as Record<'admin' | 'operator' | 'manager', string>;

async function upload(
  path: string,
  file: { name: string; content: Buffer | string },
  cookie = cookies.operator,
) {
  const { body, headers } = await multipartBody({ user: 'operator' }, file);
  return t.request('POST', path, { cookie, body, headers });
}

async function xlsx(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Cards');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const PLA_UPLOAD = '/rest/enterprise/trailers/pla-cards/upload';
const PERMANENT_UPLOAD = '/rest/enterprise/trailers/permanent/upload';

beforeAll(async () => {
  for (const role of ['admin', 'operator', 'manager'] as const) cookies[role] = await t.login(role);
});

describe('PLA cards', () => {
  it('saves, updates and deletes a mapping; a tag or a card maps once', async () => {
    const saved = await t.request('POST', '/rest/trailers/pla-cards', {
      cookie: cookies.operator,
      body: { trailerTagNumber: 'TT000201', plaCardNumber: 'PLA-201' },
    });
    expect(saved.json()).toMatchObject({ trailerTagNumber: 'TT000201', plaCardNumber: 'PLA-201' });
    const twice = await t.request('POST', '/rest/trailers/pla-cards', {
      cookie: cookies.operator,
      body: { trailerTagNumber: 'TT000202', plaCardNumber: 'pla-201' },
    });
    expect(twice.json()).toMatchObject({
      statusCode: 409,
      message: 'PLA card pla-201 is already in use.',
    });
    const id = saved.json().id;
    const updated = await t.request('PUT', `/rest/trailers/pla-cards/${id}`, {
      cookie: cookies.operator,
      body: { trailerTagNumber: 'TT000201', plaCardNumber: 'PLA-299' },
    });
    expect(updated.json().plaCardNumber).toBe('PLA-299');
    expect(
      (await t.request('GET', '/rest/trailers/pla-cards', { cookie: cookies.manager })).statusCode,
    ).toBe(403);
    const list = await t.request('GET', '/rest/trailers/pla-cards?searchText=299', {
      cookie: cookies.operator,
    });
    expect(list.json()).toMatchObject({ totalCount: 1, entities: [{ id }] });
    expect(
      (await t.request('DELETE', `/rest/trailers/pla-cards/${id}`, { cookie: cookies.operator }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request('DELETE', `/rest/trailers/pla-cards/${id}`, { cookie: cookies.admin }))
        .statusCode,
    ).toBe(204);
  });

  it('uploads a real .xlsx, replacing the rows of tags it names again', async () => {
    await t.request('POST', '/rest/trailers/pla-cards', {
      cookie: cookies.operator,
      body: { trailerTagNumber: 'TT000301', plaCardNumber: 'OLD-301' },
    });
    const file = await xlsx([
      ['Trailer Tag Number', 'PLA Card Number'],
      ['TT000301', 'PLA-301'],
      ['TT000302', 'PLA-302'],
    ]);
    const response = await upload(PLA_UPLOAD, { name: 'cards.xlsx', content: file });
    expect(response.json()).toEqual({ status: 'success', saved: 2, errors: [] });
    const list = await t.request('GET', '/rest/trailers/pla-cards?searchText=TT0003', {
      cookie: cookies.operator,
    });
    expect(
      list
        .json()
        .entities.map((e: { plaCardNumber: string }) => e.plaCardNumber)
        .sort(),
    ).toEqual(['PLA-301', 'PLA-302']);
    const { rows } = await t.database.pool.query(
      "select after from audit_log where entity = 'pla_card' and action = 'upload'",
    );
    expect(rows).toEqual([{ after: { saved: 2, replaced: 1 } }]);
  });

  it('saves nothing from a file with bad rows, naming each by its line', async () => {
    const csv = [
      'Trailer tag,PLA card',
      'TT000401,PLA-401',
      ',PLA-402',
      'TT000403,PLA-401',
      'TT000404,PLA-302',
    ].join('\r\n');
    const response = await upload(PLA_UPLOAD, { name: 'cards.csv', content: csv });
    expect(response.json()).toEqual({
      status: 'refused',
      saved: 0,
      errors: [
        { row: 3, message: 'Enter trailer tag' },
        { row: 4, message: 'PLA card PLA-401 is already in use.' },
        { row: 5, message: 'PLA card PLA-302 is already in use.' },
      ],
    });
    const list = await t.request('GET', '/rest/trailers/pla-cards?searchText=TT0004', {
      cookie: cookies.operator,
    });
    expect(list.json().totalCount).toBe(0);
  });

  it('refuses a file without the columns, of the wrong type, or unreadable', async () => {
    const noColumn = await upload(PLA_UPLOAD, { name: 'cards.csv', content: 'Tag\nTT000501\n' });
    expect(noColumn.json()).toMatchObject({
      statusCode: 400,
      message: 'The file has no "PLA card" column.',
    });
    const pdf = await upload(PLA_UPLOAD, { name: 'cards.pdf', content: '%PDF-1.4' });
    expect(pdf.json()).toMatchObject({ statusCode: 415, message: UPLOAD_MESSAGES.wrongType });
    const broken = await upload(PLA_UPLOAD, {
      name: 'cards.xlsx',
      content: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]),
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(
      (await upload(PLA_UPLOAD, { name: 'c.csv', content: 'a,b\n' }, cookies.manager)).statusCode,
    ).toBe(403);
  });
});

describe('permanent trailers', () => {
  it('saves, uploads and deletes, one row a trailer number and a tag', async () => {
    const saved = await t.request('POST', '/rest/trailers/permanent', {
      cookie: cookies.operator,
      body: {
        trailerNumber: 'MH04PT0001',
        trailerTag: 'TT000601',
        trailerType: '40 ft',
        transporter: 'Konkan',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const csv =
      'Trailer number;Trailer tag;Trailer type;Transporter\nMH04PT0002;TT000602;20 ft;Konkan\n';
    const response = await upload(PERMANENT_UPLOAD, { name: 'fleet.csv', content: csv });
    expect(response.json()).toEqual({ status: 'success', saved: 1, errors: [] });
    const clash = await upload(PERMANENT_UPLOAD, {
      name: 'fleet.csv',
      content:
        'Trailer number,Trailer tag,Trailer type,Transporter\nMH04PT0003,tt000601,20 ft,Other\n',
    });
    expect(clash.json().errors).toEqual([
      { row: 2, message: 'Trailer tag tt000601 is already in use.' },
    ]);
    const list = await t.request('GET', '/rest/trailers/permanent', { cookie: cookies.operator });
    expect(list.json().totalCount).toBe(2);
    const id = saved.json().id;
    expect(
      (await t.request('DELETE', `/rest/trailers/permanent/${id}`, { cookie: cookies.admin }))
        .statusCode,
    ).toBe(204);
  });
});
