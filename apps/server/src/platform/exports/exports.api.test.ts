import { setTimeout as sleep } from 'node:timers/promises';
import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../../test/support/event-stream.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { SESSION_COOKIE } from '../../plugins/access.ts';
import { createEventBus } from '../events/event-bus.ts';
import { createExportService } from './export.service.ts';
import type { ExportSource } from './export-writer.ts';
import { createStoredFiles } from './stored-files.service.ts';

const t = useTestApp();
const cookies: Record<string, string> = {};
let exports: ReturnType<typeof createExportService>;

interface Box {
  number: string;
  note: string;
  weight: number;
}

const boxes = (count: number): Box[] =>
  Array.from({ length: count }, (_, i) => ({
    number: `MSKU${String(i).padStart(7, '0')}`,
    note: ['plain', '=1+1', '+44 20 7946', '-2', '@SUM(A1)', 'Kai Tak — Süd, "east"'][i % 6] ?? '',
    weight: i * 10,
  }));

/** Rows in batches, as a repository reading keyset pages gives them; `pauseMs` between batches. */
function source(rows: Box[], batchSize = 1000, pauseMs = 0): ExportSource<Box> {
  return {
    total: rows.length,
    columns: [
      { header: 'Container number', value: (box) => box.number },
      { header: 'Note', value: (box) => box.note },
      { header: 'Weight', value: (box) => box.weight },
    ],
    batches: (async function* () {
      for (let i = 0; i < rows.length; i += batchSize) {
        if (pauseMs) await sleep(pauseMs);
        yield rows.slice(i, i + batchSize);
      }
    })(),
  };
}

const download = (path: string, cookie?: string) => t.request('GET', path, { cookie });

beforeAll(async () => {
  for (const role of BUILT_IN_ROLES) cookies[role] = await t.login(role);
  const files = createStoredFiles({ db: t.database.db, dir: `${t.dataDir}/files` });
  const events = createEventBus(t.database, { warn: () => {} });
  exports = createExportService({ db: t.database.db, files, events });
});

