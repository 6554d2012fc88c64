import { TASK_MESSAGES } from '@yardline/domain/tasks/task-rules';
import { describe, expect, it } from 'vitest';
import { useGateApp } from '../../../test/support/gate-app.ts';
import { task, useTasks } from './test-tasks.ts';

// A buried box: the answer names the boxes on it, and its shifting tasks clear it.
const g = useGateApp();
const { t, cookies, query } = g;
const { save, complete, stream } = useTasks(g);

interface Listed {
  taskId: number;
  containerNumber: string;
  taskType: string;
  fromLocation: string;
  toLocation: string;
  toLocationDetails: string;
  assignedToMachine: string;
  parentTaskId: number | null;
  shiftOrder: number | null;
  source: string;
  boxesOnTop?: string[];
  boxesToShift?: string[];
}

/** Saves tasks, expecting success; the saved tasks as answered. */
async function saved(tasks: unknown[]): Promise<Listed[]> {
  const response = await save(tasks);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().tasks;
}

const shifts = (id: number | string, role = 'operator', pagePath = '/tasks') =>
  t.request('POST', `/rest/tasks/${id}/shifts`, {
    cookie: cookies[role],
    headers: { pagepath: pagePath },
  });

/** Boxes gated into `slots` in order (the lowest first); their numbers. */
async function stack(...slots: string[]) {
  const numbers: string[] = [];
  for (const slot of slots) {
    const number = g.newNumber();
    const size = slot.includes(',') ? { containerSize: '40' } : {};
    expect(await g.gatedIn(number, { slot, ...size })).toBe(slot);
    numbers.push(number);
  }
  return numbers;
}

/** A task taking `number` off its slot onto a trailer, on RS-01. */
const loading = (number: string, from: string, over: Record<string, unknown> = {}) =>
  task(number, {
    fromLocation: from,
    taskType: 'Export Loading',
    deliveryMode: 'Export Out',
    toLocation: 'Trailer',
    toLocationDetails: 'MH04AB1234',
    ...over,
  });

const cellOf = (slot: string) => slot.replace(/_\d+$/, '');
const taskCount = async () =>
  (await query('select count(*)::int as n from tasks'))[0] as { n: number };

