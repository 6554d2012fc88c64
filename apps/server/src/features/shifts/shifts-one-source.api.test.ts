import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { migrationsFolder } from '../../db/migrate.ts';

const t = useTestApp();
let admin = '';

beforeAll(async () => {
  admin = await t.login('admin');
});

const masterShifts = async () => {
  const answer = await t.request('GET', '/rest/master/shifts', { cookie: admin });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { id: number; name: string; code: string }[];
};

describe('one source of shifts', () => {
  it('lists the shifts screen’s shifts as the master list, following every change', async () => {
    const added = await t.request('POST', '/rest/shifts', {
      cookie: admin,
      body: { name: 'Night', fromHour: 22, fromMinute: 0, toHour: 6, toMinute: 0 },
    });
    const { id } = added.json().shift;
    expect(await masterShifts()).toContainEqual({
      id,
      name: 'Night',
      code: '22:00-06:00',
      parentId: null,
    });
    await t.request('PUT', `/rest/shifts/${id}`, {
      cookie: admin,
      body: { name: 'Late night', fromHour: 23, fromMinute: 30, toHour: 7, toMinute: 0 },
    });
    expect((await masterShifts()).find((s) => s.id === id)).toMatchObject({
      name: 'Late night',
      code: '23:30-07:00',
    });
    await t.request('DELETE', `/rest/shifts?ids=${id}`, { cookie: admin });
    expect((await masterShifts()).some((s) => s.id === id)).toBe(false);
  });

  it('moves the master list’s shifts into the shifts table when migrating', async () => {
    await t.request('POST', '/rest/shifts', {
      cookie: admin,
      body: { name: 'Early', fromHour: 5, fromMinute: 0, toHour: 13, toMinute: 0 },
    });
    await t.database.pool.query(
      `insert into master_entries (list, name, code) values
         ('shifts', 'A', '06:00-14:00'), ('shifts', 'early', '04:00-12:00'),
         ('shifts', 'Broken', '25:00-01:00'), ('shifts', 'Zero', '08:00-08:00')`,
    );
    await t.database.pool.query(
      readFileSync(join(migrationsFolder(), '0029_shifts_one_source.sql'), 'utf8'),
    );
    const { rows } = await t.database.pool.query(
      `select name, from_hour, from_minute, to_hour, to_minute from machine_shifts order by name`,
    );
    expect(rows).toEqual([
      { name: 'A', from_hour: 6, from_minute: 0, to_hour: 14, to_minute: 0 },
      // A shift of that name was there already: it stays as the shifts screen had it.
      { name: 'Early', from_hour: 5, from_minute: 0, to_hour: 13, to_minute: 0 },
    ]);
    const left = await t.database.pool.query(
      "select count(*)::int as n from master_entries where list = 'shifts'",
    );
    expect(left.rows[0].n).toBe(0);
    expect((await masterShifts()).map((s) => s.code)).toEqual(['05:00-13:00', '06:00-14:00']);
  });
});
