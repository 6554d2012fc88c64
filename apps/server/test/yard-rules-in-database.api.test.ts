import { makeContainerNumber } from '@yardline/domain/containers/container-number';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { newBoxes, useYardDatabase } from './support/yard-boxes.ts';

// The yard's rules hold for any SQL, not only the ledger's (migration 0007): checked at commit.
const { t, cell, transaction } = useYardDatabase('delete from containers');

/** Stands a box on cells at a height, setting its location to match. */
const stand = (
  client: pg.PoolClient,
  id: number,
  cells: string[],
  height: number,
  location?: string,
) =>
  client
    .query(
      `insert into slot_occupancy (cell_id, height, container_id) select unnest($1::int[]), $2, $3;
     `.trim(),
      [cells.map((name) => cell[name]), height, id],
    )
    .then(() =>
      client.query('update containers set location = $2 where id = $1', [
        id,
        location ?? cells.map((name) => `${name}_${height}`).join(','),
      ]),
    );

describe('the yard rules in the database', () => {
  it('accepts a stack built bottom up and a 40 ft box on a cell pair', async () => {
    const [a, b, forty] = await newBoxes(t, [20, 20, 40]);
    await transaction(async (c) => {
      await stand(c, b.id, ['A_01_01'], 2);
      await stand(c, a.id, ['A_01_01'], 1);
      await stand(c, forty.id, ['C_01_03', 'C_01_04'], 1);
    });
  });

  it('refuses a floating box', async () => {
    const [a] = await newBoxes(t, [20]);
    await expect(transaction((c) => stand(c, a.id, ['A_01_01'], 2))).rejects.toThrow(
      `${a.number} at A_01_01_2 would stand on nothing: A_01_01_1 below it is empty`,
    );
  });

  it('refuses a 40 ft box on one cell, or on two cells that are not a pair', async () => {
    const [forty] = await newBoxes(t, [40]);
    await expect(transaction((c) => stand(c, forty.id, ['C_01_01'], 1))).rejects.toThrow(
      'A 40 ft box cannot stand on C_01_01_1',
    );
    await expect(transaction((c) => stand(c, forty.id, ['C_01_02', 'C_01_03'], 1))).rejects.toThrow(
      'needs a cell pair at one height',
    );
  });

  it('refuses a 20 ft box on half of a merged pair', async () => {
    const [twenty] = await newBoxes(t, [20]);
    await expect(transaction((c) => stand(c, twenty.id, ['C_01_02'], 1))).rejects.toThrow(
      'needs one cell that is not half of a 40 ft slot',
    );
  });

  it('refuses a half of a pair without its other half beside it', async () => {
    const setHalf = (c: pg.PoolClient, name: string, half: string | null) =>
      c.query('update cells set pair_half = $2 where full_name = $1', [name, half]);
    await expect(transaction((c) => setHalf(c, 'A_01_01', 'left'))).rejects.toThrow(
      'Cell A_01_01 is the left half of a 40 ft slot without its other half beside it',
    );
    await expect(transaction((c) => setHalf(c, 'C_01_01', null))).rejects.toThrow(
      'Cell C_01_02 is the right half',
    );
    // Both halves together make a pair, and splitting both again is fine.
    await transaction(async (c) => {
      await setHalf(c, 'A_01_02', 'left');
      await setHalf(c, 'A_01_03', 'right');
    });
    await transaction(async (c) => {
      await setHalf(c, 'A_01_02', null);
      await setHalf(c, 'A_01_03', null);
    });
  });

  it('refuses merging or splitting cells under a box that would no longer stand', async () => {
    const [twenty, forty] = await newBoxes(t, [20, 40]);
    await transaction(async (c) => {
      await stand(c, twenty.id, ['A_02_01'], 1);
      await stand(c, forty.id, ['C_01_01', 'C_01_02'], 1);
    });
    const halves = (c: pg.PoolClient, names: string[], halves: (string | null)[]) =>
      c.query(
        'update cells set pair_half = h from unnest($1::text[], $2::text[]) as x(n, h) where full_name = n',
        [names, halves],
      );
    await expect(
      transaction((c) => halves(c, ['A_02_01', 'A_02_02'], ['left', 'right'])),
    ).rejects.toThrow(`A 20 ft box cannot stand on A_02_01_1: ${twenty.number}`);
    await expect(
      transaction((c) => halves(c, ['C_01_01', 'C_01_02'], [null, null])),
    ).rejects.toThrow(`A 40 ft box cannot stand on C_01_01_1,C_01_02_1: ${forty.number}`);
  });

  it('refuses renaming a cell under a box whose location keeps the old name', async () => {
    const [twenty] = await newBoxes(t, [20]);
    await transaction((c) => stand(c, twenty.id, ['A_02_03'], 1));
    await expect(
      transaction((c) =>
        c.query("update cells set full_name = 'A_02_33' where full_name = 'A_02_03'"),
      ),
    ).rejects.toThrow(`${twenty.number} stands at A_02_33_1 but its location says A_02_03_1`);
    await transaction(async (c) => {
      await c.query("update cells set full_name = 'A_02_33' where full_name = 'A_02_03'");
      await c.query("update containers set location = 'A_02_33_1' where id = $1", [twenty.id]);
    });
    await transaction(async (c) => {
      await c.query("update cells set full_name = 'A_02_03' where full_name = 'A_02_33'");
      await c.query("update containers set location = 'A_02_03_1' where id = $1", [twenty.id]);
    });
  });

  it('refuses a box above the max height', async () => {
    const boxes = await newBoxes(t, [20, 20, 20, 20]);
    await expect(
      transaction(async (c) => {
        for (const [i, box] of boxes.entries()) await stand(c, box.id, ['B_01_01'], i + 1);
      }),
    ).rejects.toThrow('is above the max height (3)');
  });

  it('refuses taking a box from under another, directly or by deleting it', async () => {
    const [low, high] = await newBoxes(t, [20, 20]);
    await transaction(async (c) => {
      await stand(c, low.id, ['A_01_01'], 1);
      await stand(c, high.id, ['A_01_01'], 2);
    });
    await expect(
      transaction(async (c) => {
        await c.query('delete from slot_occupancy where container_id = $1', [low.id]);
        await c.query('update containers set location = null where id = $1', [low.id]);
      }),
    ).rejects.toThrow(`${high.number} at A_01_01_2 would stand on nothing`);
    await expect(
      transaction((c) => c.query('delete from containers where id = $1', [low.id])),
    ).rejects.toThrow('would stand on nothing');
  });

  it('refuses a location that does not name the slots the box stands on', async () => {
    const [a] = await newBoxes(t, [20]);
    await expect(transaction((c) => stand(c, a.id, ['A_01_01'], 1, 'A_01_02_1'))).rejects.toThrow(
      `${a.number} stands at A_01_01_1 but its location says A_01_02_1`,
    );
    await expect(
      transaction((c) =>
        c.query("update containers set location = 'A_01_01_1' where id = $1", [a.id]),
      ),
    ).rejects.toThrow('stands at no slot');
  });

  it('refuses a box stored with a location, and lets one stored without it wait for its slot', async () => {
    const store = (c: pg.PoolClient, location: string | null) =>
      c.query(
        `insert into containers (number, size_type, size_feet, gate_in_at, location)
         values ($1, '22G1', 20, now(), $2) returning id`,
        [makeContainerNumber('TSL', 'U', location ? 1 : 2), location],
      );
    await expect(transaction((c) => store(c, 'A_01_01_1'))).rejects.toThrow(
      'stands at no slot but its location says A_01_01_1',
    );
    // Stored first, placed later in the transaction: checked once it has its slot.
    await transaction(async (c) => {
      const { rows } = await store(c, null);
      await stand(c, rows[0].id, ['A_01_01'], 1);
    });
    const { rows } = await t.database.pool.query('select location from containers');
    expect(rows).toEqual([{ location: 'A_01_01_1' }]);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'lets only one of two concurrent transactions take the support from under a new box',
    async () => {
      const [low, high] = await newBoxes(t, [20, 20]);
      await transaction((c) => stand(c, low.id, ['A_02_01'], 1));
      const [remove, add] = [await t.database.pool.connect(), await t.database.pool.connect()];
      try {
        await remove.query('begin');
        await add.query('begin');
        await remove.query('delete from slot_occupancy where container_id = $1', [low.id]);
        await remove.query('update containers set location = null where id = $1', [low.id]);
        await stand(add, high.id, ['A_02_01'], 2);
        const results = await Promise.allSettled([remove.query('commit'), add.query('commit')]);
        expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
      } finally {
        remove.release();
        add.release();
      }
      await t.database.pool.query(
        'select check_yard(array(select id from cells), array(select id from containers))',
      );
    },
  );
});