describe('a task for a buried box', () => {
  it('names the boxes on it; its shifting tasks, done top first, then the task, leave a legal yard', async () => {
    const [buried, middle, top] = (await stack('A_01_01_1', 'A_01_01_2', 'A_01_01_3')) as [
      string,
      string,
      string,
    ];
    const [created] = await saved([loading(buried, 'A_01_01_1')]);
    const taskId = created?.taskId as number;
    // The save's answer and the list say what stands on the box, top first.
    expect(created?.boxesOnTop).toEqual([top, middle]);
    expect(created?.boxesToShift).toEqual([top, middle]);
    const listed = await t.request('GET', `/rest/tasks?searchText=${buried}`, {
      cookie: cookies.operator,
    });
    expect(listed.json().tasks[0].boxesOnTop).toEqual([top, middle]);

    // Completing it is refused in a clerk's words, and nothing moves.
    const refused = await complete([taskId]);
    expect(refused.statusCode).toBe(200);
    expect(refused.json().outcomes).toEqual([
      {
        taskId,
        completed: false,
        reason: `2 boxes stand on ${buried}: ${top}, ${middle}.`,
        moves: [],
        boxesOnTop: [top, middle],
        boxesToShift: [top, middle],
      },
    ]);
    expect(refused.json().outcomes[0].reason).toBe(TASK_MESSAGES.buried(buried, [top, middle]));

    const made = await shifts(taskId);
    expect(made.statusCode, made.body).toBe(200);
    const [first, second] = made.json().tasks as Listed[];
    expect(made.json().tasks).toHaveLength(2);
    expect(first).toMatchObject({
      containerNumber: top,
      taskType: 'Shifting',
      fromLocation: 'A_01_01_3',
      toLocation: 'Slot',
      assignedToMachine: 'RS-01',
      parentTaskId: taskId,
      parentTaskCtrNumber: buried,
      parentTaskCtrSize: 20,
      shiftOrder: 1,
      source: 'tasks',
      // The top box has nothing on it; the one below it still has.
      boxesOnTop: [],
    });
    expect(second).toMatchObject({
      containerNumber: middle,
      fromLocation: 'A_01_01_2',
      parentTaskId: taskId,
      shiftOrder: 2,
      boxesOnTop: [top],
    });
    // Out of the stack, each in a column of its own.
    const to = [first?.toLocationDetails as string, second?.toLocationDetails as string];
    expect(to.map(cellOf)).not.toContain('A_01_01');
    expect(new Set(to.map(cellOf)).size).toBe(2);
    // Their slots are held for them (migration 0042), as every open task's destination is.
    const holds = await t.request('GET', '/rest/yard/holds', { cookie: cookies.operator });
    expect(
      (holds.json().holds as { location: string; holder: { taskId?: number } }[])
        .filter(
          (hold) => hold.holder.taskId === first?.taskId || hold.holder.taskId === second?.taskId,
        )
        .map((hold) => hold.location)
        .sort(),
    ).toEqual([...to].sort());
    await stream.next(
      (e) => e.type === 'task.created' && e.data.tasks.some((x) => x.taskId === second?.taskId),
    );

    // The task still has them on its box, all with their shifts.
    const after = await t.request('GET', `/rest/tasks/${taskId}`, { cookie: cookies.operator });
    expect(after.json()).toMatchObject({ boxesOnTop: [top, middle], boxesToShift: [] });

    // The driver's queue: the shifts just ahead of the task they clear, top box first.
    const queue = await t.request(
      'GET',
      '/rest/tasks?machine=RS-01&sortBy=generationDate&sortOrder=asc',
      { cookie: cookies.operator },
    );
    const ours = [taskId, first?.taskId, second?.taskId];
    const ids = (queue.json().tasks as Listed[])
      .map((x) => x.taskId)
      .filter((id) => ours.includes(id));
    expect(ids).toEqual([first?.taskId, second?.taskId, taskId]);

    // Out of order: the middle box still has the top one on it.
    const early = await complete([second?.taskId as number]);
    expect(early.json().outcomes[0]).toMatchObject({
      completed: false,
      reason: TASK_MESSAGES.buried(middle, [top]),
      boxesOnTop: [top],
      // The top box's shift is made: nothing more to offer.
      boxesToShift: [],
    });
    // So is the task itself, while any box stands on its box.
    expect((await complete([taskId])).json().outcomes[0].completed).toBe(false);

    const done = await complete([first?.taskId as number, second?.taskId as number, taskId]);
    expect(done.json().outcomes.map((o: { completed: boolean }) => o.completed)).toEqual([
      true,
      true,
      true,
    ]);
    const boxes = await query(
      'select number, location from containers where number = any($1) order by number',
      [[buried, middle, top]],
    );
    expect(boxes).toEqual(
      [
        { number: buried, location: null },
        { number: middle, location: to[1] },
        { number: top, location: to[0] },
      ].sort((a, b) => a.number.localeCompare(b.number)),
    );
    // Each shifted box stands on a box or the ground: the slot below each is taken.
    for (const slot of to) {
      const height = Number(slot.split('_').at(-1));
      const below = await query(
        'select count(*)::int as n from slot_occupancy o join cells c on c.id = o.cell_id where c.full_name = $1 and o.height < $2',
        [cellOf(slot), height],
      );
      expect(below).toEqual([{ n: height - 1 }]);
    }
    const moves = await query(
      "select c.number, m.shifting, m.machine from movements m join containers c on c.id = m.container_id where m.source = 'tasks' and c.number = any($1) order by m.id",
      [[buried, middle, top]],
    );
    expect(moves).toEqual([
      { number: top, shifting: true, machine: 'RS-01' },
      { number: middle, shifting: true, machine: 'RS-01' },
      { number: buried, shifting: false, machine: 'RS-01' },
    ]);
  });

  it('shifts 40 ft boxes to a 40 ft slot of their own', async () => {
    const [buried, top] = (await stack('C_01_01_1,C_01_02_1', 'C_01_01_2,C_01_02_2')) as [
      string,
      string,
    ];
    const [created] = await saved([
      loading(buried, 'C_01_01_1,C_01_02_1', { assignedToMachine: 'RS-40' }),
    ]);
    expect(created?.boxesOnTop).toEqual([top]);
    const made = await shifts(created?.taskId as number, 'admin', '/handheld');
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().tasks).toEqual([
      expect.objectContaining({
        containerNumber: top,
        toLocationDetails: 'C_01_03_1,C_01_04_1',
        assignedToMachine: 'RS-40',
        parentTaskCtrSize: 40,
        source: 'handheld',
      }),
    ]);
    const done = await complete([made.json().tasks[0].taskId, created?.taskId as number]);
    expect(done.json().outcomes.every((o: { completed: boolean }) => o.completed)).toBe(true);
  });

  it("never shifts a box twice: a box another task's shift already moves keeps its place in the order", async () => {
    const [bottom, middle, top] = (await stack('A_01_02_1', 'A_01_02_2', 'A_01_02_3')) as [
      string,
      string,
      string,
    ];
    const [forMiddle, forBottom] = await saved([
      loading(middle, 'A_01_02_2'),
      loading(bottom, 'A_01_02_1'),
    ]);
    const madeForMiddle = await shifts(forMiddle?.taskId as number);
    expect(madeForMiddle.json().tasks).toEqual([
      expect.objectContaining({ containerNumber: top, shiftOrder: 1 }),
    ]);
    const listed = await t.request('GET', `/rest/tasks/${forBottom?.taskId}`, {
      cookie: cookies.operator,
    });
    expect(listed.json()).toMatchObject({ boxesOnTop: [top, middle], boxesToShift: [middle] });
    const madeForBottom = await shifts(forBottom?.taskId as number);
    expect(madeForBottom.statusCode, madeForBottom.body).toBe(200);
    expect(madeForBottom.json().tasks).toEqual([
      expect.objectContaining({ containerNumber: middle, shiftOrder: 2 }),
    ]);
    // Asked again: every box on it has its shift.
    const before = await taskCount();
    const again = await shifts(forBottom?.taskId as number);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TASK_MESSAGES.shiftsOpen(bottom));
    expect(await taskCount()).toEqual(before);

    // Deleting a task leaves its shifts, no longer linked to it.
    const removed = await t.request('DELETE', `/rest/tasks?ids=${forBottom?.taskId}`, {
      cookie: cookies.admin,
    });
    expect(removed.statusCode).toBe(200);
    const left = await t.request('GET', `/rest/tasks/${madeForBottom.json().tasks[0].taskId}`, {
      cookie: cookies.operator,
    });
    expect(left.json()).toMatchObject({
      containerNumber: middle,
      parentTaskId: null,
      shiftOrder: 2,
    });
  });

  it('refuses what cannot be shifted, writing nothing: no box on top, a done task, no task, a bad id', async () => {
    const [alone] = (await stack('B_01_01_1')) as [string];
    const [free] = await saved([loading(alone, 'B_01_01_1')]);
    expect(free?.boxesOnTop).toEqual([]);
    const before = await taskCount();
    const nothing = await shifts(free?.taskId as number);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(TASK_MESSAGES.nothingOnTop(alone));

    expect((await complete([free?.taskId as number])).json().outcomes[0].completed).toBe(true);
    const done = await shifts(free?.taskId as number);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(TASK_MESSAGES.alreadyCompleted(free?.taskId as number));

    const missing = await shifts(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(TASK_MESSAGES.notFound(2_000_000_000));
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const answer = await shifts(bad);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().message).toEqual(expect.any(String));
    }
    expect(await taskCount()).toEqual(before);
  });

  it('makes none when one box has nowhere to go', async () => {
    // Area A full: besides the stack's column, only B_01_02 has room, for one of the two.
    const slots = (await query(`
      select c.id as cell, c.full_name as name, h from cells c
      join yard_rows r on r.id = c.row_id join areas a on a.id = r.area_id,
      generate_series(1, a.max_height) h where a.name = 'A'`)) as {
      cell: number;
      name: string;
      h: number;
    }[];
    await query(
      `with s as (select * from unnest($1::int[], $2::text[], $3::int[], $4::text[])
                    as s(cell, name, h, number)),
            b as (insert into containers (number, size_type, size_feet, gate_in_at, location)
                  select number, '22G1', 20, now(), name || '_' || h from s returning id, number)
       insert into slot_occupancy (container_id, cell_id, height)
       select b.id, s.cell, s.h from b join s using (number)`,
      [
        slots.map((slot) => slot.cell),
        slots.map((slot) => slot.name),
        slots.map((slot) => slot.h),
        slots.map(() => g.newNumber()),
      ],
    );
    const [buried, middle] = (await stack('B_01_01_1', 'B_01_01_2', 'B_01_01_3')) as [
      string,
      string,
      string,
    ];
    const [created] = await saved([loading(buried, 'B_01_01_1')]);
    const before = await taskCount();
    const refused = await shifts(created?.taskId as number);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`There is no free slot to shift ${middle} to.`);
    expect(await taskCount()).toEqual(before);
  });

  it('lets admin, operator and superadmin make them; the other roles are refused and nothing is written', async () => {
    const [buried, top] = (await stack('A_02_01_1', 'A_02_01_2')) as [string, string];
    const [created] = await saved([loading(buried, 'A_02_01_1')]);
    const id = created?.taskId as number;
    const before = await taskCount();
    for (const role of ['manager', 'gateinuser', 'gateoutuser', 'kiosk']) {
      expect((await shifts(id, role)).statusCode, role).toBe(403);
    }
    expect(await taskCount()).toEqual(before);
    for (const role of ['superadmin', 'admin', 'operator']) {
      const made = await shifts(id, role);
      expect(made.statusCode, `${role}: ${made.body}`).toBe(200);
      expect(made.json().tasks).toEqual([expect.objectContaining({ containerNumber: top })]);
      // Deleted again, so the next role makes them anew.
      const removed = await t.request('DELETE', `/rest/tasks?ids=${made.json().tasks[0].taskId}`, {
        cookie: cookies.admin,
      });
      expect(removed.statusCode).toBe(200);
    }
  });
});
