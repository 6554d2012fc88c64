import { BUILT_IN_ROLES } from '@yardline/domain/auth/roles';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream } from '../../../test/support/event-stream.ts';
import { useGateApp } from '../../../test/support/gate-app.ts';
import { SESSION_COOKIE } from '../../plugins/access.ts';
import { GATE_MACHINE, GATE_ROLES, useGateTasks } from './test-gate-tasks.ts';

// The tasks a gate-in makes (doc 2 §3 gateInTasks, planningGeneratedTasks; the terminal's
// enableStandardTaskAtGateIn): made in the gate-in's transaction, each with its machine.
const g = useGateApp();
const { t, cookies, query, newNumber, container, truck, gateIn, gatedIn } = g;
const { storedTasks } = useGateTasks(g);

/** The terminal's setting, changed as a superadmin changes it. */
async function standardTasks(on: boolean) {
  const response = await t.request('PUT', '/rest/metadata', {
    cookie: cookies.superadmin,
    body: { enableStandardTaskAtGateIn: on },
  });
  expect(response.statusCode, response.body).toBe(200);
}

afterEach(async () => {
  await query("delete from metadata where key = 'enableStandardTaskAtGateIn'");
});

describe('a gate-in with the tasks the clerk chose', () => {
  it("makes each on its box, to the box's slot, with its machine, in the gate-in", async () => {
    const [a, b] = [newNumber(), newNumber()];
    const response = await gateIn(
      truck({
        container1Data: container(a),
        container2Data: container(b, { tagId: 'DummyTag' }),
        gateInTasks: [{ containerNumber: b, taskType: 'Weighbridge', deliveryMode: 'Loaded' }],
        planningGeneratedTasks: [
          // Planning's task goes to the slot the box is put on, whatever slot it names.
          { taskType: 'Offloading', deliveryMode: 'ForkLift', toLocationDetails: 'B_01_02_1' },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { containers, tasks } = response.json();
    expect(containers.map((box: { location: string }) => box.location)).toEqual([
      'A_01_01_1',
      'A_01_02_1',
    ]);
    expect(tasks).toEqual([
      {
        id: expect.any(Number),
        containerNumber: b,
        taskType: 'Weighbridge',
        deliveryMode: 'Loaded',
        fromLocation: 'Trailer',
        toLocation: 'Slot',
        toLocationDetails: 'A_01_02_1',
        assignedToMachine: GATE_MACHINE,
      },
      {
        id: expect.any(Number),
        containerNumber: a,
        taskType: 'Offloading',
        deliveryMode: 'ForkLift',
        fromLocation: 'Trailer',
        toLocation: 'Slot',
        toLocationDetails: 'A_01_01_1',
        assignedToMachine: GATE_MACHINE,
      },
    ]);
    expect((await storedTasks()).map((task) => [task.reason, task.source])).toEqual([
      ['nearest', 'gate'],
      ['nearest', 'gate'],
    ]);
    // On the tasks screen's list and on the machine's handheld queue.
    const queue = await t.request('GET', `/rest/tasks?machine=${GATE_MACHINE}`, {
      cookie: cookies.operator,
    });
    expect(
      queue
        .json()
        .tasks.map((task: { taskId: number }) => task.taskId)
        .sort(),
    ).toEqual(tasks.map((task: { id: number }) => task.id).sort());
  });

  it('makes no standard task beside a chosen one, even with the setting on', async () => {
    await standardTasks(true);
    const number = newNumber();
    const response = await gateIn(
      truck({
        container1Data: container(number),
        gateInTasks: [{ containerNumber: number, taskType: 'Examination', deliveryMode: 'Labour' }],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await storedTasks()).map((task) => task.task_type)).toEqual(['Examination']);
  });

  it.each([
    [
      { gateInTasks: [{ taskType: 'Offloading' }] },
      'Choose delivery mode for generated task for container 1',
    ],
    [
      { gateInTasks: [{ deliveryMode: 'Loaded' }] },
      'Choose task type for generated task for container 1',
    ],
    [
      { planningGeneratedTasks: [{ deliveryMode: 'Loaded' }] },
      'Choose task type for generated task for container 1',
    ],
    [
      { gateInTasks: [{ taskType: 'Shifting', deliveryMode: 'Loaded' }] },
      'Task type Shifting is not made here: choose Grounding, Offloading, Weighbridge, Examination.',
    ],
    [
      { gateInTasks: [{ taskType: 'Grounding', deliveryMode: 'Export Out' }] },
      'Delivery mode Export Out does not go with Grounding: choose Loaded, ForkLift, Crane de-stuff, Labour.',
    ],
    [
      {
        gateInTasks: [
          { containerNumber: 'MSCU1234569', taskType: 'Grounding', deliveryMode: 'Loaded' },
        ],
      },
      "MSCU1234569 is not one of this truck's containers.",
    ],
    [
      {
        gateInTasks: [{ taskType: 'Grounding', deliveryMode: 'Loaded' }],
        planningGeneratedTasks: [{ taskType: 'Grounding', deliveryMode: 'Labour' }],
      },
      'Another task already exist with same task type, container number, from and to locations',
    ],
  ])('refuses tasks %j with %s, writing nothing', async (tasks, message) => {
    await standardTasks(true);
    const response = await gateIn(truck({ container1Data: container(newNumber()), ...tasks }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await query('select id from containers')).toEqual([]);
    expect(await storedTasks()).toEqual([]);
  });

  it('refuses more than two tasks of a list as bad input', async () => {
    const task = { taskType: 'Grounding', deliveryMode: 'Loaded' };
    const response = await gateIn(
      truck({ container1Data: container(newNumber()), gateInTasks: [task, task, task] }),
    );
    expect(response.statusCode).toBe(400);
    expect(await storedTasks()).toEqual([]);
  });

  it('is for the roles that see the gate: each makes its tasks, no one else makes any', async () => {
    for (const role of BUILT_IN_ROLES) {
      const number = newNumber();
      const response = await gateIn(
        truck({
          container1Data: container(number),
          gateInTasks: [{ taskType: 'Grounding', deliveryMode: 'Loaded' }],
        }),
        role,
      );
      const allowed = GATE_ROLES.includes(role);
      expect(response.statusCode, role).toBe(allowed ? 200 : 403);
      expect(
        await query('select count(*)::int as n from tasks where container_number = $1', [number]),
        role,
      ).toEqual([{ n: allowed ? 1 : 0 }]);
    }
  });
});

describe('a gate-in without a chosen task', () => {
  it('makes the standard task for each box when the terminal says so, and names it live', async () => {
    await standardTasks(true);
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(url, `${SESSION_COOKIE}=${cookies.admin}`);
    try {
      const [a, b] = [newNumber(), newNumber()];
      const response = await gateIn(
        truck({
          container1Data: container(a),
          container2Data: container(b, { tagId: 'DummyTag' }),
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const standard = (number: string, slot: string) => ({
        container_number: number,
        task_type: 'Offloading',
        delivery_mode: 'Loaded',
        from_location: 'Trailer',
        to_location: 'Slot',
        to_location_details: slot,
        assigned_to_machine: GATE_MACHINE,
        reason: 'nearest',
        source: 'gate',
      });
      expect(await storedTasks()).toEqual([standard(a, 'A_01_01_1'), standard(b, 'A_01_02_1')]);
      const ids = response.json().tasks.map((task: { id: number }) => task.id);
      expect(ids).toHaveLength(2);
      const created = await stream.next((e) => e.type === 'task.created');
      expect(created.data).toEqual({
        tasks: ids.map((taskId: number, i: number) => ({
          taskId,
          containerNumber: [a, b][i],
          taskType: 'Offloading',
          assignedToMachine: GATE_MACHINE,
        })),
      });
    } finally {
      stream.close();
    }
  });

  it('makes it only for the box the clerk chose none for', async () => {
    await standardTasks(true);
    const [a, b] = [newNumber(), newNumber()];
    const response = await gateIn(
      truck({
        container1Data: container(a),
        container2Data: container(b, { tagId: 'DummyTag' }),
        gateInTasks: [{ containerNumber: a, taskType: 'Grounding', deliveryMode: 'Labour' }],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await storedTasks()).map((task) => [task.container_number, task.task_type])).toEqual([
      [a, 'Grounding'],
      [b, 'Offloading'],
    ]);
  });

  it('makes none when the setting is off (the default)', async () => {
    const response = await gateIn(truck({ container1Data: container(newNumber()) }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().tasks).toEqual([]);
    expect(await storedTasks()).toEqual([]);
  });

  it('is a setting only a superadmin changes', async () => {
    for (const role of BUILT_IN_ROLES.filter((role) => role !== 'superadmin')) {
      const response = await t.request('PUT', '/rest/metadata', {
        cookie: cookies[role],
        body: { enableStandardTaskAtGateIn: true },
      });
      expect(response.statusCode, role).toBe(403);
    }
    const bad = await t.request('PUT', '/rest/metadata', {
      cookie: cookies.superadmin,
      body: { enableStandardTaskAtGateIn: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    const read = await t.request('GET', '/rest/metadata', { cookie: cookies.gateinuser });
    expect(read.json().enableStandardTaskAtGateIn).toBe(false);
  });
});

describe('a gate-in and its tasks are one', () => {
  /** Makes every insert into `table` fail while `run` runs. */
  async function failingInserts(table: string, run: () => Promise<void>) {
    await query(`create or replace function refuse_insert() returns trigger language plpgsql as
                 $$ begin raise exception 'refused for the test'; end $$`);
    await query(`create trigger refuse_insert before insert on ${table}
                 for each row execute function refuse_insert()`);
    try {
      await run();
    } finally {
      await query(`drop trigger refuse_insert on ${table}`);
      await query('drop function refuse_insert()');
    }
  }

  it('keeps no box whose task could not be made', async () => {
    await standardTasks(true);
    await failingInserts('tasks', async () => {
      const response = await gateIn(truck({ container1Data: container(newNumber()) }));
      expect(response.statusCode).toBe(500);
    });
    expect(await query('select id from containers')).toEqual([]);
    expect(await query('select id from movements')).toEqual([]);
    expect(await query('select id from gate_transactions')).toEqual([]);
    expect(await query('select * from slot_occupancy')).toEqual([]);
  });

  it('keeps no task whose gate-in could not be recorded', async () => {
    await standardTasks(true);
    await failingInserts('gate_transactions', async () => {
      const response = await gateIn(truck({ container1Data: container(newNumber()) }));
      expect(response.statusCode).toBe(500);
    });
    expect(await storedTasks()).toEqual([]);
    expect(await query('select id from containers')).toEqual([]);
  });

  it('keeps no task whose box the yard refused', async () => {
    await standardTasks(true);
    await gatedIn(newNumber());
    const response = await gateIn(
      truck({
        container1Data: container(newNumber(), { slot: 'A_01_01_1' }),
        gateInTasks: [{ taskType: 'Grounding', deliveryMode: 'Loaded' }],
      }),
    );
    expect(response.statusCode, response.body).toBe(409);
    // Only the first box's standard task.
    expect((await storedTasks()).map((task) => task.to_location_details)).toEqual(['A_01_01_1']);
    expect(await query('select count(*)::int as n from containers')).toEqual([{ n: 1 }]);
  });

  it('makes the tasks once for a resent gate-in', async () => {
    await standardTasks(true);
    const body = truck({ container1Data: container(newNumber()) });
    const headers = { 'idempotency-key': 'gate-task-resend' };
    const [first, second] = await Promise.all([
      gateIn(body, 'gateinuser', headers),
      gateIn(body, 'gateinuser', headers),
    ]);
    expect(second.json()).toEqual(first.json());
    expect(await storedTasks()).toHaveLength(1);
  });
});