describe('exports', () => {
  it('writes a real .xlsx that reads back with every row, formulas escaped', async () => {
    const rows = boxes(2500);
    const file = await exports.export(
      { userId: t.userIds.admin, area: 'containers' },
      { name: 'containers 2026-11-23', format: 'xlsx', source: source(rows) },
    );
    expect(file).toMatchObject({ name: 'containers 2026-11-23.xlsx', rows: 2500 });
    expect(file.path.split('/').at(-1)).toBe('containers%202026-11-23.xlsx');

    const response = await download(file.path, cookies.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain(
      "filename*=UTF-8''containers%202026-11-23.xlsx",
    );
    // A stored file is never a page of the app's origin, whatever it holds.
    expect(response.headers['content-security-policy']).toBe('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(2501);
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Container number', 'Note', 'Weight']);
    expect(sheet?.getRow(2).values).toEqual([undefined, 'MSKU0000000', 'plain', 0]);
    expect(sheet?.getRow(3).getCell(2).value).toBe("'=1+1");
    expect(sheet?.getRow(4).getCell(2).value).toBe("'+44 20 7946");
    expect(sheet?.getRow(5).getCell(2).value).toBe("'-2");
    expect(sheet?.getRow(6).getCell(2).value).toBe("'@SUM(A1)");
    expect(sheet?.getRow(7).getCell(2).value).toBe('Kai Tak — Süd, "east"');
    expect(sheet?.getRow(2501).getCell(3).value).toBe(24990);
    // No cell is a formula.
    sheet?.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(6)));
  });

  it('writes a UTF-8 .csv with a byte-order mark that parses back', async () => {
    const file = await exports.export(
      { userId: t.userIds.admin, area: 'containers' },
      { name: 'containers', format: 'csv', source: source(boxes(12), 5) },
    );
    const response = await download(file.path, cookies.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records: string[][] = parse(response.rawPayload, { bom: true });
    expect(records).toHaveLength(13);
    expect(records[0]).toEqual(['Container number', 'Note', 'Weight']);
    expect(records.slice(1, 7).map((r) => r[1])).toEqual([
      'plain',
      "'=1+1",
      "'+44 20 7946",
      "'-2",
      "'@SUM(A1)",
      'Kai Tak — Süd, "east"',
    ]);
    expect(records[12]).toEqual(['MSKU0000011', 'Kai Tak — Süd, "east"', '110']);
  });

  it('lets only the owner, or an admin, whose role sees the screen download it', async () => {
    const file = await exports.export(
      { userId: t.userIds.operator, area: 'containers' },
      { name: 'mine', format: 'csv', source: source(boxes(3)) },
    );
    const expected: Record<string, number> = {
      superadmin: 200,
      admin: 200,
      operator: 200,
      // Sees the containers screen, but the file is not theirs.
      gateinuser: 403,
      gateoutuser: 403,
      // No containers screen.
      manager: 403,
      kiosk: 403,
    };
    for (const role of BUILT_IN_ROLES) {
      expect((await download(file.path, cookies[role])).statusCode, role).toBe(expected[role]);
    }
  });

  it('refuses a download without a session, and unknown or malformed addresses', async () => {
    const file = await exports.export(
      { userId: t.userIds.admin, area: 'containers' },
      { name: 'secret', format: 'csv', source: source(boxes(1)) },
    );
    const refused = await download(file.path);
    expect(refused.statusCode).toBe(401);
    expect(refused.body).not.toContain('MSKU');
    const id = file.path.split('/')[3];
    const cases: [string, number][] = [
      [`/rest/files/${id}/other.csv`, 404],
      ['/rest/files/0123456789abcdef0123456789abcdef/secret.csv', 404],
      [`/rest/files/${id?.toUpperCase()}/secret.csv`, 400],
      ['/rest/files/..%2F..%2Fetc/passwd', 400],
      [`/rest/files/${id}/..%2Fsecret.csv`, 400],
    ];
    for (const [path, status] of cases) {
      const response = await download(path, cookies.admin);
      expect(response.statusCode, path).toBe(status);
    }
  });

  it('tells its user, and no one else, how far a long export got', async () => {
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const own = await openEventStream(baseUrl, `${SESSION_COOKIE}=${cookies.admin}`);
    const other = await openEventStream(baseUrl, `${SESSION_COOKIE}=${cookies.superadmin}`);
    try {
      const file = await exports.export(
        { userId: t.userIds.admin, area: 'containers' },
        { name: 'slow', format: 'xlsx', source: source(boxes(4000), 1000, 300) },
      );
      const last = await own.next(
        (event) => event.type === 'export.progress' && event.data.rows === 4000,
      );
      expect(last.data).toEqual({
        userId: t.userIds.admin,
        name: 'slow.xlsx',
        rows: 4000,
        total: 4000,
      });
      const seen = own.events.filter(({ event }) => event.type === 'export.progress');
      expect(seen.length).toBeGreaterThan(1);
      expect(file.rows).toBe(4000);
      await sleep(100);
      expect(other.events.some(({ event }) => event.type === 'export.progress')).toBe(false);
    } finally {
      own.close();
      other.close();
    }
  });

  it('keeps answering other requests while a big export runs', async () => {
    const running = exports.export(
      { userId: t.userIds.admin, area: 'containers' },
      { name: 'big', format: 'xlsx', source: source(boxes(30_000), 1000) },
    );
    const waits: number[] = [];
    let done = false;
    void running.finally(() => {
      done = true;
    });
    while (!done) {
      const started = performance.now();
      await t.request('GET', '/rest/ping');
      waits.push(performance.now() - started);
      await sleep(5);
    }
    expect((await running).rows).toBe(30_000);
    expect(waits.length).toBeGreaterThan(5);
    // One batch of 1,000 rows at most stands between two answers.
    expect(Math.max(...waits)).toBeLessThan(250);
  });
});
