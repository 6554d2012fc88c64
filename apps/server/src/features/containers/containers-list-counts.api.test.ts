import type { ContainerPage } from '@yardline/domain/containers/container-records';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { newBoxes } from '../../../test/support/yard-boxes.ts';

/**
 * The containers lists' totals and jumps come from the day counts the database keeps (migration
 * 0022): whatever happens to the boxes, every page and total must equal what counting and walking
 * the rows gives.
 */
const t = useTestApp();
const BASE = '/rest/enterprise/containers';
const SIZE = 7;
let cookie: string;
const query = async (text: string, values: unknown[] = []) =>
  (await t.database.pool.query(text, values)).rows;

/** What the list holds, counted and walked on its rows: the answer the kept counts must give. */
async function expected(list: 'all' | 'yard', from?: string, to?: string) {
  const rows = await query(
    `select id from containers
     where ${list === 'all' ? 'deleted_at is null' : 'location is not null'}
       and ($1::timestamptz is null or gate_in_at >= $1) and ($2::timestamptz is null or gate_in_at <= $2)
     order by gate_in_at desc, id desc`,
    [from ?? null, to ?? null],
  );
  return rows.map((row) => row.id as number);
}

/** Every page of the list by jumping to it (skip), and one past the end. */
async function jumpThrough(list: 'all' | 'yard', from?: string, to?: string) {
  const ids = await expected(list, from, to);
  const range = `${from ? `&fromDate=${encodeURIComponent(from)}` : ''}${to ? `&toDate=${encodeURIComponent(to)}` : ''}`;
  const path = list === 'all' ? `${BASE}/all` : `${BASE}/list`;
  for (let skip = 1; skip <= ids.length + SIZE; skip += SIZE) {
    const response = await t.request('GET', `${path}?skip=${skip}&limit=${SIZE}${range}`, {
      cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as ContainerPage;
    expect(page.totalCount, `${list} ${from} ${to}`).toBe(ids.length);
    expect(
      page.entities.map((entity) => entity.id),
      `${list} skip ${skip}`,
    ).toEqual(ids.slice(skip - 1, skip - 1 + SIZE));
  }
  return ids.length;
}

const RANGES: [string | undefined, string | undefined][] = [
  [undefined, undefined],
  ['2026-03-02T00:00:00.000Z', '2026-03-20T00:00:00.000Z'],
  ['2026-03-02T13:30:00.000001Z', '2026-03-19T23:59:59.999999Z'],
  ['2026-03-05T06:00:00+05:30', undefined],
  [undefined, '2026-03-10T12:00:00.000Z'],
  // Shorter than two whole days: counted on the rows.
  ['2026-03-04T10:00:00.000Z', '2026-03-05T09:00:00.000Z'],
];

beforeAll(async () => {
  cookie = await t.login('operator');
  const boxes = await newBoxes(
    t,
    Array.from({ length: 120 }, () => 20 as const),
  );
  // Spread over three weeks, several a day, some at midnight exactly and at the same instant.
  for (const [i, box] of boxes.entries()) {
    const at = new Date(
      Date.UTC(2026, 2, 1 + Math.floor(i / 6), (i * 7) % 24, i % 3 === 0 ? 0 : 17),
    );
    if (i % 10 === 0) at.setUTCHours(0, 0, 0, 0);
    await query('update containers set gate_in_at = $1 where id = $2', [
      i % 11 === 0 ? '2026-03-08T00:00:00.000Z' : at.toISOString(),
      box.id,
    ]);
  }
  const moved = await t.request('POST', '/rest/yard/updateLocation', {
    cookie,
    body: boxes
      .slice(0, 3)
      .map((box, i) => ({ containerId: box.id, newLocation: `A_01_0${i + 1}_1` })),
  });
  expect(moved.statusCode, moved.body).toBe(200);
});

describe('the containers lists read from the kept day counts', () => {
  it('give every page and total exactly as the rows do, for any gate-in range', async () => {
    for (const [from, to] of RANGES) await jumpThrough('all', from, to);
    expect(await jumpThrough('yard')).toBe(3);
  });

  it('stay exact after deletes, gate-in changes, moves out of the yard, removals and a fold', async () => {
    await query(
      'update containers set deleted_at = now() where id in (select id from containers where location is null order by id limit 9)',
    );
    await query(
      "update containers set gate_in_at = gate_in_at - interval '2 days 3 hours' where id % 4 = 0 and location is null",
    );
    await query(
      'delete from containers where id in (select id from containers where location is null and deleted_at is null order by id desc limit 5)',
    );
    const [moved] = await newBoxes(t, [20]);
    await query("update containers set gate_in_at = '2026-03-08T00:00:00Z' where id = $1", [
      moved.id,
    ]);
    for (const [from, to] of RANGES) await jumpThrough('all', from, to);

    const rowsBefore = Number((await query('select count(*) from container_list_counts'))[0].count);
    await query('select fold_container_list_counts()');
    const rowsAfter = Number((await query('select count(*) from container_list_counts'))[0].count);
    expect(rowsAfter).toBeLessThan(rowsBefore);
    // One row per list and day once folded, none for a day that nets to nothing.
    const days = await query(
      'select list, day, count(*)::int as rows, sum(n)::int as n from container_list_counts group by list, day',
    );
    expect(days.every((day) => day.rows === 1 && day.n > 0)).toBe(true);
    for (const [from, to] of RANGES) await jumpThrough('all', from, to);
    expect(await jumpThrough('yard')).toBe(3);
  });

  it('empties with the table', async () => {
    await query('truncate containers cascade');
    expect(await query('select * from container_list_counts')).toEqual([]);
    expect(await jumpThrough('all')).toBe(0);
  });
});
