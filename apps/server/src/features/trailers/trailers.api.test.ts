import { TRAILER_MESSAGES } from '@yardline/domain/trailers/trailer.schema';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';

const t = useTestApp();
const cookies = {} as Record<
  'superadmin' | 'admin' | 'operator' | 'manager' | 'gateinuser',
  string
>;

const trailer = (tag: string, overrides: Record<string, string> = {}) => ({
  trailerTagId: tag,
  trailerNumber: `MH04${tag.slice(-4)}`,
  containerNumber: 'MSKU1234565',
  trailerType: '40 ft',
  type: 'Import',
  ...overrides,
});

async function addTrailer(tag: string, overrides: Record<string, string> = {}) {
  const response = await t.request('POST', '/rest/trailers', {
    cookie: cookies.operator,
    body: trailer(tag, overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().trailer as { id: number; outDate: string | null };
}

const dispatch = (cookie: string, trailerTagId: string) =>
  t.request('POST', '/rest/trailers/dispatch', {
    cookie,
    body: { trailerTagId, userName: 'whoever' },
  });

async function readXlsx(path: string, cookie: string) {
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
  for (const role of ['superadmin', 'admin', 'operator', 'manager', 'gateinuser'] as const) {
    cookies[role] = await t.login(role);
  }
});

describe('trailers', () => {
  it('adds trailers, one in the yard per tag, audited', async () => {
    const added = await addTrailer('TT000101');
    expect(added.outDate).toBeNull();
    const again = await t.request('POST', '/rest/trailers', {
      cookie: cookies.operator,
      body: trailer('tt000101'),
    });
    expect(again.json()).toMatchObject({
      statusCode: 409,
      message: TRAILER_MESSAGES.tagInYard('tt000101'),
    });
    const { rows } = await t.database.pool.query(
      "select action from audit_log where entity = 'trailer' and entity_id = $1",
      [String(added.id)],
    );
    expect(rows).toEqual([{ action: 'create' }]);
  });

  it('lists from a 1-based skip, searches and leaves dispatched trailers out unless asked', async () => {
    await addTrailer('TT000102', { containerNumber: 'CMAU7777771' });
    await addTrailer('TT000103');
    expect((await dispatch(cookies.operator, 'TT000103')).statusCode).toBe(200);
    const inYard = await t.request('GET', '/rest/trailers?skip=1&limit=15', {
      cookie: cookies.manager,
    });
    expect(inYard.statusCode).toBe(403);
    const list = await t.request('GET', '/rest/trailers?skip=1&limit=15', {
      cookie: cookies.gateinuser,
    });
    expect(list.json().totalCount).toBe(2);
    const all = await t.request('GET', '/rest/trailers?includeDispatched=true&skip=2&limit=1', {
      cookie: cookies.gateinuser,
    });
    expect(all.json().totalCount).toBe(3);
    expect(all.json().entities).toHaveLength(1);
    const found = await t.request('GET', '/rest/trailers?searchText=cmau7777', {
      cookie: cookies.operator,
    });
    expect(found.json().entities.map((e: { trailerTagId: string }) => e.trailerTagId)).toEqual([
      'TT000102',
    ]);
  });

  it('dispatches with outDate set; again only by an admin or superadmin', async () => {
    await addTrailer('TT000104');
    const first = await dispatch(cookies.operator, 'TT000104');
    expect(first.json()).toMatchObject({
      status: 'TRSuccess',
      trailer: { trailerTagId: 'TT000104' },
    });
    expect(first.json().trailer.outDate).not.toBeNull();
    const again = await dispatch(cookies.operator, 'TT000104');
    expect(again.json()).toMatchObject({
      statusCode: 409,
      message: TRAILER_MESSAGES.alreadyDispatched('TT000104'),
    });
    expect((await dispatch(cookies.admin, 'TT000104')).statusCode).toBe(200);
    expect((await dispatch(cookies.admin, 'NOSUCHTAG')).statusCode).toBe(404);
    // Writes need create/update/delete: a gate-in user sees trailers but changes nothing.
    expect((await dispatch(cookies.gateinuser, 'TT000101')).statusCode).toBe(403);
  });

  it('updates, and deletes only for an admin', async () => {
    const added = await addTrailer('TT000105');
    const updated = await t.request('PUT', `/rest/trailers/${added.id}`, {
      cookie: cookies.operator,
      body: trailer('TT000105', { plaCard1: 'PLA-9' }),
    });
    expect(updated.json().trailer.plaCard1).toBe('PLA-9');
    const byOperator = await t.request('DELETE', `/rest/trailers/${added.id}`, {
      cookie: cookies.operator,
    });
    expect(byOperator.statusCode).toBe(403);
    const byAdmin = await t.request('DELETE', `/rest/trailers/${added.id}`, {
      cookie: cookies.admin,
    });
    expect(byAdmin.statusCode).toBe(204);
    const gone = await t.request('PUT', `/rest/trailers/${added.id}`, {
      cookie: cookies.operator,
      body: trailer('TT000105'),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('exports the filtered list to a real .xlsx', async () => {
    const response = await t.request('GET', '/rest/trailers/export?includeDispatched=true&skip=1', {
      cookie: cookies.operator,
    });
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json();
    expect(file.name).toMatch(/^trailers \d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await readXlsx(file.path, cookies.operator);
    expect(rows[0]?.slice(0, 2)).toEqual(['Trailer tag', 'Trailer number']);
    expect(rows.length - 1).toBe(file.rows);
    expect(rows.map((row) => row[0])).toContain('TT000104');
    const page = await t.request('GET', '/rest/trailers/export?skip=2&limit=1&format=csv', {
      cookie: cookies.operator,
    });
    expect(page.json()).toMatchObject({ rows: 1 });
    const bad = await t.request('GET', '/rest/trailers/export?format=pdf', {
      cookie: cookies.operator,
    });
    expect(bad.statusCode).toBe(400);
  });
});
