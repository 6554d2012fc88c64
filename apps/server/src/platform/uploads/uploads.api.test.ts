import { UPLOAD_LIMITS } from '@yardline/domain/files/upload';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bigWorkbook,
  pingsDuringUpload,
  postUpload,
  refusedFiles,
  uploadReaderApp,
  workbook,
} from '../../../test/support/upload-reader-app.ts';
import { buildZip } from '../../../test/support/zip.ts';
import { readSheet } from './sheet-reader.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await uploadReaderApp();
});
afterAll(() => app.close());

const upload = (
  file: { name: string; content: Buffer | string } | undefined,
  fields?: Record<string, string>,
) => postUpload(app, file, fields);

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
    const { response } = await upload({ name, content });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Upload an Excel workbook (.xlsx) or a CSV file (.csv).');
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

  // How fast each is refused (under a second) is measured by `npm run bench:uploads`.
  it('refuses files past its limits: size, rows, zip bombs smaller than the size limit', async () => {
    for (const file of await refusedFiles()) {
      const { response } = await upload(file);
      expect(response.statusCode, file.what).toBe(file.status);
      expect(response.json().message, file.what).toBe(file.message);
      if (file.what.startsWith('zip bomb')) {
        expect(file.content.length).toBeLessThan(UPLOAD_LIMITS.maxBytes);
      }
    }
  });

  // 9,000 rows of 60 cells, within every limit, took 5.7–12.5 s to parse on the server's own
  // thread, and no other call was answered meanwhile.
  it('reads a big workbook while other calls keep answering', async () => {
    const content = await bigWorkbook();
    expect(content.length).toBeLessThan(UPLOAD_LIMITS.maxBytes);
    const { response, uploadMs, longestPing } = await pingsDuringUpload(app, content);
    expect(response.json(), response.body).toEqual({ columns: 60, rows: 9_000 });
    // Read on the server's thread, the sheet stalled pings for nearly all of the upload. A loaded
    // machine slows the upload and the pings alike, so the bound is a share of the upload's time
    // (the figures on a quiet machine: `npm run bench:uploads`).
    expect(longestPing).toBeLessThan(Math.max(500, uploadMs / 2));
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
