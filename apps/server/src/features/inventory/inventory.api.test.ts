import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { NUMBER_WIDTH, type YardContainers } from '@yardline/domain/yard/yard-containers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setEnterpriseVersion } from '../../../test/support/fixtures.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { addPairArea, type Box, newBoxes } from '../../../test/support/yard-boxes.ts';

const t = useTestApp();
const cookies: Record<string, string> = {};
const query = async (text: string, values: unknown[] = []) =>
  (await t.database.pool.query(text, values)).rows;
const get = (url: string, role = 'superadmin') => t.request('GET', url, { cookie: cookies[role] });
const setEnterprise = (on: boolean) => setEnterpriseVersion(query, on);

/** The dashboard's columns read back into one object per box. */
const boxesOf = (answer: YardContainers) =>
  answer.ids.map((id, i) => ({
    id,
    number: answer.numbers.slice(i * NUMBER_WIDTH, (i + 1) * NUMBER_WIDTH).trim(),
    size: answer.sizes[i],
    liner: answer.liners.find((liner) => liner.id === answer.linerIds[i])?.name ?? null,
    planned: answer.planned[i] === 1,
    cell: answer.cells[i],
    height: answer.heights[i],
  }));

let low: Box;
let high: Box;
let forty: Box;
const cell: Record<string, number> = {};

beforeAll(async () => {
  for (const role of BUILT_IN_ROLES) cookies[role] = await t.login(role);
  await setEnterprise(true);
  await addPairArea(t);
  for (const row of await query('select id, full_name from cells')) cell[row.full_name] = row.id;
  [low, high, forty] = await newBoxes(t, [20, 20, 40]);
  const moved = await t.request('POST', '/rest/yard/updateLocation', {
    cookie: cookies.operator,
    body: [
      { containerId: low.id, newLocation: 'A_01_02_1' },
      { containerId: high.id, newLocation: 'A_01_02_2' },
      { containerId: forty.id, newLocation: 'C_01_03_1,C_01_04_1' },
    ],
  });
  expect(moved.statusCode, moved.body).toBe(200);
  const [liner] = await query(
    "insert into liners (name, color, prefixes) values ('Maersk', '#0091d5', '{MSK}') returning id",
  );
  await query(
    "update containers set liner_id = $1, igm = '2001234', item = '7', planned = true where id = $2",
    [liner.id, high.id],
  );
  await query("update containers set igm = '2001234', item = '8' where id = $1", [forty.id]);
});

