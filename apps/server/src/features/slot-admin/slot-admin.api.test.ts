import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { SPLIT_ENTIRE_AREA } from '@yardline/domain/yard/slot-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../../test/support/event-stream.ts';
import { setEnterpriseVersion } from '../../../test/support/fixtures.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { newBoxes } from '../../../test/support/yard-boxes.ts';
import { SESSION_COOKIE } from '../../plugins/access.ts';

const t = useTestApp({ logger: { level: 'error' } });
const cookies: Record<string, string> = {};
let baseUrl = '';

const query = async (text: string, values: unknown[] = []) =>
  (await t.database.pool.query(text, values)).rows;
const admin = (path: string, body: unknown, role = 'superadmin') =>
  t.request('POST', `/rest/yard/${path}`, { cookie: cookies[role], body });
const place = async (box: { id: number }, newLocation: string) => {
  const response = await t.request('POST', '/rest/yard/updateLocation', {
    cookie: cookies.operator,
    body: [{ containerId: box.id, newLocation }],
  });
  expect(response.statusCode, response.body).toBe(200);
};
const location = async (id: number) =>
  (await query('select location from containers where id = $1', [id]))[0]?.location;
/** Each cell of an area's first row with its half of a pair ('-' for none), left to right. */
const halves = async (area: string, row = '01') =>
  (
    await query(
      `select coalesce(c.pair_half, '-') as half from cells c
       join yard_rows r on r.id = c.row_id join areas a on a.id = r.area_id
       where a.name = $1 and r.name = $2 order by c.sort_order`,
      [area, row],
    )
  ).map((cell) => cell.half);
const setEnterprise = (on: boolean) => setEnterpriseVersion(query, on);

/** An area of `rows` rows × `cells` cells, 3 high, none merged. */
async function addArea(name: string, rows: number, cells: number) {
  await query(
    `with a as (insert into areas (name, max_height, sort_order) values ($1, 3, 10) returning id),
          r as (insert into yard_rows (area_id, name, sort_order)
                select a.id, lpad(n::text, 2, '0'), n from a, generate_series(1, $2) n
                returning id, name)
     insert into cells (row_id, name, full_name, sort_order)
     select r.id, lpad(c::text, 2, '0'), $1 || '_' || r.name || '_' || lpad(c::text, 2, '0'), c - 1
     from r, generate_series(1, $3) c`,
    [name, rows, cells],
  );
}

beforeAll(async () => {
  for (const role of BUILT_IN_ROLES) cookies[role] = await t.login(role);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await addArea('M', 2, 6);
  await addArea('S', 2, 6);
});

