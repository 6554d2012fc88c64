import { TASK_MESSAGES } from '@yardline/domain/tasks/task-rules';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { setEnterpriseVersion } from '../../../test/support/fixtures.ts';
import { useGateApp } from '../../../test/support/gate-app.ts';
import { multipartBody } from '../../../test/support/zip.ts';
import { task, useTasks } from './test-tasks.ts';

// The task form and list (saving, editing, moving, deleting, searching), the upload and export;
// completing tasks is in tasks-completion.api.test.ts.
const g = useGateApp();
const { t, cookies, query } = g;
const { save, saved, complete, stream } = useTasks(g);

const setEnterprise = (on: boolean) => setEnterpriseVersion(query, on);

describe('tasks', () => {
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
    // A row naming its machine keeps it; one naming none gets the rule's choice
    // (tasks-machine-choice.api.test.ts says which).
    expect(
      await query(
        `select container_number, assigned_to_machine, assignment_reason->>'kind' as reason, source
         from tasks where container_number in ($1, $2) order by container_number`,
        [a, b],
      ),
    ).toEqual(
      [
        { container_number: a, assigned_to_machine: 'RS-02', reason: 'chosen', source: 'upload' },
        {
          container_number: b,
          assigned_to_machine: expect.any(String),
          reason: expect.stringMatching(/^(allocated|nearest|none)$/),
          source: 'upload',
        },
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