describe('GET /rest/yard/containers', () => {
  it('lists every box in the yard once, with its cell, height, size and liner', async () => {
    const response = await get('/rest/yard/containers?includePlanned=false');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as YardContainers;
    expect(answer.lastUpdated).toBeGreaterThan(Date.now() - 60_000);
    expect(answer.liners).toEqual([{ id: expect.any(Number), name: 'Maersk', color: '#0091d5' }]);
    expect(boxesOf(answer).sort((a, b) => a.id - b.id)).toEqual([
      {
        id: low.id,
        number: low.number,
        size: 20,
        liner: null,
        planned: false,
        cell: cell.A_01_02,
        height: 1,
      },
      {
        id: high.id,
        number: high.number,
        size: 20,
        liner: 'Maersk',
        planned: true,
        cell: cell.A_01_02,
        height: 2,
      },
      {
        id: forty.id,
        number: forty.number,
        size: 40,
        liner: null,
        planned: false,
        cell: cell.C_01_03,
        height: 1,
      },
    ]);
  });

  it('answers from its kept copy until a box moves, then with the move', async () => {
    const cellOfHigh = async () => {
      const answer = (await get('/rest/yard/containers')).json() as YardContainers;
      return boxesOf(answer).find((box) => box.id === high.id)?.cell;
    };
    expect(await cellOfHigh()).toBe(cell.A_01_02);
    const moved = await t.request('POST', '/rest/yard/updateLocation', {
      cookie: cookies.operator,
      body: [{ containerId: high.id, newLocation: 'A_01_03_1' }],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The copy is dropped when the move's event arrives (on PostgreSQL, by NOTIFY: a moment later).
    await expect.poll(cellOfHigh).toBe(cell.A_01_03);
    const back = await t.request('POST', '/rest/yard/updateLocation', {
      cookie: cookies.operator,
      body: [{ containerId: high.id, newLocation: 'A_01_02_2' }],
    });
    expect(back.statusCode, back.body).toBe(200);
    await expect.poll(cellOfHigh).toBe(cell.A_01_02);
  });

  it('answers for one area, and 404 for an area that does not exist', async () => {
    const area = (await get('/rest/yard/containers/C')).json() as YardContainers;
    expect(boxesOf(area).map((box) => box.number)).toEqual([forty.number]);
    const empty = (await get('/rest/yard/containers/B')).json() as YardContainers;
    expect(empty).toMatchObject({ ids: [], numbers: '', cells: [] });
    const missing = await get('/rest/yard/containers/Q');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no area Q.');
  });

  it('refuses bad input with a 400', async () => {
    for (const url of [
      '/rest/yard/containers?includePlanned=maybe',
      '/rest/yard/containers?includePlanned=true',
      '/rest/yard/containers/A%3B',
      '/rest/yard/igm-containers/2001234%3A7%3A1',
      '/rest/yard/container/abc',
      '/rest/yard/container/0',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
    }
    expect((await get('/rest/yard/containers?includePlanned=true')).json().message).toContain(
      'ask with includePlanned=false',
    );
  });
});

describe('GET /rest/yard/location/{location}', () => {
  const boxAt = (box: Box, size: number, height: number, location: string) => ({
    containerId: box.id,
    number: box.number,
    size,
    height,
    location,
  });

  it('answers what stands on a cell, bottom first, or at one slot of it', async () => {
    const cellAnswer = await get('/rest/yard/location/A_01_02');
    expect(cellAnswer.statusCode, cellAnswer.body).toBe(200);
    expect(cellAnswer.json()).toEqual({
      cell: 'A_01_02',
      area: 'A',
      height: null,
      maxHeight: 4,
      merged: false,
      containers: [boxAt(low, 20, 1, 'A_01_02_1'), boxAt(high, 20, 2, 'A_01_02_2')],
    });
    expect((await get('/rest/yard/location/A_01_02_2')).json()).toMatchObject({
      cell: 'A_01_02',
      height: 2,
      containers: [boxAt(high, 20, 2, 'A_01_02_2')],
    });
    // An empty slot, and an empty cell, are there with nothing on them.
    expect((await get('/rest/yard/location/A_01_02_3')).json()).toMatchObject({
      height: 3,
      containers: [],
    });
    expect((await get('/rest/yard/location/B_01_01')).json().containers).toEqual([]);
  });

  it('finds a long box on either half of its merged pair', async () => {
    for (const location of ['C_01_03', 'C_01_04_1']) {
      expect((await get(`/rest/yard/location/${location}`)).json(), location).toMatchObject({
        area: 'C',
        maxHeight: 3,
        merged: true,
        containers: [boxAt(forty, 40, 1, 'C_01_03_1,C_01_04_1')],
      });
    }
  });

  it('answers 404 for a cell or slot the yard does not have', async () => {
    // No such area, cell or row; above the area's tiers; below the start height.
    for (const location of ['Q_01_01', 'A_01_09', 'A_03_01', 'A_01_02_5', 'A_01_02_0']) {
      const response = await get(`/rest/yard/location/${location}`);
      expect(response.statusCode, location).toBe(404);
      expect(response.json().message).toBe(`There is no cell or slot ${location} in the yard.`);
    }
  });

  it('refuses what is not a cell or a slot key with a 400', async () => {
    for (const location of [
      'A',
      'A_01',
      'A_01_02%3B',
      'A%2001_02',
      'A__01',
      `A_01_${'1'.repeat(80)}`,
    ]) {
      const response = await get(`/rest/yard/location/${location}`);
      expect(response.statusCode, location).toBe(400);
      expect(response.json().message, location).toMatch(/Write a cell|at most 80/);
    }
  });
});

describe('the enterprise parts: IGM search and container details, one or several', () => {
  afterAll(() => setEnterprise(true));

  it('finds the boxes of an IGM, or of one IGM item', async () => {
    const igm = await get('/rest/yard/igm-containers/2001234');
    expect(igm.statusCode, igm.body).toBe(200);
    expect(
      igm
        .json()
        .map((b: { containerId: number }) => b.containerId)
        .sort(),
    ).toEqual([high.id, forty.id].sort());
    expect((await get('/rest/yard/igm-containers/2001234:7')).json()).toEqual([
      { containerId: high.id, number: high.number, location: 'A_01_02_2' },
    ]);
    expect((await get('/rest/yard/igm-containers/999')).json()).toEqual([]);
  });

  it("gives one box's details for the tooltip", async () => {
    const response = await get(`/rest/yard/container/${high.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      containerId: high.id,
      number: high.number,
      size: 20,
      liner: 'Maersk',
      igmNumber: '2001234',
      item: '7',
      planned: true,
      dispatched: false,
      fullName: 'A_01_02_2',
      stackIndex: 2,
    });
    expect((await get('/rest/yard/container/999999')).statusCode).toBe(404);
  });

  it("loads several boxes' details by id, in the order asked, naming the ids with no box", async () => {
    const response = await get(`/rest/yard/load?ids=${forty.id},${low.id},999999,${forty.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { containers, notFound } = response.json();
    expect(containers).toEqual([
      (await get(`/rest/yard/container/${forty.id}`)).json(),
      (await get(`/rest/yard/container/${low.id}`)).json(),
    ]);
    expect(containers[0]).toMatchObject({
      number: forty.number,
      size: 40,
      fullName: 'C_01_03_1,C_01_04_1',
    });
    expect(notFound).toEqual([999999]);
    expect((await get('/rest/yard/load?ids=999998,999999')).json()).toEqual({
      containers: [],
      notFound: [999998, 999999],
    });
  });

  it('refuses ids that are not record ids, or too many, with a 400', async () => {
    for (const query of ['', '?ids=', '?ids=abc', '?ids=0', '?ids=1,,2', '?ids=1;2', '?ids=-1']) {
      const response = await get(`/rest/yard/load${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain('ids');
    }
    const ids = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    const tooMany = await get(`/rest/yard/load?ids=${ids}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('Load at most 100 containers at once.');
    // Repeats count once: 101 ids, 100 of them different.
    const repeated = Array.from({ length: 101 }, (_, i) => (i % 100) + 1).join(',');
    expect((await get(`/rest/yard/load?ids=${repeated}`)).statusCode).toBe(200);
  });

  it('locks them outside the enterprise edition, for the superadmin too; the grid stays open', async () => {
    await setEnterprise(false);
    for (const url of [
      '/rest/yard/igm-containers/2001234',
      `/rest/yard/container/${high.id}`,
      `/rest/yard/load?ids=${high.id}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('ENTERPRISE_LOCKED');
    }
    expect((await get('/rest/yard/containers')).statusCode).toBe(200);
    expect((await get('/rest/yard/location/A_01_02')).statusCode).toBe(200);
  });
});

describe('who may read the inventory', () => {
  it('is a superadmin with the inventory screen', async () => {
    for (const role of BUILT_IN_ROLES) {
      for (const url of [
        '/rest/yard/containers',
        '/rest/yard/containers/A',
        `/rest/yard/load?ids=${low.id}`,
        '/rest/yard/location/A_01_02',
      ]) {
        const response = await get(url, role);
        expect(response.statusCode, `${role} ${url}`).toBe(role === 'superadmin' ? 200 : 403);
      }
    }
    expect((await t.request('GET', '/rest/yard/containers')).statusCode).toBe(401);
    const [{ id }] = await query("select id from roles where builtin_key = 'superadmin'");
    await query('insert into role_permissions (role_id, flags) values ($1, $2::jsonb)', [
      id,
      JSON.stringify({ inventoryVisible: false }),
    ]);
    try {
      expect((await get('/rest/yard/containers')).statusCode).toBe(403);
    } finally {
      await query('delete from role_permissions where role_id = $1', [id]);
    }
  });
});
