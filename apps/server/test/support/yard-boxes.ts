import { makeContainerNumber } from '@yardline/domain/containers/container-number';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { insertSmallYard } from './fixtures.ts';
import type { TestContext } from './test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/**
 * Adds area C to the small yard: one row of four cells merged in pairs (C_01_01+02, 03+04),
 * three high, for 40 ft boxes.
 */
export async function addPairArea(t: Pick<TestContext, 'database'>): Promise<void> {
  await t.database.pool.query(`
    with a as (insert into areas (name, max_height, sort_order) values ('C', 3, 2) returning id),
         r as (insert into yard_rows (area_id, name) select id, '01' from a returning id)
    insert into cells (row_id, name, full_name, sort_order, pair_half)
    select r.id, n, 'C_01_' || n, i - 1, case when i % 2 = 1 then 'left' else 'right' end
    from r, unnest(array['01','02','03','04']) with ordinality as c(n, i)`);
}

export interface Box {
  id: number;
  number: string;
}

let serial = Math.floor(Math.random() * 800_000);

/** New boxes at the gate (in no slot); returns their ids and numbers. */
export async function newBoxes<const S extends readonly number[]>(
  t: Pick<TestContext, 'database'>,
  sizes: S,
): Promise<{ [K in keyof S]: Box }> {
  const numbers = sizes.map(() => makeContainerNumber('TST', 'U', ++serial));
  const { rows } = await t.database.pool.query(
    `insert into containers (number, size_type, size_feet, gate_in_at)
     select n, case when s = 20 then '22G1' else '42G1' end, s, now()
     from unnest($1::text[], $2::int[]) as b(n, s)
     returning id, number`,
    [numbers, sizes],
  );
  return rows as { [K in keyof S]: Box };
}

/**
 * A database of its own with the small yard and area C, for tests that write SQL straight to it
 * (the yard's rules hold for any SQL): `cell` gives each cell's id by full name, and `clear`
 * empties what the tests write before each one.
 */
export function useYardDatabase(clear: string) {
  const t = { database: undefined as unknown as TestDatabase };
  const cell: Record<string, number> = {};
  beforeAll(async () => {
    t.database = await createTestDatabase();
    await insertSmallYard(t.database.db);
    await addPairArea(t);
    for (const row of (await t.database.pool.query('select id, full_name from cells')).rows) {
      cell[row.full_name] = row.id;
    }
  });
  afterAll(() => t.database?.drop());
  beforeEach(async () => {
    await t.database.pool.query(clear);
  });
  /** Runs statements in one transaction on a connection of its own. */
  async function transaction(statements: (client: pg.PoolClient) => Promise<unknown>) {
    const client = await t.database.pool.connect();
    try {
      await client.query('begin');
      await statements(client);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
  return { t, cell, transaction };
}
