import { TASK_MESSAGES } from '@yardline/domain/tasks/task-rules';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/plugins/access.ts';
import { type EventStream, openEventStream } from './support/event-stream.ts';
import { useGateApp } from './support/gate-app.ts';
import { multipartBody } from './support/zip.ts';

const g = useGateApp();
const { t, cookies, query } = g;

const task = (number: string, over: Record<string, unknown> = {}) => ({
  containerNumber: number,
  taskType: 'Shifting',
  deliveryMode: 'Loaded',
  fromLocation: 'Slot',
  toLocation: 'Slot',
  toLocationDetails: 'B_01_02_1',
  assignedToMachine: 'RS-01',
  ...over,
});

const save = (tasks: unknown[], role = 'operator', bulk = false) =>
  t.request('POST', '/rest/tasks', { cookie: cookies[role], body: { tasks, bulk } });

async function saved(tasks: unknown[]) {
  const response = await save(tasks);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().tasks as { taskId: number; containerId: number | null }[];
}

const complete = (ids: number[], role = 'operator', machine?: string) =>
  t.request('POST', '/rest/tasks/complete', {
    cookie: cookies[role],
    body: { ids: ids.join(','), ...(machine ? { machine } : {}) },
  });

const setEnterprise = (on: boolean) =>
  query(
    "insert into metadata (key, value) values ('enterpriseVersion', $1::jsonb) on conflict (key) do update set value = excluded.value",
    [JSON.stringify(on)],
  );

let stream: EventStream;
beforeAll(async () => {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  stream = await openEventStream(address, `${SESSION_COOKIE}=${cookies.operator}`);
  expect(stream.status).toBe(200);
});
afterAll(() => stream?.close());

