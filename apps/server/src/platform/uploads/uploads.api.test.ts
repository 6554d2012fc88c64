import { BatchUploadFields, UPLOAD_LIMITS } from '@yardline/domain/files/upload';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip, multipartBody } from '../../../test/support/zip.ts';
import { errorsPlugin } from '../../plugins/errors.ts';
import { readSheet } from './sheet-reader.ts';
import { readUpload, uploadsPlugin } from './upload-reader.ts';

/** The reader on its own: a route that answers what it read. */
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(errorsPlugin);
  await app.register(uploadsPlugin);
  app.post('/upload', async (request) => readUpload(request, BatchUploadFields));
  app.post('/upload-count', async (request) => {
    const { sheet } = await readUpload(request, BatchUploadFields);
    return { columns: sheet.headers.length, rows: sheet.rows.length };
  });
  app.get('/rest/ping', async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

async function upload(
  file: { name: string; content: Buffer | string } | undefined,
  fields: Record<string, string> = { user: 'admin', update: 'true' },
) {
  const { body, headers } = await multipartBody(fields, file);
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url: '/upload', payload: body, headers });
  return { response, ms: performance.now() - started };
}

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Inventory');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('upload reader', () => {
  it('reads a real .xlsx and the text parts', async () => {
    const content = await workbook([
      ['Container number', 'Location'],
      ['MSKU1234565', 'A_01_01_1'],
      ['TGHU 7654321 ', 1],
    ]);
    const { response } = await upload({ name: 'Inventory.XLSX', content });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      fileName: 'Inventory.XLSX',
      fields: { user: 'admin', update: true, compareWithDb: false },
      sheet: {
        headers: ['Container number', 'Location'],
        rows: [
          ['MSKU1234565', 'A_01_01_1'],
          ['TGHU 7654321', '1'],
        ],
      },
    });
  });

  it('reads a .csv with a byte-order mark, quotes and semicolons', async () => {
    const comma = await upload({
      name: 'inventory.csv',
      content: '\uFEFFContainer number,Note\r\nMSKU1234565,"a, b"\r\n\r\n',
    });
    expect(comma.response.json().sheet).toEqual({
      headers: ['Container number', 'Note'],
      rows: [['MSKU1234565', 'a, b']],
    });
    const semicolon = await upload({
      name: 'inventory.csv',
      content: 'Container number;Location\nMSKU1234565;A_01_01_1\n',
    });
    expect(semicolon.response.json().sheet.rows).toEqual([['MSKU1234565', 'A_01_01_1']]);
    const windows = await upload({
      name: 'inventory.csv',
      content: Buffer.from('Container number,Customer\nMSKU1234565,Société\n', 'latin1'),
    });
    expect(windows.response.json().sheet.rows).toEqual([['MSKU1234565', 'Société']]);
  });

  it.each([
    ['an old .xls', 'inventory.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
    ['a picture named .csv', 'inventory.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])],
    ['a zip named .csv', 'inventory.csv', buildZip([{ name: 'a.txt', content: Buffer.from('a') }])],
    ['text named .xlsx', 'inventory.xlsx', Buffer.from('Container number\nMSKU1234565\n')],
    ['a PDF', 'inventory.pdf', Buffer.from('%PDF-1.7\n')],
  ])('refuses %s with a 415', async (_, name, content) => {
    const { response, ms } = await upload({ name, content });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Upload an Excel workbook (.xlsx) or a CSV file (.csv).');
    expect(ms).toBeLessThan(1000);
  });

  it('refuses a malformed workbook and an empty file', async () => {
    const broken = (await workbook([['a'], ['b']])).subarray(0, 300);
    const malformed = await upload({ name: 'inventory.xlsx', content: broken });
    expect(malformed.response.statusCode).toBe(400);
    expect(malformed.response.json().message).toBe(
      'The file could not be read as a workbook or a CSV file.',
    );
    const empty = await upload({ name: 'inventory.csv', content: '\n\n' });
    expect(empty.response.statusCode).toBe(400);
    expect(empty.response.json().message).toBe('The file has no rows.');
    const none = await upload(undefined);
    expect(none.response.json().message).toBe('Choose a file to upload.');
  });

  it('refuses bad text parts and a body that is not multipart', async () => {
    const { response } = await upload({ name: 'a.csv', content: 'x\n1\n' }, { update: 'maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('update: update must be true or false');
    const json = await app.inject({ method: 'POST', url: '/upload', payload: {} });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a file over the size limit in under a second', async () => {
    const content = Buffer.alloc(UPLOAD_LIMITS.maxBytes + 1024, 'a');
    const { response, ms } = await upload({ name: 'inventory.csv', content });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is larger than 5 MB.');
    expect(ms).toBeLessThan(1000);
  });

  it('refuses too many rows in under a second, .csv and .xlsx', async () => {
    const lines = Array.from({ length: UPLOAD_LIMITS.maxRows + 1 }, (_, i) => `MSKU${i}`);
    const csv = await upload({ name: 'inventory.csv', content: `Container\n${lines.join('\n')}` });
    expect(csv.response.statusCode).toBe(413);
    expect(csv.response.json().message).toBe('The file has more than 10,000 rows.');
    expect(csv.ms).toBeLessThan(1000);

    const content = await workbook([['Container'], ...lines.map((line) => [line])]);
    const xlsx = await upload({ name: 'inventory.xlsx', content });
    expect(xlsx.response.statusCode).toBe(413);
    expect(xlsx.response.json().message).toBe('The file has more than 10,000 rows.');
    expect(xlsx.ms).toBeLessThan(1000);
  });

  it('refuses zip bombs in under a second: honest sizes, lying sizes, many parts', async () => {
    const zeros = Buffer.alloc(100 * 1024 * 1024);
    const honest = buildZip([
      { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
      { name: 'xl/worksheets/sheet1.xml', content: zeros },
    ]);
    const lying = buildZip([
      { name: 'xl/worksheets/sheet1.xml', content: zeros, declaredSize: 1000 },
    ]);
    const small = Buffer.alloc(1024 * 1024);
    const many = buildZip(
      Array.from({ length: 30 }, (_, i) => ({ name: `xl/media/image${i}.png`, content: small })),
    );
    expect(honest.length).toBeLessThan(UPLOAD_LIMITS.maxBytes);
    expect(lying.length).toBeLessThan(UPLOAD_LIMITS.maxBytes);
    for (const bomb of [honest, lying, many]) {
      const { response, ms } = await upload({ name: 'inventory.xlsx', content: bomb });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(
        'The workbook unpacks to more than 25 MB: it is not an ordinary sheet.',
      );
      expect(ms).toBeLessThan(1000);
    }
  });

  // 9,000 rows of 60 cells, within every limit, took 5.7–12.5 s to parse on the server's own
  // thread, and no other call was answered meanwhile.
  it('reads a big workbook while other calls keep answering', async () => {
    const heading = Array.from({ length: 60 }, (_, column) => `Column ${column + 1}`);
    const rows = Array.from({ length: 9_000 }, (_, row) =>
      heading.map((_, column) => (column % 2 ? row * 60 + column : `R${row}C${column}`)),
    );
    const content = await workbook([heading, ...rows]);
    expect(content.length).toBeLessThan(UPLOAD_LIMITS.maxBytes);
    const { body, headers } = await multipartBody({}, { name: 'inventory.xlsx', content });
    let done = false;
    const started = performance.now();
    const uploaded = app
      .inject({ method: 'POST', url: '/upload-count', payload: body, headers })
      .finally(() => {
        done = true;
      });
    // Each ping is timed from when it was due: a blocked thread delays the timer, not the call.
    const pings: number[] = [];
    while (!done) {
      const due = performance.now() + 20;
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await app.inject({ url: '/rest/ping' })).statusCode).toBe(200);
      pings.push(performance.now() - due);
    }
    const response = await uploaded;
    const uploadMs = performance.now() - started;
    expect(response.json(), response.body).toEqual({ columns: 60, rows: 9_000 });
    // Read on the server's thread, the sheet stalled pings for nearly all of the upload. A loaded
    // machine slows the upload and the pings alike, so the bound grows with the upload's time.
    expect(Math.max(...pings)).toBeLessThan(Math.max(500, uploadMs / 10));
  }, 120_000);

  it('stops reading a sheet past its time budget with a 413, and reads the next one', async () => {
    const content = await workbook([['Container'], ['MSKU1234565']]);
    await expect(readSheet('inventory.xlsx', content, { budgetMs: 1 })).rejects.toMatchObject({
      statusCode: 413,
      message:
        'The file takes more than 30 seconds or 512 MB to read: split it into smaller files.',
    });
    expect(await readSheet('inventory.xlsx', content)).toEqual({
      headers: ['Container'],
      rows: [['MSKU1234565']],
    });
  });
});
