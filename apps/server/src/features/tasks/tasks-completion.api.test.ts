import { TASK_MESSAGES } from '@yardline/domain/tasks/task-rules';
import { describe, expect, it } from 'vitest';
import { useGateApp } from '../../../test/support/gate-app.ts';
import { task, useTasks } from './test-tasks.ts';

// Completing tasks: the ledger's moves, the machines credited, the dashboard's counts.
const g = useGateApp();
const { t, cookies, query } = g;
const { saved, complete, stream } = useTasks(g);

describe('POST /rest/tasks/complete', () => {
  it('lists the gate-in tasks as tasks, and completing one credits the offloading machine', async () => {
    const number = g.newNumber();
    const response = await g.gateIn(
      g.truck({
        container1Data: g.container(number),
        gateInTasks: [{ containerNumber: number, taskType: 'Offloading', deliveryMode: 'Loaded' }],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const location = response.json().containers[0].location as string;
    const list = await t.request('GET', `/rest/tasks?searchText=${number}&skip=0&limit=15`, {
      cookie: cookies.admin,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      totalCount: 1,
      tasks: [
        {
          containerNumber: number,
          taskType: 'Offloading',
          fromLocation: 'Trailer',
          toLocation: 'Slot',
          toLocationDetails: location,
          source: 'gate',
          completionDate: null,
        },
      ],
    });
    const taskId = list.json().tasks[0].taskId as number;
    // The gate told the open screens and handhelds about its task.
    await stream.next(
      (e) => e.type === 'task.created' && e.data.tasks.some((x) => x.taskId === taskId),
    );
    const done = await complete([taskId], 'operator', 'RS-07');
    expect(done.json()).toEqual({
      outcomes: [{ taskId, completed: true, reason: null, moves: [] }],
    });
    const movements = await query(
      'select machine, shifting from movements m join containers c on c.id = m.container_id where c.number = $1',
      [number],
    );
    expect(movements).toEqual([{ machine: 'RS-07', shifting: false }]);
  });

  it('completing a task moves the box through the ledger in the same transaction', async () => {
    const number = g.newNumber();
    const from = await g.gatedIn(number);
    const [created] = await saved([task(number, { fromLocation: from, taskType: 'Grounding' })]);
    const taskId = created?.taskId as number;
    const event = await stream.next(
      (e) => e.type === 'task.created' && e.data.tasks.some((x) => x.taskId === taskId),
    );
    expect(event).toMatchObject({ data: { tasks: [{ containerNumber: number }] } });

    const done = await complete([taskId]);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().outcomes[0]).toMatchObject({
      completed: true,
      moves: [{ number, from, to: 'B_01_02_1', shifting: false }],
    });
    const [box] = await query('select location from containers where number = $1', [number]);
    expect(box).toEqual({ location: 'B_01_02_1' });
    const [moved] = await query(
      "select machine, shifting, source from movements m join containers c on c.id = m.container_id where c.number = $1 and m.source = 'tasks'",
      [number],
    );
    expect(moved).toEqual({ machine: 'RS-01', shifting: false, source: 'tasks' });
    await stream.next((e) => e.type === 'task.completed' && e.data.tasks[0]?.taskId === taskId);
    await stream.next(
      (e) => e.type === 'container.moved' && e.data.moves.some((m) => m.number === number),
    );

    // Completing it again does nothing more.
    const again = await complete([taskId]);
    expect(again.json().outcomes[0]).toMatchObject({
      completed: false,
      reason: TASK_MESSAGES.alreadyCompleted(taskId),
    });
    const listed = await t.request(
      'GET',
      `/rest/tasks?searchText=${number}&includeCompleted=true`,
      {
        cookie: cookies.operator,
      },
    );
    expect(listed.json().tasks[0].completionDate).not.toBeNull();
    const open = await t.request('GET', `/rest/tasks?searchText=${number}`, {
      cookie: cookies.operator,
    });
    expect(open.json().totalCount).toBe(0);
  });

  it('a move the ledger refuses leaves the task pending and says why', async () => {
    const [a, b] = [g.newNumber(), g.newNumber()];
    const aAt = await g.gatedIn(a);
    await g.gatedIn(b);
    const [free] = await query(
      "select ce.full_name || '_1' as slot from cells ce where ce.pair_half is null and not exists (select 1 from slot_occupancy o where o.cell_id = ce.id) order by ce.id limit 1",
    );
    const [created] = await saved([
      task(a, { fromLocation: aAt, toLocationDetails: free?.slot, taskType: 'Grounding' }),
    ]);
    // b is put on a once the task is made: a cannot leave from under it.
    const [bBox] = await query('select id from containers where number = $1', [b]);
    const onA = aAt.replace(/\d$/, (height) => String(Number(height) + 1));
    const moved = await t.request('POST', '/rest/yard/updateLocation', {
      cookie: cookies.admin,
      body: [{ containerId: bBox?.id, newLocation: onA }],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const refused = await complete([created?.taskId as number]);
    expect(refused.statusCode).toBe(200);
    const outcome = refused.json().outcomes[0];
    expect(outcome.completed).toBe(false);
    expect(outcome.reason).toContain(b);
    const [row] = await query('select completed_at from tasks where id = $1', [created?.taskId]);
    expect(row).toEqual({ completed_at: null });
    const [box] = await query('select location from containers where number = $1', [a]);
    expect(box).toEqual({ location: aAt });
  });

  it('a Shifting task records a shifting move; a task to a Trailer takes the box off its slot', async () => {
    const [a, b] = [g.newNumber(), g.newNumber()];
    const aAt = await g.gatedIn(a);
    const bAt = await g.gatedIn(b);
    const [shift] = await saved([
      task(a, { fromLocation: aAt, toLocationDetails: 'A_02_03_1', taskType: 'Shifting' }),
    ]);
    const [load] = await saved([
      task(b, {
        fromLocation: bAt,
        taskType: 'Export Loading',
        deliveryMode: 'Export Out',
        toLocation: 'Trailer',
        toLocationDetails: 'MH04AB1234',
      }),
    ]);
    const done = await complete([shift?.taskId as number, load?.taskId as number]);
    expect(done.json().outcomes.map((o: { completed: boolean }) => o.completed)).toEqual([
      true,
      true,
    ]);
    const rows = await query(
      "select c.number, m.to_location, m.shifting from movements m join containers c on c.id = m.container_id where m.source = 'tasks' and c.number in ($1, $2) order by c.number",
      [a, b],
    );
    expect(rows).toEqual(
      [
        { number: a, to_location: 'A_02_03_1', shifting: true },
        { number: b, to_location: 'Trailer MH04AB1234', shifting: false },
      ].sort((x, y) => x.number.localeCompare(y.number)),
    );
    const [bBox] = await query('select location, dispatch_at from containers where number = $1', [
      b,
    ]);
    expect(bBox).toEqual({ location: null, dispatch_at: null });
  });

  it("counts a renamed machine's moves once on the dashboard; each movement keeps the name it was made under", async () => {
    const added = await t.request('POST', '/rest/machines', {
      cookie: cookies.admin,
      body: { machineName: 'RS-OLD', machineType: 'Reach-Stacker' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const machineId = added.json().machine.id as number;
    /** Gates a box in and has the machine load it onto a trailer (a productive move). */
    const loadOne = async (machine: string) => {
      const number = g.newNumber();
      const from = await g.gatedIn(number);
      const [load] = await saved([
        task(number, {
          fromLocation: from,
          taskType: 'Export Loading',
          deliveryMode: 'Export Out',
          toLocation: 'Trailer',
          toLocationDetails: 'MH04AB1234',
          assignedToMachine: machine,
        }),
      ]);
      const done = await complete([load?.taskId as number]);
      expect(done.json().outcomes[0], done.body).toMatchObject({ completed: true });
      return number;
    };
    const before = await loadOne('RS-OLD');
    const renamed = await t.request('PUT', `/rest/machines/${machineId}`, {
      cookie: cookies.admin,
      body: { machineName: 'RS-NEW', machineType: 'Reach-Stacker' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await loadOne('RS-NEW');

    const moves = await query(
      "select c.number, m.machine, m.machine_id from movements m join containers c on c.id = m.container_id where m.source = 'tasks' and c.number in ($1, $2) order by m.id",
      [before, after],
    );
    expect(moves).toEqual([
      { number: before, machine: 'RS-OLD', machine_id: machineId },
      { number: after, machine: 'RS-NEW', machine_id: machineId },
    ]);
    const dashboard = await t.request('GET', '/rest/dashboard/machines?period=day', {
      cookie: cookies.admin,
    });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const rows = (
      dashboard.json().machineMovements as {
        machine: string;
        movements: { productiveCount: number }[];
      }[]
    ).filter((m) => m.machine.startsWith('RS-OLD') || m.machine.startsWith('RS-NEW'));
    expect(rows).toEqual([
      { machine: 'RS-NEW', movements: [expect.objectContaining({ productiveCount: 2 })] },
    ]);
  });

  it('concurrent completions of one task have one effect', async () => {
    const number = g.newNumber();
    const from = await g.gatedIn(number);
    const [created] = await saved([
      task(number, { fromLocation: from, toLocationDetails: 'A_02_02_1' }),
    ]);
    const id = created?.taskId as number;
    const answers = await Promise.all([complete([id]), complete([id]), complete([id])]);
    const done = answers.filter((a) => a.json().outcomes[0].completed);
    expect(done).toHaveLength(1);
    const moves = await query(
      "select count(*)::int as n from movements m join containers c on c.id = m.container_id where c.number = $1 and m.source = 'tasks'",
      [number],
    );
    expect(moves).toEqual([{ n: 1 }]);
  });

  it('a completion resent with its Idempotency-Key answers as the first did', async () => {
    const number = g.newNumber();
    const from = await g.gatedIn(number);
    const [created] = await saved([
      task(number, { fromLocation: from, toLocationDetails: 'A_02_01_1' }),
    ]);
    const send = () =>
      t.request('POST', '/rest/tasks/complete', {
        cookie: cookies.operator,
        body: { ids: String(created?.taskId), machine: 'RS-03' },
        headers: { 'idempotency-key': 'handheld-1' },
      });
    const first = await send();
    const again = await send();
    expect(first.json().outcomes[0]).toMatchObject({ completed: true });
    expect(again.json()).toEqual(first.json());
  });
});

describe('GET /rest/dashboard/machines', () => {
  it('counts the ledger’s moves per machine and day and the completed tasks, with averages', async () => {
    const [a, b] = [g.newNumber(), g.newNumber()];
    const aAt = await g.gatedIn(a);
    const bAt = await g.gatedIn(b);
    // Off the stack, so no slot can refuse them: one productive move, one shifting.
    const offStack = { toLocation: 'Export Zone', toLocationDetails: undefined };
    const machine = { assignedToMachine: 'RS-DASH' };
    const created = await saved([
      task(a, { ...offStack, ...machine, fromLocation: aAt, taskType: 'Grounding' }),
      task(b, { ...offStack, ...machine, fromLocation: bAt, taskType: 'Shifting' }),
    ]);
    const done = await complete(created.map((c) => c.taskId));
    expect(done.json().outcomes.every((o: { completed: boolean }) => o.completed)).toBe(true);
    const answer = await t.request('GET', '/rest/dashboard/machines?period=custom', {
      cookie: cookies.admin,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json();
    const mine = data.machineMovements.find((m: { machine: string }) => m.machine === 'RS-DASH');
    expect(mine?.movements).toEqual([
      { date: expect.any(String), productiveCount: 1, wasteCount: 1 },
    ]);
    expect(data.noOfDays).toBe(1);
    expect(data.averageMovements).toBe(data.totalMovements);
    const tasksOf = data.machineTasks.find((m: { machine: string }) => m.machine === 'RS-DASH');
    expect(tasksOf?.tasks).toEqual([
      { taskType: 'Grounding', count: 1 },
      { taskType: 'Shifting', count: 1 },
    ]);
    expect(
      (await t.request('GET', '/rest/dashboard/machines', { cookie: cookies.operator })).statusCode,
    ).toBe(403);
  });
});
