import { destinationSlot } from '@yardline/domain/tasks/task-rules';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { newBoxes, useYardDatabase } from './support/yard-boxes.ts';

// Slot holds are kept by the database (migration 0042), for any SQL, not only the services':
// triggers on tasks and plan_containers hold and release, the yard refuses another box at commit.
const { t, cell, transaction } = useYardDatabase(
  'delete from tasks; delete from plans; delete from containers',
);

const sql = async (text: string, values: unknown[] = []) =>
  (await t.database.pool.query(text, values)).rows;

/** An open task for a box (or a number not known yet), taking it `to` (with `details`). */
async function newTask(
  box: { id: number | null; number: string },
  to: string | null,
  details: string | null = null,
  client: Pick<pg.PoolClient, 'query'> = t.database.pool,
): Promise<number> {
  const { rows } = await client.query(
    `insert into tasks (container_id, container_number, task_type, delivery_mode, to_location,
                        to_location_details, source)
     values ($1, $2, 'Grounding', 'Loaded', $3, $4, 'tasks') returning id`,
    [box.id, box.number, to, details],
  );
  return rows[0].id;
}

/** Stands a box on one cell at a height, its location matching. */
const stand = (client: pg.PoolClient, id: number, name: string, height: number) =>
  client
    .query('insert into slot_occupancy (cell_id, height, container_id) values ($1, $2, $3)', [
      cell[name],
      height,
      id,
    ])
    .then(() =>
      client.query('update containers set location = $2 where id = $1', [id, `${name}_${height}`]),
    );

/** The holds as `cell_height holder box`, in order. */
const holds = async () =>
  (
    await sql(`
      select ce.full_name || '_' || h.height || ' ' ||
             coalesce('task ' || h.task_id, 'plan ' || h.plan_id) || ' ' ||
             coalesce(h.container_id::text, '-') as hold
      from slot_holds h join cells ce on ce.id = h.cell_id
      order by ce.full_name, h.height`)
  ).map((row) => row.hold);

