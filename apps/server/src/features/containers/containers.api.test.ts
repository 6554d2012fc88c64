import { decide } from '@yardline/domain/auth/can';
import { defaultPermissions } from '@yardline/domain/auth/permissions';
import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import type { ContainerPage } from '@yardline/domain/containers/container-records';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { setEnterpriseVersion } from '../../../test/support/fixtures.ts';
import type { Box } from '../../../test/support/yard-boxes.ts';
import { BASE, numbersOf, useContainersApp } from './test-containers.ts';

// The containers screen's lists, searches, yard map and export, and who may use them; its changes
// (edit, movement alert, history, delete) are in containers-edit.api.test.ts.
const { t, cookies, query, get, put, yard, out, forty } = useContainersApp();

const setEnterprise = (on: boolean) => setEnterpriseVersion(query, on);

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
