import { decide } from '@yardline/domain/auth/can';
import { defaultPermissions } from '@yardline/domain/auth/permissions';
import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import type { ContainerPage } from '@yardline/domain/containers/container-records';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/plugins/access.ts';
import { openEventStream } from './support/event-stream.ts';
import { useTestApp } from './support/test-app.ts';
import { addPairArea, type Box, newBoxes } from './support/yard-boxes.ts';

const t = useTestApp();
const cookies: Record<string, string> = {};
const BASE = '/rest/enterprise/containers';
const query = async (text: string, values: unknown[] = []) =>
  (await t.database.pool.query(text, values)).rows;
const get = (url: string, role = 'operator') => t.request('GET', url, { cookie: cookies[role] });
const put = (url: string, body: unknown, role = 'operator') =>
  t.request('PUT', url, { cookie: cookies[role], body });
const move = (rows: { containerId: number; newLocation: string }[]) =>
  t.request('POST', '/rest/yard/updateLocation', { cookie: cookies.operator, body: rows });
const setEnterprise = (on: boolean) =>
  query(
    "insert into metadata (key, value) values ('enterpriseVersion', $1::jsonb) on conflict (key) do update set value = excluded.value",
    [JSON.stringify(on)],
  );
const numbersOf = (response: { json: () => unknown }) =>
  (response.json() as ContainerPage).entities.map((entity) => entity.number);

/** Five boxes in the yard (gated in a day apart, newest last), two out of it. */
let yard: readonly Box[];
let out: readonly Box[];
let forty: Box;

beforeAll(async () => {
  for (const role of BUILT_IN_ROLES) cookies[role] = await t.login(role);
  await addPairArea(t);
  yard = await newBoxes(t, [20, 20, 20, 20, 20]);
  out = await newBoxes(t, [20, 20]);
  [forty] = await newBoxes(t, [40]);
  const all = [...yard, ...out, forty];
  for (const [i, box] of all.entries()) {
    await query(
      "update containers set gate_in_at = now() - ($1 || ' days')::interval where id = $2",
      [all.length - i, box.id],
    );
  }
  const placed = await move([
    ...yard.map((box, i) => ({
      containerId: box.id,
      newLocation: i < 3 ? `A_01_0${i + 1}_1` : `A_02_0${i - 2}_1`,
    })),
    { containerId: forty.id, newLocation: 'C_01_01_1,C_01_02_1' },
  ]);
  expect(placed.statusCode, placed.body).toBe(200);
  await query("update containers set igm = '2009876', item = '3' where id = any($1)", [
    [yard[0]?.id, out[0]?.id],
  ]);
});