describe('slot holds in the database', () => {
  it('holds an open task’s destination, moves the hold with an edit, releases it when done or deleted', async () => {
    const [a] = await newBoxes(t, [20]);
    const id = await newTask(a, 'Slot', 'A_01_02_1');
    expect(await holds()).toEqual([`A_01_02_1 task ${id} ${a.id}`]);
    // Edited to another slot, then off the stack: the hold follows, then goes.
    await sql('update tasks set to_location_details = $2 where id = $1', [id, 'A_01_03_1']);
    expect(await holds()).toEqual([`A_01_03_1 task ${id} ${a.id}`]);
    await sql(
      "update tasks set to_location = 'Export Zone', to_location_details = null where id = $1",
      [id],
    );
    expect(await holds()).toEqual([]);
    await sql(
      "update tasks set to_location = 'Slot', to_location_details = 'A_01_03_1' where id = $1",
      [id],
    );
    await sql('update tasks set completed_at = now() where id = $1', [id]);
    expect(await holds()).toEqual([]);
    const other = await newTask(a, 'Slot', 'A_01_03_1');
    await sql('delete from tasks where id = $1', [other]);
    expect(await holds()).toEqual([]);
  });

  it('keeps the hold’s age through an edit that does not change where the task goes', async () => {
    const [a] = await newBoxes(t, [20]);
    const id = await newTask(a, 'Slot', 'A_01_02_1');
    await sql("update slot_holds set created_at = now() - interval '2 days'");
    await sql(
      "update tasks set assigned_to_machine = 'RS-09', to_location_details = 'A_01_02_1' where id = $1",
      [id],
    );
    const [row] = await sql("select created_at < now() - interval '1 day' as old from slot_holds");
    expect(row).toEqual({ old: true });
  });

  it('reads a destination as the domain does (destinationSlot), holding only slots the yard has', async () => {
    const destinations: [string, string | null][] = [
      ['Slot', ' A_02_01_1 '],
      ['A_02_02_1', null],
      ['slot', 'A_02_03_1'],
      ['Slot', 'C_01_01_1, C_01_02_1'],
      ['Slot', 'Z_01_01_1'],
      ['Slot', 'A_01_01_1,A_01_02_1,A_01_03_1'],
      ['Slot', 'A_01_01_10'],
      ['Export Zone', null],
      ['Trailer', 'MH04AB1234'],
    ];
    const held: string[] = [];
    for (const [to, details] of destinations) {
      const id = await newTask({ id: null, number: 'MSKU1234565' }, to, details);
      const slot = destinationSlot({ toLocation: to, toLocationDetails: details });
      const keys = slot?.split(',').map((key) => key.trim()) ?? [];
      // The database holds the keys of the slots the yard has, all of a location or none.
      if (keys.length > 0 && keys.every((key) => cell[key.slice(0, -2)] !== undefined)) {
        held.push(...keys.map((key) => `${key} task ${id} -`));
      }
    }
    expect(held).toHaveLength(5);
    expect(await holds()).toEqual(held.sort());
  });

  it('promises a slot once: a second task, or a plan, for another box is refused naming the holder', async () => {
    const [a, b] = await newBoxes(t, [20, 20]);
    const id = await newTask(a, 'Slot', 'A_01_02_1');
    await expect(newTask(b, 'Slot', 'A_01_02_1')).rejects.toThrow(
      `Slot A_01_02_1 is held by task ${id} (${a.number})`,
    );
    // A task typed before its box was known holds the slot from every box.
    await expect(newTask({ id: null, number: b.number }, 'Slot', 'A_01_02_1')).rejects.toThrow(
      'is held by task',
    );
    const [plan] = await sql("insert into plans (name) values ('Vessel 7') returning id");
    await expect(
      sql(
        "insert into plan_containers (container_id, plan_id, location, planning_order) values ($1, $2, 'A_01_02_1', 1)",
        [b.id, plan.id],
      ),
    ).rejects.toThrow(`Slot A_01_02_1 is held by task ${id} (${a.number})`);
    // The key has the last word, whoever writes: one row per slot, with one holder.
    await expect(
      sql('insert into slot_holds (cell_id, height, task_id) values ($1, 1, $2)', [
        cell.A_01_02,
        id,
      ]),
    ).rejects.toThrow('slot_holds_cell_id_height_pk');
    await expect(
      sql('insert into slot_holds (cell_id, height) values ($1, 1)', [cell.A_01_03]),
    ).rejects.toThrow('slot_holds_one_holder');
  });

  it('refuses a hold on a slot another box stands in, and another box in a held slot at commit', async () => {
    const [a, b, c] = await newBoxes(t, [20, 20, 20]);
    await transaction((client) => stand(client, a.id, 'A_01_01', 1));
    await expect(newTask(b, 'Slot', 'A_01_01_1')).rejects.toThrow(
      `Slot A_01_01_1 is taken by ${a.number}: only a free slot can be held`,
    );
    // The box standing there may be promised its own slot (a gate-in's task).
    await newTask(a, 'Slot', 'A_01_01_1');
    const id = await newTask(b, 'Slot', 'A_01_02_1');
    await expect(transaction((client) => stand(client, c.id, 'A_01_02', 1))).rejects.toThrow(
      `Slot A_01_02_1 is held by task ${id} (${b.number})`,
    );
    // Its own box may take it; done in the same transaction, the task may release it first.
    await transaction((client) => stand(client, b.id, 'A_01_02', 1));
    await transaction(async (client) => {
      const other = await newTask(c, 'Slot', 'A_01_03_1', client);
      await client.query('update tasks set completed_at = now() where id = $1', [other]);
      await stand(client, c.id, 'A_01_03', 1);
    });
  });

  it('holds a plan’s slots while its boxes wait; an arrival, a changed plan or its deletion releases them', async () => {
    const [a, b] = await newBoxes(t, [20, 40]);
    const [plan] = await sql("insert into plans (name) values ('Vessel 7') returning id");
    await sql(
      `insert into plan_containers (container_id, plan_id, location, planning_order)
       values ($1, $3, 'A_02_01_1', 1), ($2, $3, 'C_01_03_1,C_01_04_1', 2)`,
      [a.id, b.id, plan.id],
    );
    expect(await holds()).toEqual([
      `A_02_01_1 plan ${plan.id} ${a.id}`,
      `C_01_03_1 plan ${plan.id} ${b.id}`,
      `C_01_04_1 plan ${plan.id} ${b.id}`,
    ]);
    // a arrives elsewhere: its plan's slot is free again (the engine reads plans so too).
    await transaction((client) => stand(client, a.id, 'A_01_01', 1));
    expect(await holds()).toEqual([
      `C_01_03_1 plan ${plan.id} ${b.id}`,
      `C_01_04_1 plan ${plan.id} ${b.id}`,
    ]);
    await sql(
      "update plan_containers set location = 'C_01_01_1,C_01_02_1' where container_id = $1",
      [b.id],
    );
    expect(await holds()).toEqual([
      `C_01_01_1 plan ${plan.id} ${b.id}`,
      `C_01_02_1 plan ${plan.id} ${b.id}`,
    ]);
    await sql('delete from plans where id = $1', [plan.id]);
    expect(await holds()).toEqual([]);
  });

  it('lets a task carry out its box’s plan, and gives the slot back to the plan when the task goes', async () => {
    const [a] = await newBoxes(t, [20]);
    const [plan] = await sql("insert into plans (name) values ('Vessel 7') returning id");
    await sql(
      "insert into plan_containers (container_id, plan_id, location, planning_order) values ($1, $2, 'A_02_01_1', 1)",
      [a.id, plan.id],
    );
    const id = await newTask(a, 'Slot', 'A_02_01_1');
    expect(await holds()).toEqual([`A_02_01_1 task ${id} ${a.id}`]);
    // The plan saved again leaves the task holding it.
    await sql('delete from plan_containers where container_id = $1', [a.id]);
    await sql(
      "insert into plan_containers (container_id, plan_id, location, planning_order) values ($1, $2, 'A_02_01_1', 1)",
      [a.id, plan.id],
    );
    expect(await holds()).toEqual([`A_02_01_1 task ${id} ${a.id}`]);
    await sql('delete from tasks where id = $1', [id]);
    expect(await holds()).toEqual([`A_02_01_1 plan ${plan.id} ${a.id}`]);
  });

  it('says the holds changed once per transaction, through the outbox', async () => {
    const [a, b] = await newBoxes(t, [20, 20]);
    await sql('delete from event_outbox');
    await transaction(async (client) => {
      await newTask(a, 'Slot', 'A_01_02_1', client);
      await newTask(b, 'Slot', 'A_01_03_1', client);
    });
    await newTask(a, 'Export Zone', null);
    const events = (await sql('select payload from event_outbox order by id')).map((row) =>
      JSON.parse(row.payload),
    );
    expect(events).toEqual([
      { type: 'slot.holds-changed', at: expect.stringMatching(/Z$/), data: {} },
    ]);
  });
});