describe('tasks', () => {
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
    // a's task goes where b now stands.
    const [bBox] = await query('select location from containers where number = $1', [b]);
    const [created] = await saved([
      task(a, { fromLocation: aAt, toLocationDetails: bBox?.location, taskType: 'Grounding' }),
    ]);
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

  it("refuses duplicates with doc 3 §5's message, in a list and against stored tasks", async () => {
    const number = g.newNumber();
    await g.gatedIn(number);
    const one = task(number, { toLocation: 'Export Zone', toLocationDetails: undefined });
    await saved([one]);
    const again = await save([{ ...one, taskType: 'shifting ' }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Another task already exist with same task type, container number, from and to locations',
    );
    const twice = await save([
      { ...one, toLocation: 'Wagon' },
      { ...one, toLocation: 'Wagon' },
    ]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Row 2: ${TASK_MESSAGES.duplicate}`);
    const found = await t.request(
      'GET',
      `/rest/tasks/find?containerNumber=${number}&taskType=Shifting&from=Slot&to=Export%20Zone`,
      { cookie: cookies.operator },
    );
    expect(found.json().task).toMatchObject({ containerNumber: number });
  });

  it('checks the form rules: every field, a slot for Slot, every bulk row, the number taken from the chosen text', async () => {
    const number = g.newNumber();
    await g.gatedIn(number);
    const missing = await save([task(number, { deliveryMode: '' })]);
    expect(missing.json()).toMatchObject({ statusCode: 400, message: TASK_MESSAGES.invalidData });
    const noSlot = await save([task(number, { toLocationDetails: '' })]);
    expect(noSlot.json().message).toBe(TASK_MESSAGES.chooseSlot);
    const bulk = await save(
      [task(number), task(number, { assignedToMachine: '' })],
      'operator',
      true,
    );
    expect(bulk.json().message).toBe('Every row must be filled');
    const badNumber = await save([task('MSKU12', {})]);
    expect(badNumber.json().message).toBe(TASK_MESSAGES.invalidNumber);
    const [chosen] = await saved([
      task(`${number} (where it stands)`, { toLocation: 'LCL 1', toLocationDetails: undefined }),
    ]);
    expect(chosen).toMatchObject({ containerNumber: number });
    expect(chosen?.containerId).not.toBeNull();
  });

  it('edits, moves to another machine and deletes (ids comma-joined)', async () => {
    const number = g.newNumber();
    await g.gatedIn(number);
    const [a, b] = await saved([
      task(number, { toLocation: 'Export Zone', toLocationDetails: undefined }),
      task(number, { toLocation: 'Chasis 1', toLocationDetails: undefined }),
    ]);
    const edited = await save([
      task(number, { taskId: a?.taskId, toLocation: 'Chasis 2', toLocationDetails: undefined }),
    ]);
    expect(edited.json().tasks[0]).toMatchObject({ taskId: a?.taskId, toLocation: 'Chasis 2' });
    const moved = await t.request('POST', '/rest/tasks/move', {
      cookie: cookies.admin,
      body: { taskIds: `${a?.taskId},${b?.taskId}`, toMachine: 'RS-09' },
    });
    expect(moved.json()).toEqual({ status: 'success', count: 2 });
    const queue = await t.request('GET', '/rest/tasks?machine=RS-09', { cookie: cookies.operator });
    expect(queue.json().totalCount).toBe(2);
    await stream.next((e) => e.type === 'task.updated' && e.data.tasks.length === 2);
    const byId = await t.request('GET', `/rest/tasks/${a?.taskId}`, { cookie: cookies.operator });
    expect(byId.json()).toMatchObject({ assignedToMachine: 'RS-09' });
    const removed = await t.request('DELETE', `/rest/tasks?ids=${a?.taskId},${b?.taskId}`, {
      cookie: cookies.operator,
    });
    expect(removed.json()).toEqual({ status: 'success', count: 2 });
    const gone = await t.request('GET', `/rest/tasks/${a?.taskId}`, { cookie: cookies.operator });
    expect(gone.statusCode).toBe(404);
  });

  it('pages from a 0-based skip, searches by terms joined with &*, sorts', async () => {
    const number = g.newNumber();
    await g.gatedIn(number);
    await saved(
      ['Export Zone', 'Chasis 1', 'Chasis 2', 'LCL 1'].map((to) =>
        task(number, { toLocation: to, toLocationDetails: undefined }),
      ),
    );
    const page = (q: string) =>
      t.request('GET', `/rest/tasks?${q}`, { cookie: cookies.operator }).then((r) => r.json());
    const second = await page(
      `searchText=${number}&skip=2&limit=2&sortBy=toLocation&sortOrder=asc`,
    );
    expect(second.totalCount).toBe(4);
    expect(second.tasks.map((x: { toLocation: string }) => x.toLocation)).toEqual([
      'Export Zone',
      'LCL 1',
    ]);
    const both = await page(`searchText=${encodeURIComponent(`${number}&*chasis`)}`);
    expect(both.totalCount).toBe(2);
  });

  it('offers the form its options and autocompletes boxes, by number or IGM:Item', async () => {
    const number = g.newNumber();
    await g.gatedIn(number, { igm: '7001234', item: '3' });
    await query(
      `insert into yard_locations (name, type, coordinates) values
        ('Chasis 7', 'TASK_TO_LOCATION', '[{"lat":1,"lng":1},{"lat":1,"lng":2},{"lat":2,"lng":2},{"lat":2,"lng":1}]'),
        ('North Zone', 'YARD_ZONE', '[{"lat":1,"lng":1},{"lat":1,"lng":2},{"lat":2,"lng":2},{"lat":2,"lng":1}]')`,
    );
    const options = await t.request('GET', '/rest/tasks/options', { cookie: cookies.operator });
    expect(options.json()).toMatchObject({
      locations: ['Slot', 'Trailer', 'Wagon', 'Chasis 7'],
      yardZones: ['North Zone'],
    });
    const types = await t.request('GET', '/rest/tasks/types', { cookie: cookies.operator });
    expect(types.json()).toContain('Offloading');
    const byNumber = await t.request('GET', `/rest/tasks/containers?query=${number.slice(0, 6)}`, {
      cookie: cookies.operator,
    });
    expect(byNumber.json().map((b: { number: string }) => b.number)).toContain(number);
    // Doc 3 §4: the nearest machine not in Break-Down is pre-assigned.
    await query(
      `update areas set corners = '[{"lat":18.9500,"lng":72.9500},{"lat":18.9500,"lng":72.9510},{"lat":18.9490,"lng":72.9510},{"lat":18.9490,"lng":72.9500}]'::jsonb`,
    );
    const machine = (machineName: string, machineStatus: string, lat: number) =>
      t.request('POST', '/rest/machines', {
        cookie: cookies.superadmin,
        body: { machineName, machineType: 'Reach-Stacker', machineStatus, lat, lng: 72.9505 },
      });
    expect((await machine('RS-NEAR', 'Break-Down', 18.9495)).statusCode).toBe(200);
    expect((await machine('RS-MID', 'Working', 18.952)).statusCode).toBe(200);
    expect((await machine('RS-FAR', 'Working', 18.96)).statusCode).toBe(200);
    const nearest = await t.request('GET', `/rest/tasks/containers?query=${number}`, {
      cookie: cookies.operator,
    });
    expect(nearest.json()[0]).toMatchObject({ number, nearestMachine: 'RS-MID' });
    const machines = await t.request('GET', '/rest/tasks/options', { cookie: cookies.operator });
    expect(machines.json().machines).toEqual(expect.arrayContaining(['RS-MID', 'RS-FAR']));
    const byItem = await t.request('GET', '/rest/tasks/containers?igmItem=7001234:3', {
      cookie: cookies.operator,
    });
    expect(byItem.json()).toEqual([expect.objectContaining({ number, planned: false })]);
  });

  it('lets admin, operator and superadmin manage tasks; locks them outside the enterprise edition', async () => {
    const number = g.newNumber();
    await g.gatedIn(number);
    for (const role of ['manager', 'gateinuser', 'kiosk']) {
      expect((await t.request('GET', '/rest/tasks', { cookie: cookies[role] })).statusCode).toBe(
        403,
      );
      expect((await save([task(number)], role)).statusCode).toBe(403);
    }
    await setEnterprise(false);
    try {
      const locked = await save([task(number)], 'admin');
      expect(locked.json()).toMatchObject({ statusCode: 403, code: 'ENTERPRISE_LOCKED' });
      expect((await complete([1], 'operator')).statusCode).toBe(403);
      expect((await t.request('GET', '/rest/tasks', { cookie: cookies.operator })).statusCode).toBe(
        200,
      );
      // A superadmin is never locked out.
      expect((await save([task(number, { toLocation: 'Wagon' })], 'superadmin')).statusCode).toBe(
        200,
      );
    } finally {
      await setEnterprise(true);
    }
  });
});

describe('POST /rest/tasks/upload', () => {
  async function xlsx(rows: string[][]): Promise<Buffer> {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Tasks');
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await book.xlsx.writeBuffer());
  }
  const upload = async (content: Buffer, role = 'operator') => {
    const { body, headers } = await multipartBody({ user: role }, { name: 'tasks.xlsx', content });
    return t.request('POST', '/rest/tasks/upload', { cookie: cookies[role], body, headers });
  };
  const HEADINGS = [
    'Container number',
    'Task type',
    'Delivery mode',
    'From location',
    'To location',
    'Slot',
    'Machine',
  ];

  it('saves every row of a real .xlsx, or none, listing refused rows by line', async () => {
    const [a, b] = [g.newNumber(), g.newNumber()];
    await g.gatedIn(a);
    await g.gatedIn(b);
    const refused = await upload(
      await xlsx([
        HEADINGS,
        [a, 'Grounding', 'Loaded', 'Trailer', 'Export Zone', '', 'RS-02'],
        [b, 'Grounding', '', 'Trailer', 'Export Zone', '', ''],
        [a, 'Grounding', 'Loaded', 'Trailer', 'Export Zone', '', ''],
        ['NOTANUMBER', 'Grounding', 'Loaded', 'Trailer', 'Slot', 'A_01_01_1', ''],
      ]),
    );
    expect(refused.json()).toEqual({
      status: 'refused',
      saved: 0,
      errors: [
        { row: 3, message: TASK_MESSAGES.invalidData },
        { row: 4, message: TASK_MESSAGES.duplicate },
        { row: 5, message: TASK_MESSAGES.invalidNumber },
      ],
    });
    expect(
      await query('select count(*)::int as n from tasks where container_number in ($1, $2)', [
        a,
        b,
      ]),
    ).toEqual([{ n: 0 }]);
    const saved = await upload(
      await xlsx([
        HEADINGS,
        [a, 'Grounding', 'Loaded', 'Trailer', 'Export Zone', '', 'RS-02'],
        [b, 'Shifting', 'Loaded', 'Slot', 'Slot', 'B_01_01_1', ''],
      ]),
    );
    expect(saved.json()).toEqual({ status: 'success', saved: 2, errors: [] });
    expect(
      await query(
        'select container_number, assigned_to_machine, source from tasks where container_number in ($1, $2) order by container_number',
        [a, b],
      ),
    ).toEqual(
      [
        { container_number: a, assigned_to_machine: 'RS-02', source: 'upload' },
        { container_number: b, assigned_to_machine: 'ALL', source: 'upload' },
      ].sort((x, y) => x.container_number.localeCompare(y.container_number)),
    );
    expect((await upload(await xlsx([HEADINGS]), 'manager')).statusCode).toBe(403);
  });
});

describe('GET /rest/tasks/export', () => {
  it('writes the day’s tasks of the machines and status asked as .xlsx', async () => {
    const number = g.newNumber();
    await g.gatedIn(number);
    const [open] = await saved([
      task(number, {
        toLocation: 'Export Zone',
        toLocationDetails: undefined,
        assignedToMachine: 'RS-EXP',
      }),
    ]);
    await saved([
      task(number, {
        toLocation: 'Wagon',
        toLocationDetails: undefined,
        assignedToMachine: 'RS-OTHER',
      }),
    ]);
    const answer = await t.request(
      'GET',
      '/rest/tasks/export?machines=RS-EXP&taskCompletionStatus=Pending&format=xlsx',
      { cookie: cookies.operator },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const file = await t.request('GET', answer.json().path, { cookie: cookies.operator });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    book.worksheets[0]?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
    });
    expect(rows[0]?.slice(0, 3)).toEqual(['Task id', 'Container number', 'Size']);
    expect(rows.slice(1).map((row) => row[0])).toEqual([String(open?.taskId)]);
  });
});

describe('ITV tasks', () => {
  const itvTask = (number: string, over: Record<string, unknown> = {}) => ({
    containerNumber: number,
    taskType: 'Offloading',
    trailer: 'MH04AB1234',
    fromLocation: 'Trailer',
    toLocation: 'Slot',
    toLocationDetails: 'A_01_01_1',
    ...over,
  });
  const saveItv = (tasks: unknown[], role = 'operator') =>
    t.request('POST', '/rest/itv-tasks', { cookie: cookies[role], body: { tasks } });

  it('saves, finds, lists, edits and deletes; needs every field; refuses duplicates as an itv task', async () => {
    const number = g.newNumber();
    await g.gatedIn(number);
    const created = await saveItv([itvTask(number)]);
    expect(created.statusCode, created.body).toBe(200);
    const task = created.json().tasks[0];
    expect(task).toMatchObject({ containerNumber: number, size: 20, trailer: 'MH04AB1234' });
    expect(task.ctrId).not.toBeNull();

    const again = await saveItv([itvTask(number)]);
    expect(again.json()).toMatchObject({
      statusCode: 409,
      message:
        'Another itv task already exist with same task type, container number, from and to locations',
    });
    const noTrailer = await saveItv([itvTask(number, { trailer: '' })]);
    expect(noTrailer.json()).toMatchObject({ statusCode: 400, message: TASK_MESSAGES.invalidData });

    const found = await t.request(
      'GET',
      `/rest/itv-tasks/find?containerNumber=${number}&taskType=Offloading&from=Trailer&to=Slot`,
      { cookie: cookies.operator },
    );
    expect(found.json().task).toMatchObject({ taskId: task.taskId });
    const listed = await t.request('GET', `/rest/itv-tasks?searchText=${number}&skip=0&limit=15`, {
      cookie: cookies.admin,
    });
    expect(listed.json()).toMatchObject({ totalCount: 1 });
    const edited = await saveItv([itvTask(number, { taskId: task.taskId, trailer: 'MH04ZZ9999' })]);
    expect(edited.json().tasks[0]).toMatchObject({ taskId: task.taskId, trailer: 'MH04ZZ9999' });
    expect(
      (
        await t.request('GET', `/rest/itv-tasks/${task.taskId}`, { cookie: cookies.operator })
      ).json(),
    ).toMatchObject({ trailer: 'MH04ZZ9999' });
    expect(
      (await t.request('GET', '/rest/itv-tasks/types', { cookie: cookies.operator })).json(),
    ).toContain('Offloading');
    expect(
      (await t.request('GET', '/rest/itv-tasks/itvs', { cookie: cookies.operator })).statusCode,
    ).toBe(200);
    const removed = await t.request('DELETE', `/rest/itv-tasks?ids=${task.taskId}`, {
      cookie: cookies.operator,
    });
    expect(removed.json()).toEqual({ status: 'success', count: 1 });
    expect((await saveItv([itvTask(number)], 'manager')).statusCode).toBe(403);
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