describe('the Yard tab: GET /list', () => {
  it('lists the boxes standing in the yard, newest gate-in first, with their fields', async () => {
    const response = await get(`${BASE}/list?skip=1&limit=50`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as ContainerPage;
    expect(page.totalCount).toBe(6);
    expect(page.entities.map((e) => e.id)).toEqual([...yard, forty].map((b) => b.id).reverse());
    expect(page.entities[0]).toMatchObject({
      id: forty.id,
      containerNumber: forty.number,
      sizeName: '40',
      location: 'C_01_01_1,C_01_02_1',
      fullName: 'C_01_01_1,C_01_02_1',
      stackIndex: 1,
      locationUpdatedBy: 'operator',
      movementAlert: false,
      dispatchDate: null,
    });
    expect(numbersOf(response)).not.toContain(out[0]?.number);
  });

  it('pages by position and by key alike', async () => {
    const first = (await get(`${BASE}/list?skip=1&limit=2`)).json() as ContainerPage;
    const second = (await get(`${BASE}/list?skip=3&limit=2`)).json() as ContainerPage;
    const last = first.entities.at(-1)?.id;
    const byKey = (await get(`${BASE}/list?skip=3&limit=2&afterId=${last}`)).json();
    expect(byKey).toEqual(second);
    const back = await get(`${BASE}/list?skip=1&limit=2&beforeId=${second.entities[0]?.id}`);
    expect(back.json()).toEqual(first);
    expect(first.entities.map((e) => e.id)).toEqual([forty.id, yard[4]?.id]);
  });

  it('searches by part of a number or by IGM', async () => {
    const box = yard[1] as Box;
    const part = box.number.slice(4, 10);
    expect(numbersOf(await get(`${BASE}/list?searchText=${part}`))).toEqual([box.number]);
    expect(numbersOf(await get(`${BASE}/list?searchText=2009876`))).toEqual([yard[0]?.number]);
    expect(numbersOf(await get(`${BASE}/list?searchText=NOPE`))).toEqual([]);
  });

  it('refuses bad input with a 400', async () => {
    for (const url of [
      `${BASE}/list?limit=0`,
      `${BASE}/list?limit=501`,
      `${BASE}/list?skip=-1`,
      `${BASE}/list?afterId=abc`,
      `${BASE}/list?searchText=${'A'.repeat(41)}`,
      `${BASE}/all?fromDate=yesterday`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });
});

describe('the All tab: GET /all', () => {
  it('lists every box gated in between the dates, in the yard or not', async () => {
    const all = await get(`${BASE}/all?skip=1&limit=15`);
    expect(all.statusCode, all.body).toBe(200);
    expect((all.json() as ContainerPage).totalCount).toBe(8);
    const from = new Date(Date.now() - 3.5 * 86_400_000).toISOString();
    const recent = (await get(`${BASE}/all?fromDate=${from}`)).json() as ContainerPage;
    expect(recent.entities.map((e) => e.number)).toEqual(
      [out[0], out[1], forty].map((b) => b?.number).reverse(),
    );
    expect(recent.totalCount).toBe(3);
  });

  it('finds every visit of a number in a search tab', async () => {
    expect(numbersOf(await get(`${BASE}/all?searchText=2009876`)).sort()).toEqual(
      [yard[0]?.number, out[0]?.number].sort(),
    );
  });
});

describe('autocomplete and one box', () => {
  it('suggests numbers, boxes and IGM numbers by prefix', async () => {
    const box = yard[2] as Box;
    const prefix = box.number.slice(0, 9);
    expect((await get(`${BASE}/autocomplete?searchText=${prefix}`)).json()).toContain(box.number);
    expect((await get(`${BASE}/autocomplete-object?searchText=${box.number}`)).json()).toEqual([
      { id: box.id, containerNumber: box.number, location: 'A_01_03_1' },
    ]);
    expect((await get(`${BASE}/autocomplete-igm?searchText=2009`)).json()).toEqual(['2009876']);
    expect((await get(`${BASE}/autocomplete?searchText=%25`)).json()).toEqual([]);
    expect((await get(`${BASE}/autocomplete`)).statusCode).toBe(400);
  });

  it('gives a box by number, 404 when unknown, 400 when not a number', async () => {
    const box = yard[2] as Box;
    expect((await get(`${BASE}/${box.number}`)).json()).toMatchObject({ id: box.id });
    expect((await get(`${BASE}/ABCU0000000`)).statusCode).toBe(404);
    expect((await get(`${BASE}/ABC`)).statusCode).toBe(400);
  });
});

describe('edit: PUT /rest/enterprise/containers', () => {
  const stream = { close: () => {} } as Awaited<ReturnType<typeof openEventStream>>;
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    Object.assign(stream, await openEventStream(baseUrl, `${SESSION_COOKIE}=${cookies.admin}`));
  });
  afterAll(() => stream.close());

  it('saves what planning uses: vessel, announced departure, hazardous, job order', async () => {
    const box = yard[4] as Box;
    const edit = (fields: Record<string, unknown>) =>
      put(BASE, { id: box.id, containerNumber: box.number, ...fields });
    const response = await edit({
      vessel: 'MAERSK EMDEN',
      expectedDepartureAt: '2026-12-03T12:00:00+02:00',
      hazardous: true,
      jobOrderNumber: 'JO-7',
    });
    expect(response.statusCode, response.body).toBe(200);
    const read = async () =>
      (
        await query(
          `select vessel, expected_departure_at as departure, hazardous, job_order
           from containers where id = $1`,
          [box.id],
        )
      )[0];
    expect(await read()).toEqual({
      vessel: 'MAERSK EMDEN',
      departure: new Date('2026-12-03T10:00:00Z'),
      hazardous: true,
      job_order: 'JO-7',
    });
    // Fields left out keep their value; null or '' clears one.
    expect(
      (await edit({ vessel: '', expectedDepartureAt: null, hazardous: false })).statusCode,
    ).toBe(200);
    expect(await read()).toEqual({
      vessel: null,
      departure: null,
      hazardous: false,
      job_order: 'JO-7',
    });
  });

  it('saves the fields, audits the change and publishes container.edited', async () => {
    const box = yard[3] as Box;
    const response = await put(BASE, {
      id: box.id,
      containerNumber: box.number,
      igm: '2001111',
      item: '5',
      category: 'Import',
      sizeType: '22R1',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ responsestatus: 'Edited Successfully' });
    const event = await stream.next(
      (e) => e.type === 'container.edited' && e.data.containerId === box.id,
    );
    expect(event.data).toEqual({ containerId: box.id, number: box.number });
    const [row] = await query(
      'select igm, item, category, size_type from containers where id = $1',
      [box.id],
    );
    expect(row).toEqual({ igm: '2001111', item: '5', category: 'Import', size_type: '22R1' });
    const [audit] = await query(
      "select before, after from audit_log where entity = 'container' and action = 'edit' and entity_id = $1",
      [String(box.id)],
    );
    expect(audit.before).toMatchObject({ igm: null });
    expect(audit.after).toMatchObject({ igm: '2001111', skipValidation: false });
  });

  it("answers 'Invalid container number' for a wrong check digit, and saves it with skipValidation", async () => {
    const box = out[1] as Box;
    const wrong = `${box.number.slice(0, 10)}${(Number(box.number[10]) + 1) % 10}`;
    const refused = await put(BASE, { id: box.id, containerNumber: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Invalid container number /);
    expect(refused.json().code).toBe('INVALID_CONTAINER_NUMBER');
    const saved = await put(`${BASE}?skipValidation=true`, { id: box.id, containerNumber: wrong });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await query('select number from containers where id = $1', [box.id]);
    expect(row.number).toBe(wrong);
    // Even skipping the check, a number is four letters and seven digits.
    const format = await put(`${BASE}?skipValidation=true`, {
      id: box.id,
      containerNumber: 'AB12',
    });
    expect(format.statusCode).toBe(400);
    await put(`${BASE}?skipValidation=true`, { id: box.id, containerNumber: box.number });
  });

  it('changes a dispatch date only on a dispatched box', async () => {
    const box = out[0] as Box;
    const date = new Date().toISOString();
    const refused = await put(BASE, {
      id: box.id,
      containerNumber: box.number,
      dispatchDate: date,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('has not been dispatched');
    await query("update containers set dispatch_at = now() - interval '1 hour' where id = $1", [
      box.id,
    ]);
    const ok = await put(BASE, { id: box.id, containerNumber: box.number, dispatchDate: date });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await query('select dispatch_at from containers where id = $1', [box.id]);
    expect(row.dispatch_at.toISOString()).toBe(date);
    const early = new Date(Date.now() - 400 * 86_400_000).toISOString();
    expect(
      (await put(BASE, { id: box.id, containerNumber: box.number, dispatchDate: early }))
        .statusCode,
    ).toBe(400);
    expect(
      (await put(BASE, { id: box.id, containerNumber: box.number, dispatchDate: null })).statusCode,
    ).toBe(400);
  });

  it('refuses a number already in the yard, a length change in the yard, and unknown boxes', async () => {
    const [a, b] = yard as [Box, Box];
    const taken = await put(BASE, { id: a.id, containerNumber: b.number });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`Container ${b.number} is already in the yard.`);
    const longer = await put(BASE, { id: a.id, containerNumber: a.number, sizeType: '42G1' });
    expect(longer.statusCode).toBe(409);
    expect(
      (await put(BASE, { id: a.id, containerNumber: a.number, sizeType: '99X9' })).statusCode,
    ).toBe(400);
    expect((await put(BASE, { id: 2_000_000, containerNumber: a.number })).statusCode).toBe(404);
    expect((await put(BASE, { id: 'x', containerNumber: a.number })).statusCode).toBe(400);
    expect(
      (await put(`${BASE}?skipValidation=maybe`, { id: a.id, containerNumber: a.number }))
        .statusCode,
    ).toBe(400);
  });
});

describe('movement alert: PUT /update-movement-alert', () => {
  it("sets the alerts and answers 'OK'", async () => {
    const box = yard[0] as Box;
    const response = await put(`${BASE}/update-movement-alert`, [
      { containerId: box.id, containerNumber: box.number, sizeName: '20', movementAlert: true },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ responsestatus: 'OK' });
    expect((await get(`${BASE}/${box.number}`)).json().movementAlert).toBe(true);
  });

  it('refuses a wrong number, an unknown box and an empty list', async () => {
    const box = yard[0] as Box;
    const wrong = [{ containerId: box.id, containerNumber: 'ABCU1234560', movementAlert: false }];
    expect((await put(`${BASE}/update-movement-alert`, wrong)).statusCode).toBe(400);
    const unknown = [{ containerId: 2_000_000, movementAlert: false }];
    expect((await put(`${BASE}/update-movement-alert`, unknown)).statusCode).toBe(404);
    expect((await put(`${BASE}/update-movement-alert`, [])).statusCode).toBe(400);
    expect((await get(`${BASE}/${box.number}`)).json().movementAlert).toBe(true);
  });
});

describe("a box's history: GET /movements/{number}", () => {
  it('lists gate-in, moves (productive and shifting, by whom), edits and dispatch', async () => {
    const [low, high] = [yard[3], yard[4]] as [Box, Box];
    // high stands on nothing yet (A_02_02_1); stack it on low, then take low out from under it.
    expect((await move([{ containerId: high.id, newLocation: 'A_02_01_2' }])).statusCode).toBe(200);
    const both = await move([
      { containerId: low.id, newLocation: 'B_01_01_1' },
      { containerId: high.id, newLocation: 'B_01_01_2' },
    ]);
    expect(both.statusCode, both.body).toBe(200);
    const response = await get(`${BASE}/movements/${low.number}`);
    expect(response.statusCode, response.body).toBe(200);
    const history = response.json();
    expect(history.map((entry: { kind: string }) => entry.kind)).toEqual([
      'gate-in',
      'edit',
      'move',
    ]);
    expect(history[0]).toMatchObject({ to: 'A_02_01_1', by: 'operator', source: 'containers' });
    expect(history[1].changes).toMatchObject({ igm: { before: null, after: '2001111' } });
    expect(history[2]).toMatchObject({ from: 'A_02_01_1', to: 'B_01_01_1', shifting: false });
    const highHistory = (await get(`${BASE}/movements/${high.number}`)).json();
    expect(highHistory.at(-1)).toMatchObject({
      from: 'A_02_01_2',
      to: 'B_01_01_2',
      shifting: true,
    });
  });

  it('answers 404 for an unknown number and 400 for text that is not one', async () => {
    expect((await get(`${BASE}/movements/ABCU0000000`)).statusCode).toBe(404);
    expect((await get(`${BASE}/movements/ABC%00`)).statusCode).toBe(400);
  });
});

describe('delete: DELETE /{id}', () => {
  it('refuses a box standing in the yard', async () => {
    const box = yard[2] as Box;
    const response = await t.request('DELETE', `${BASE}/${box.id}`, { cookie: cookies.operator });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `${box.number} stands at A_01_03_1: only a box that has left the yard can be deleted.`,
    );
  });

  it('deletes a box out of the yard, keeping its history; the ledger no longer moves it', async () => {
    const box = out[1] as Box;
    const response = await t.request('DELETE', `${BASE}/${box.id}`, { cookie: cookies.operator });
    expect(response.statusCode, response.body).toBe(204);
    expect(numbersOf(await get(`${BASE}/all`))).not.toContain(box.number);
    expect((await get(`${BASE}/${box.number}`)).statusCode).toBe(404);
    const history = (await get(`${BASE}/movements/${box.number}`)).json();
    expect(history.at(-1)).toMatchObject({ kind: 'delete', by: 'operator' });
    const moved = await move([{ containerId: box.id, newLocation: 'B_01_02_1' }]);
    expect(moved.statusCode).toBe(404);
    const again = await t.request('DELETE', `${BASE}/${box.id}`, { cookie: cookies.operator });
    expect(again.statusCode).toBe(404);
  });
});

describe('the yard map: GET /yard-map', () => {
  it('locates the boxes in the yard and names the others', async () => {
    const numbers = [forty.number, out[0]?.number, 'ABCU0000000'].join(',');
    const response = await get(`${BASE}/yard-map?containerNumbers=${numbers}&medium=Web`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      located: [
        {
          containerId: forty.id,
          number: forty.number,
          sizeFeet: 40,
          location: 'C_01_01_1,C_01_02_1',
        },
      ],
      notFound: [out[0]?.number, 'ABCU0000000'],
    });
    expect((await get(`${BASE}/yard-map?containerNumbers=`)).statusCode).toBe(400);
    expect((await get(`${BASE}/yard-map`)).statusCode).toBe(400);
  });
});

describe('export: GET /export', () => {
  it('writes the Yard list from a position as .xlsx and the All list as .csv', async () => {
    const yardList = numbersOf(await get(`${BASE}/list?limit=50`));
    const answer = await get(`${BASE}/export?format=xlsx&inYardContainersOnly=true&skip=2&limit=3`);
    expect(answer.statusCode, answer.body).toBe(200);
    const file = answer.json();
    expect(file.name).toMatch(/^yard containers \d{4}-\d{2}-\d{2}\.xlsx$/);
    const download = await t.request('GET', file.path, { cookie: cookies.operator });
    expect(download.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const numbers: string[] = [];
    book.worksheets[0]?.eachRow((row, i) => {
      if (i > 1) numbers.push(String(row.getCell(1).value));
    });
    expect(numbers).toEqual(yardList.slice(1, 4));
    expect(String(book.worksheets[0]?.getRow(1).getCell(1).value)).toBe('Container number');

    const csv = await get(`${BASE}/export?format=csv&searchText=2009876`);
    expect(csv.statusCode, csv.body).toBe(200);
    const text = (await t.request('GET', csv.json().path, { cookie: cookies.operator })).body;
    expect(text).toContain(yard[0]?.number);
    expect(text.trim().split('\r\n')).toHaveLength(3);
  });

  it('refuses a bad format, position or date', async () => {
    for (const url of [
      `${BASE}/export?format=pdf`,
      `${BASE}/export?skip=0`,
      `${BASE}/export?inYardContainersOnly=yes`,
      `${BASE}/export?fromDate=soon`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
    expect((await get(`${BASE}/export`, 'manager')).statusCode).toBe(403);
  });
});

describe('roles and the edition', () => {
  afterAll(() => setEnterprise(true));

  it.each([true, false])(
    'lets the roles of doc 1 §6 read and change, whatever the edition (enterprise %s)',
    async (enterprise) => {
      await setEnterprise(enterprise);
      const box = yard[0] as Box;
      for (const role of BUILT_IN_ROLES) {
        const principal = { roleKey: role, permissions: defaultPermissions(role) };
        const mayRead = decide({ area: 'containers' }, principal, enterprise) === 'allowed';
        const mayWrite =
          decide({ area: 'containers', write: true }, principal, enterprise) === 'allowed';
        expect((await get(`${BASE}/list`, role)).statusCode, role).toBe(mayRead ? 200 : 403);
        const alert = [{ containerId: box.id, movementAlert: true }];
        expect((await put(`${BASE}/update-movement-alert`, alert, role)).statusCode, role).toBe(
          mayWrite ? 200 : 403,
        );
      }
      // Doc 1 §6 in words: gate users read but do not change; manager and kiosk see nothing.
      expect((await get(`${BASE}/list`, 'gateinuser')).statusCode).toBe(200);
      expect(
        (await put(BASE, { id: box.id, containerNumber: box.number }, 'gateinuser')).statusCode,
      ).toBe(403);
      expect((await get(`${BASE}/list`, 'manager')).statusCode).toBe(403);
      expect((await get(`${BASE}/list`, 'kiosk')).statusCode).toBe(403);
      expect((await get(`${BASE}/list`, 'nobody')).statusCode).toBe(401);
    },
  );
});
