import { BatchUploadFields, UPLOAD_LIMITS } from '@yardline/domain/files/upload';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { readUpload, uploadsPlugin } from '../../src/platform/uploads/upload-reader.ts';
import { errorsPlugin } from '../../src/plugins/errors.ts';
import { buildZip, multipartBody } from './zip.ts';

/**
 * The upload reader on its own, as its tests and `npm run bench:uploads` drive it: `/upload`
 * answers what it read, `/upload-count` the sheet's size, `/rest/ping` whether the server's
 * thread is free meanwhile.
 */
export async function uploadReaderApp(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(uploadsPlugin);
  app.post('/upload', async (request) => readUpload(request, BatchUploadFields));
  app.post('/upload-count', async (request) => {
    const { sheet } = await readUpload(request, BatchUploadFields);
    return { columns: sheet.headers.length, rows: sheet.rows.length };
  });
  app.get('/rest/ping', async () => ({ ok: true }));
  await app.ready();
  return app;
}

/** Posts `file` (and the batch upload's fields) to `url`, timed. */
export async function postUpload(
  app: FastifyInstance,
  file: { name: string; content: Buffer | string } | undefined,
  fields: Record<string, string> = { user: 'admin', update: 'true' },
  url = '/upload',
) {
  const { body, headers } = await multipartBody(fields, file);
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url, payload: body, headers });
  return { response, ms: performance.now() - started };
}

/** A real .xlsx of `rows`, as Excel writes one. */
export async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Inventory');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A file the reader refuses on one of its limits, and the answer it gives. */
export interface RefusedFile {
  what: string;
  name: string;
  content: Buffer;
  status: number;
  message: string;
}

const ROWS = 'The file has more than 10,000 rows.';
const BOMB = 'The workbook unpacks to more than 25 MB: it is not an ordinary sheet.';

/**
 * Files past the reader's limits, each refused before it is read whole: over the size limit, a
 * row too many, and zip bombs (honest sizes, lying sizes, many parts) smaller than the size limit.
 */
export async function refusedFiles(): Promise<RefusedFile[]> {
  const lines = Array.from({ length: UPLOAD_LIMITS.maxRows + 1 }, (_, i) => `MSKU${i}`);
  const zeros = Buffer.alloc(100 * 1024 * 1024);
  const small = Buffer.alloc(1024 * 1024);
  const bomb = (what: string, content: Buffer): RefusedFile => ({
    what,
    name: 'inventory.xlsx',
    content,
    status: 413,
    message: BOMB,
  });
  return [
    {
      what: 'over the size limit',
      name: 'inventory.csv',
      content: Buffer.alloc(UPLOAD_LIMITS.maxBytes + 1024, 'a'),
      status: 413,
      message: 'The file is larger than 5 MB.',
    },
    {
      what: 'a row too many, .csv',
      name: 'inventory.csv',
      content: Buffer.from(`Container\n${lines.join('\n')}`),
      status: 413,
      message: ROWS,
    },
    {
      what: 'a row too many, .xlsx',
      name: 'inventory.xlsx',
      content: await workbook([['Container'], ...lines.map((line) => [line])]),
      status: 413,
      message: ROWS,
    },
    bomb(
      'zip bomb, honest sizes',
      buildZip([
        { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
        { name: 'xl/worksheets/sheet1.xml', content: zeros },
      ]),
    ),
    bomb(
      'zip bomb, lying sizes',
      buildZip([{ name: 'xl/worksheets/sheet1.xml', content: zeros, declaredSize: 1000 }]),
    ),
    bomb(
      'zip bomb, many parts',
      buildZip(
        Array.from({ length: 30 }, (_, i) => ({ name: `xl/media/image${i}.png`, content: small })),
      ),
    ),
  ];
}

/** 9,000 rows of 60 cells: within every limit, and seconds of work to read. */
export function bigWorkbook(): Promise<Buffer> {
  const heading = Array.from({ length: 60 }, (_, column) => `Column ${column + 1}`);
  const rows = Array.from({ length: 9_000 }, (_, row) =>
    heading.map((_, column) => (column % 2 ? row * 60 + column : `R${row}C${column}`)),
  );
  return workbook([heading, ...rows]);
}

/**
 * Uploads `content` to `/upload-count` and pings the server every 20 ms until it answers: the
 * longest ping says how long the server's thread was kept from other calls meanwhile.
 */
export async function pingsDuringUpload(app: FastifyInstance, content: Buffer) {
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
    const ping = await app.inject({ url: '/rest/ping' });
    if (ping.statusCode !== 200) throw new Error(`ping answered ${ping.statusCode}`);
    pings.push(performance.now() - due);
  }
  const response = await uploaded;
  return { response, uploadMs: performance.now() - started, longestPing: Math.max(0, ...pings) };
}
