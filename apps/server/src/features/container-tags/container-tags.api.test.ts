import { BUILT_IN_ROLES, type BuiltInRole } from '@yardline/domain/auth/roles';
import { TAG_LIFE_MESSAGES } from '@yardline/domain/gate/tag-life';
import ExcelJS from 'exceljs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { multipartBody } from '../../../test/support/zip.ts';

const t = useTestApp();
const cookies = {} as Record<BuiltInRole, string>;
const TAGS = '/rest/enterprise/containers/tags';
const valid = (tag: string, role: BuiltInRole = 'gateinuser') =>
  t.request('GET', `/rest/enterprise/containers/tag-valid?tag=${encodeURIComponent(tag)}`, {
    cookie: cookies[role],
  });
const add = (tag: string, endOfLife: string, role: BuiltInRole = 'admin') =>
  t.request('POST', TAGS, { cookie: cookies[role], body: { tag, endOfLife } });
const allowExpired = (on: boolean) =>
  t.request('PUT', '/rest/metadata', {
    cookie: cookies.superadmin,
    body: { allowExpiredContainerTag: on },
  });

beforeAll(async () => {
  for (const role of BUILT_IN_ROLES) cookies[role] = await t.login(role);
});

beforeEach(async () => {
  await t.database.pool.query('delete from container_tags');
  expect((await allowExpired(false)).statusCode).toBe(200);
});

describe('who may call what', () => {
  it('keeps the register for the gate admins (superadmin, admin) and the question for every role at the gate', async () => {
    const allowed: Record<string, BuiltInRole[]> = { list: [], add: [], valid: [] };
    for (const [i, role] of BUILT_IN_ROLES.entries()) {
      const ok = (status: number) => status !== 401 && status !== 403;
      if (ok((await t.request('GET', TAGS, { cookie: cookies[role] })).statusCode)) {
        allowed.list?.push(role);
      }
      const added = await add(`5000000${i}`, '2030-01-31', role);
      if (ok(added.statusCode)) {
        allowed.add?.push(role);
        const removed = await t.request('DELETE', `${TAGS}/${added.json().id}`, {
          cookie: cookies[role],
        });
        expect(removed.statusCode).toBe(204);
      }
      if (ok((await valid('12345678', role)).statusCode)) allowed.valid?.push(role);
    }
    expect(allowed).toEqual({
      list: ['superadmin', 'admin'],
      add: ['superadmin', 'admin'],
      valid: ['superadmin', 'admin', 'gateinuser', 'gateoutuser'],
    });
  });
});