describe('POST /rest/yard/merge-slots and split-slots', () => {
  it('merges columns in pairs in every row, audits it and tells open screens', async () => {
    const stream = await openEventStream(baseUrl, `${SESSION_COOKIE}=${cookies.superadmin}`);
    expect(stream.status).toBe(200);
    const response = await admin('merge-slots', { area: 'M', fromColumn: '01', toColumn: '04' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      responsestatus: 'success',
      areas: ['M'],
      cells: 8,
      relabelled: 0,
    });
    for (const row of ['01', '02']) {
      expect(await halves('M', row)).toEqual(['left', 'right', 'left', 'right', '-', '-']);
    }
    const event = await stream.next((e) => e.type === 'yard.layout-changed');
    expect(event.data).toEqual({ areas: ['M'] });
    stream.close();
    expect(
      await query("select action, entity, after from audit_log where action = 'merge-slots'"),
    ).toEqual([
      {
        action: 'merge-slots',
        entity: 'area',
        after: { area: 'M', columns: ['01', '02', '03', '04'], merged: true },
      },
    ]);
    const layout = (await t.request('GET', '/rest/yard/layout', { cookie: cookies.admin })).json();
    const area = layout.areaLayouts.find((a: { name: string }) => a.name === 'M');
    expect(area.rowLayouts[0].cellLayouts.map((c: { merged: boolean }) => c.merged)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('lets a 40 ft box onto a merged pair, and refuses splitting the pair under it', async () => {
    const [forty] = await newBoxes(t, [40]);
    await place(forty, 'M_01_01_1,M_01_02_1');
    const response = await admin('split-slots', { area: 'M', fromColumn: '01', toColumn: '04' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `Splitting would leave boxes where they cannot stand: A 40 ft box needs two adjacent cells of one row merged into a 40 ft slot, at one height, not M_01_01_1,M_01_02_1 (${forty.number}). Move them first.`,
    );
    expect(await halves('M')).toEqual(['left', 'right', 'left', 'right', '-', '-']);
    // The pair without the box splits.
    const other = await admin('split-slots', { area: 'M', fromColumn: '03', toColumn: '04' });
    expect(other.statusCode, other.body).toBe(200);
    expect(await halves('M')).toEqual(['left', 'right', '-', '-', '-', '-']);
    await query('delete from containers where id = $1', [forty.id]);
  });

  it('refuses merging columns a 20 ft box stands in', async () => {
    const [twenty] = await newBoxes(t, [20]);
    await place(twenty, 'M_02_06_1');
    const response = await admin('merge-slots', { area: 'M', fromColumn: '05', toColumn: '06' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain(
      `A 20 ft box cannot stand at M_02_06_1: that cell is half of a 40 ft slot (${twenty.number}).`,
    );
    expect(await halves('M', '02')).toEqual(['left', 'right', '-', '-', '-', '-']);
    await query('delete from containers where id = $1', [twenty.id]);
  });

  it('refuses ranges the rules do not allow with a 400 naming the reason', async () => {
    const cases: [string, unknown, string][] = [
      ['merge-slots', { area: 'M', fromColumn: '03', toColumn: '05' }, 'not an odd number'],
      ['merge-slots', { area: 'M', fromColumn: '01', toColumn: '04' }, 'already merged'],
      ['merge-slots', { area: 'M', fromColumn: '06', toColumn: '03' }, 'comes before'],
      ['merge-slots', { area: 'M', fromColumn: '03', toColumn: '99' }, 'Area M has no column 99.'],
      ['split-slots', { area: 'M', fromColumn: '03', toColumn: '04' }, 'Column 03 is not merged.'],
      ['split-slots', { area: 'M', fromColumn: '02', toColumn: '02' }, 'right half'],
      ['merge-slots', { area: 'M', fromColumn: '03' }, 'toColumn'],
      ['merge-slots', { area: 'M;', fromColumn: '03', toColumn: '04' }, 'area'],
      ['split-slots', { area: 'M', fromColumn: 3, toColumn: '04' }, 'fromColumn'],
    ];
    for (const [path, body, message] of cases) {
      const response = await admin(path, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const unknown = await admin('merge-slots', { area: 'Q', fromColumn: '01', toColumn: '02' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no area Q.');
  });
});

describe('POST /rest/yard/split-area', () => {
  it('makes columns a new area and renames the locations of the boxes there', async () => {
    const [low, high] = await newBoxes(t, [20, 20]);
    await place(low, 'S_02_05_1');
    await place(high, 'S_02_05_2');
    const stream = await openEventStream(baseUrl, `${SESSION_COOKIE}=${cookies.superadmin}`);
    expect(stream.status).toBe(200);
    const response = await admin('split-area', {
      area: 'S',
      fromColumn: '05',
      toColumn: '06',
      newAreaName: 'S_EAST',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      responsestatus: 'success',
      areas: ['S', 'S_EAST'],
      cells: 4,
      relabelled: 2,
    });
    expect(await location(low.id)).toBe('S_EAST_02_05_1');
    expect(await location(high.id)).toBe('S_EAST_02_05_2');
    expect((await stream.next((e) => e.type === 'yard.layout-changed')).data).toEqual({
      areas: ['S', 'S_EAST'],
    });
    stream.close();
    expect(await halves('S')).toHaveLength(4);
    expect(
      await query(
        `select c.full_name, c.sort_order, a.max_height from cells c
         join yard_rows r on r.id = c.row_id join areas a on a.id = r.area_id
         where a.name = 'S_EAST' order by r.name, c.sort_order`,
      ),
    ).toEqual([
      { full_name: 'S_EAST_01_05', sort_order: 0, max_height: 3 },
      { full_name: 'S_EAST_01_06', sort_order: 1, max_height: 3 },
      { full_name: 'S_EAST_02_05', sort_order: 0, max_height: 3 },
      { full_name: 'S_EAST_02_06', sort_order: 1, max_height: 3 },
    ]);
    // Renamed, not moved: no movement, an audit row each.
    expect(
      await query('select count(*)::int as n from movements where container_id = $1', [low.id]),
    ).toEqual([{ n: 1 }]);
    expect(
      await query(
        "select before, after from audit_log where action = 'relabel' and entity_id = $1",
        [String(low.id)],
      ),
    ).toEqual([{ before: { location: 'S_02_05_1' }, after: { location: 'S_EAST_02_05_1' } }]);
    // The boxes move on under their new names.
    const moved = await t.request('POST', '/rest/yard/updateLocation', {
      cookie: cookies.operator,
      body: [
        { containerId: high.id, previousLocation: 'S_EAST_02_05_2', newLocation: 'S_EAST_02_06_1' },
      ],
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('refuses the entire area, half a 40 ft slot and a name in use', async () => {
    const whole = await admin('split-area', {
      area: 'S',
      fromColumn: '01',
      toColumn: '04',
      newAreaName: 'S2',
    });
    expect(whole.statusCode).toBe(400);
    expect(whole.json().message).toBe(SPLIT_ENTIRE_AREA);
    const half = await admin('split-area', {
      area: 'M',
      fromColumn: '02',
      toColumn: '06',
      newAreaName: 'M2',
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toContain('would cut a 40 ft slot in two');
    for (const newAreaName of ['M', 'm', 'S_EAST']) {
      const taken = await admin('split-area', {
        area: 'S',
        fromColumn: '01',
        toColumn: '01',
        newAreaName,
      });
      expect(taken.statusCode, newAreaName).toBe(409);
      expect(taken.json().message).toBe(`Area ${newAreaName} already exists.`);
    }
    const bad = await admin('split-area', {
      area: 'S',
      fromColumn: '01',
      toColumn: '01',
      newAreaName: 'a b',
    });
    expect(bad.statusCode).toBe(400);
    expect(await query("select count(*)::int as n from areas where name in ('S2', 'M2')")).toEqual([
      { n: 0 },
    ]);
  });
});

describe('POST /rest/yard/bulk-location', () => {
  const corners = [
    { lat: 19.01, lng: 72.81 },
    { lat: 19.01, lng: 72.82 },
    { lat: 19.0, lng: 72.82 },
    { lat: 19.0, lng: 72.81 },
  ];

  it('stores the four corners, shown in the layout', async () => {
    const response = await admin('bulk-location', { areaName: 'M', corners });
    expect(response.statusCode, response.body).toBe(200);
    const layout = (await t.request('GET', '/rest/yard/layout', { cookie: cookies.admin })).json();
    expect(layout.areaLayouts.find((a: { name: string }) => a.name === 'M').corners).toEqual(
      corners,
    );
  });

  it('refuses corners that are not four, out of range or crossed', async () => {
    for (const bad of [
      corners.slice(1),
      [{ lat: 95, lng: 72.81 }, ...corners.slice(1)],
      [corners[0], corners[2], corners[1], corners[3]],
      'x',
    ]) {
      const response = await admin('bulk-location', { areaName: 'M', corners: bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('who may administer slots', () => {
  afterAll(() => setEnterprise(true));

  it('is the superadmin with the inventory screen and create/update/delete, in any edition', async () => {
    await setEnterprise(false);
    const body = {
      areaName: 'S',
      corners: [
        { lat: 1, lng: 1 },
        { lat: 1, lng: 2 },
        { lat: 0, lng: 2 },
        { lat: 0, lng: 1 },
      ],
    };
    for (const role of BUILT_IN_ROLES) {
      const response = await admin('bulk-location', body, role);
      expect(response.statusCode, role).toBe(role === 'superadmin' ? 200 : 403);
    }
    const none = await t.request('POST', '/rest/yard/bulk-location', { body });
    expect(none.statusCode).toBe(401);
    const [{ id }] = await query("select id from roles where builtin_key = 'superadmin'");
    await query('insert into role_permissions (role_id, flags) values ($1, $2::jsonb)', [
      id,
      JSON.stringify({ inventoryVisible: false }),
    ]);
    try {
      const hidden = await admin('merge-slots', { area: 'S', fromColumn: '01', toColumn: '02' });
      expect(hidden.statusCode).toBe(403);
    } finally {
      await query('delete from role_permissions where role_id = $1', [id]);
    }
  });
});