describe('the register of container tags', () => {
  it('adds, changes, finds (by tag or day) and deletes a tag, each change audited; a tag once', async () => {
    const saved = await add('12345678', '2030-01-31');
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = saved.json();
    expect(saved.json()).toEqual({ id, tag: '12345678', endOfLife: '2030-01-31' });
    expect((await add('12345678', '2031-01-31')).json()).toMatchObject({
      statusCode: 409,
      message: 'Tag 12345678 is already in use.',
    });
    const changed = await t.request('PUT', `${TAGS}/${id}`, {
      cookie: cookies.admin,
      body: { tag: '12345678', endOfLife: '2031-06-30' },
    });
    expect(changed.json()).toEqual({ id, tag: '12345678', endOfLife: '2031-06-30' });
    await add('87654321', '2032-01-01');
    for (const searchText of ['2031-06', '345']) {
      const found = await t.request('GET', `${TAGS}?searchText=${searchText}`, {
        cookie: cookies.admin,
      });
      expect(found.json()).toEqual({
        totalCount: 1,
        entities: [{ id, tag: '12345678', endOfLife: '2031-06-30' }],
      });
    }
    expect(
      (await t.request('DELETE', `${TAGS}/${id}`, { cookie: cookies.superadmin })).statusCode,
    ).toBe(204);
    const { rows } = await t.database.pool.query(
      "select action from audit_log where entity = 'container_tag' and entity_id = $1 order by id",
      [String(id)],
    );
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses what is not a tag and a day, and a tag it does not hold, with a clear message', async () => {
    const refusals = [
      [{ tag: 'DummyTag', endOfLife: '2030-01-31' }, 'A tag of the register is 8 digits.'],
      [{ tag: '1234567', endOfLife: '2030-01-31' }, 'A tag of the register is 8 digits.'],
      [{ tag: '12345678', endOfLife: '31/01/2030' }, 'End of life is a date, YYYY-MM-DD.'],
      [{ tag: '12345678' }, 'endOfLife'],
    ] as const;
    for (const [body, message] of refusals) {
      const response = await t.request('POST', TAGS, { cookie: cookies.admin, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const missing = await t.request('PUT', `${TAGS}/999999`, {
      cookie: cookies.admin,
      body: { tag: '12345678', endOfLife: '2030-01-31' },
    });
    expect(missing.json()).toMatchObject({
      statusCode: 404,
      message: 'Container tag 999999 does not exist.',
    });
    expect((await t.database.pool.query('select from container_tags')).rowCount).toBe(0);
  });

  it('uploads the register from a workbook, a date cell read as its day; a bad row saves nothing', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Tags');
    sheet.addRow(['Tag', 'End of life']);
    sheet.addRow(['11110001', new Date(Date.UTC(2031, 0, 31))]);
    sheet.addRow(['11110002', '2032-02-29']);
    const upload = async (content: Buffer | string, name: string) => {
      const { body, headers } = await multipartBody({ user: 'admin' }, { name, content });
      return t.request('POST', `${TAGS}/upload`, { cookie: cookies.admin, body, headers });
    };
    const uploaded = await upload(Buffer.from(await book.xlsx.writeBuffer()), 'tags.xlsx');
    expect(uploaded.json()).toEqual({ status: 'success', saved: 2, errors: [] });
    const list = await t.request('GET', TAGS, { cookie: cookies.admin });
    expect(list.json().entities).toMatchObject([
      { tag: '11110001', endOfLife: '2031-01-31' },
      { tag: '11110002', endOfLife: '2032-02-29' },
    ]);
    const refused = await upload('Tag,EOL\n11110003,2031-01-31\n11110004,tomorrow\n', 'tags.csv');
    expect(refused.json()).toEqual({
      status: 'refused',
      saved: 0,
      errors: [{ row: 3, message: 'End of life is a date, YYYY-MM-DD.' }],
    });
    expect((await t.database.pool.query('select from container_tags')).rowCount).toBe(2);
  });
});

describe('GET /rest/enterprise/containers/tag-valid', () => {
  it('answers an expired tag invalid, with its day, and whether the terminal allows it', async () => {
    await add('11112222', '2000-01-01');
    const off = await valid('11112222');
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({
      responseMap: { tag: '11112222', valid: false, endOfLife: '2000-01-01', allowExpired: false },
    });
    expect((await allowExpired(true)).statusCode).toBe(200);
    expect((await valid('11112222')).json().responseMap).toEqual({
      tag: '11112222',
      valid: false,
      endOfLife: '2000-01-01',
      allowExpired: true,
    });
  });

  it('answers valid a tag whose life has not ended, a tag the register does not hold, and a placeholder', async () => {
    await add('33334444', '2999-12-31');
    expect((await valid('33334444')).json().responseMap).toMatchObject({
      valid: true,
      endOfLife: '2999-12-31',
    });
    for (const tag of ['55556666', 'DummyTag', 'Refer Tag']) {
      expect((await valid(tag)).json().responseMap, tag).toEqual({
        tag,
        valid: true,
        endOfLife: null,
        allowExpired: false,
      });
    }
  });

  it('refuses a tag no box could carry, with the reason', async () => {
    for (const tag of ['1234', '123456789', 'dummy tag', '']) {
      const response = await valid(tag);
      expect(response.statusCode, tag).toBe(400);
      expect(response.json().message, tag).toContain(TAG_LIFE_MESSAGES.notATag);
    }
    const none = await t.request('GET', '/rest/enterprise/containers/tag-valid', {
      cookie: cookies.gateinuser,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('tag');
  });
});
