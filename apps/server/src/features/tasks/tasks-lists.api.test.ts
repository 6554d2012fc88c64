import { COUNT_CAP } from '@yardline/domain/tasks/search-count';
import { describe, expect, it } from 'vitest';
import { useGateApp } from '../../../test/support/gate-app.ts';

const g = useGateApp();
const { t, cookies, query } = g;

type Listed = { totalCount: number; tasks: { taskId: number; assignedToMachine: string }[] };

const list = async (q: string, role = 'operator'): Promise<Listed> => {
  const response = await t.request('GET', `/rest/tasks?${q}`, { cookie: cookies[role] });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** Tasks straight into the table, one an hour back from `from` (spread over several days). */
async function stored(count: number, from: string, over: { machine?: string } = {}) {
  const rows = await query(
    `insert into tasks (container_number, task_type, delivery_mode, from_location, to_location,
       assigned_to_machine, source, created_at)
     select 'LIST' || lpad(i::text, 7, '0'), 'Grounding', 'Loaded', 'A_01_01_1', 'Export Zone',
       $3, 'test', $2::timestamptz - (i || ' hours')::interval
     from generate_series(1, $1::int) as i returning id`,
    [count, from, over.machine ?? 'ALL'],
  );
  return rows.map((row) => row.id as number);
}

/** The same page read the slow way: every row sorted, then cut. */
async function expected(skip: number, limit: number, open: boolean, asc = false) {
  const rows = await query(
    `select id from tasks ${open ? 'where completed_at is null' : ''}
     order by created_at ${asc ? 'asc' : 'desc'}, id ${asc ? 'asc' : 'desc'}
     offset $1 limit $2`,
    [skip, limit],
  );
  return rows.map((row) => row.id as number);
}

describe('the task list over its kept day counts', () => {
  it('counts and jumps to deep pages by day, newest or oldest first, open or all', async () => {
    await query('delete from tasks');
    const ids = await stored(120, '2026-03-10T05:30:00Z');
    // Some completed, some deleted: each statement changes the day counts it touches.
    await query('update tasks set completed_at = now() where id = any($1)', [
      ids.filter((_, i) => i % 3 === 0),
    ]);
    await query('delete from tasks where id = any($1)', [ids.filter((_, i) => i % 10 === 5)]);
    const [counts] = await query(
      'select count(*)::int as "all", count(*) filter (where completed_at is null)::int as open from tasks',
    );
    for (const fold of [false, true]) {
      if (fold) await query('select fold_task_list_counts()');
      const open = await list('skip=0&limit=7');
      expect(open.totalCount).toBe(counts?.open);
      const all = await list('includeCompleted=true&skip=0&limit=7');
      expect(all.totalCount).toBe(counts?.all);
      for (const skip of [0, 7, 20, 23, 41, 60, 79]) {
        for (const asc of [false, true]) {
          const order = asc ? '&sortOrder=asc' : '';
          const openPage = await list(`skip=${skip}&limit=7${order}`);
          expect(openPage.tasks.map((x) => x.taskId)).toEqual(await expected(skip, 7, true, asc));
          const allPage = await list(`includeCompleted=true&skip=${skip}&limit=7${order}`);
          expect(allPage.tasks.map((x) => x.taskId)).toEqual(await expected(skip, 7, false, asc));
        }
      }
    }
    // Past the end: an empty page, the total still right.
    const past = await list('includeCompleted=true&skip=5000&limit=7');
    expect(past).toEqual({ totalCount: counts?.all, tasks: [] });
    const [folded] = await query(
      "select count(*)::int as rows from task_list_counts where list = 'all'",
    );
    // Folded: one row a day (120 hours back lie on 6 UTC days).
    expect(folded?.rows).toBe(6);
  });

  it('searches every term in any one field, counted on the rows', async () => {
    await query('delete from tasks');
    await stored(30, '2026-03-10T05:30:00Z', { machine: 'RS-SEARCH' });
    const found = await list(
      `includeCompleted=true&searchText=${encodeURIComponent('LIST000000&*rs-search')}`,
    );
    expect(found.totalCount).toBe(9);
    // A term never matches across two fields.
    const across = await list(`includeCompleted=true&searchText=${encodeURIComponent('Loaded')}`);
    expect(across.totalCount).toBe(30);
    const none = await list(
      `includeCompleted=true&searchText=${encodeURIComponent('Grounding Loaded')}`,
    );
    expect(none.totalCount).toBe(0);
  });
});

describe('the total of a list counted on its rows', () => {
  it('is exact up to the cap; past it "more than", always reaching one page past the page shown', async () => {
    await query('delete from tasks');
    await stored(COUNT_CAP + 50, '2026-03-10T05:30:00Z');
    const search = (skip: number, term = 'grounding') =>
      list(`includeCompleted=true&searchText=${term}&skip=${skip}&limit=15`);
    const first = await search(0);
    expect(first).toMatchObject({ totalCount: COUNT_CAP, moreThanTotal: true });
    expect(first.tasks).toHaveLength(15);
    // Near the cap the count reaches one page further, so the pager offers the next page.
    expect(await search(COUNT_CAP - 10)).toMatchObject({
      totalCount: COUNT_CAP + 20,
      moreThanTotal: true,
    });
    // Near the end the whole list is counted: exact again.
    const last = await search(COUNT_CAP + 40);
    expect(last.totalCount).toBe(COUNT_CAP + 50);
    expect(last).not.toHaveProperty('moreThanTotal');
    expect(last.tasks.map((x) => x.taskId)).toEqual(await expected(COUNT_CAP + 40, 15, false));
    // A search of fewer rows than the cap, and the list without search, are exact.
    const few = await search(0, 'LIST00001');
    expect(few).toMatchObject({ totalCount: 100 });
    expect(few).not.toHaveProperty('moreThanTotal');
    const all = await list('includeCompleted=true&skip=0&limit=15');
    expect(all.totalCount).toBe(COUNT_CAP + 50);
    expect(all).not.toHaveProperty('moreThanTotal');
    await query('delete from tasks');
  });
});

describe('machines and their tasks', () => {
  it('renaming a machine renames it on its tasks, open and done; other machines keep theirs', async () => {
    const added = await t.request('POST', '/rest/machines', {
      cookie: cookies.operator,
      body: { machineName: 'RS-OLD', machineType: 'Reach-Stacker' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const machine = added.json().machine as { id: number };
    const mine = await stored(3, '2026-03-10T05:30:00Z', { machine: 'RS-OLD' });
    const other = await stored(1, '2026-03-10T05:30:00Z', { machine: 'RS-OTHER' });
    await query('update tasks set completed_at = now() where id = $1', [mine[0]]);

    const renamed = await t.request('PUT', `/rest/machines/${machine.id}`, {
      cookie: cookies.operator,
      body: { machineName: 'RS-NEW', machineType: 'Reach-Stacker' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const rows = await query(
      'select id, assigned_to_machine as machine from tasks where id = any($1) order by id',
      [[...mine, ...other]],
    );
    expect(rows.map((row) => row.machine)).toEqual(
      [...mine, ...other]
        .sort((a, b) => a - b)
        .map((id) => (mine.includes(id) ? 'RS-NEW' : 'RS-OTHER')),
    );
    // The machine's queue follows the new name; the old name has none.
    expect((await list('machine=RS-NEW')).totalCount).toBe(2);
    expect((await list('machine=RS-OLD')).totalCount).toBe(0);
    // A rename refused (the name is taken) renames nothing.
    await t.request('POST', '/rest/machines', {
      cookie: cookies.operator,
      body: { machineName: 'RS-TAKEN', machineType: 'Reach-Stacker' },
    });
    const refused = await t.request('PUT', `/rest/machines/${machine.id}`, {
      cookie: cookies.operator,
      body: { machineName: 'RS-TAKEN', machineType: 'Reach-Stacker' },
    });
    expect(refused.statusCode).toBe(409);
    expect((await list('machine=RS-NEW')).totalCount).toBe(2);
  });

  it('GET /rest/tasks/machine-locations: the machine map, for the roles that see tasks', async () => {
    const added = await t.request('POST', '/rest/machines', {
      cookie: cookies.operator,
      body: { machineName: 'RS-MAP', machineType: 'Reach-Stacker' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().machine.id as number;
    const reported = await t.request('POST', `/rest/machines/${id}/position`, {
      cookie: cookies.operator,
      body: { lat: 18.95, lng: 72.95, status: 'Working' },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    const map = await t.request('GET', '/rest/tasks/machine-locations', {
      cookie: cookies.admin,
    });
    expect(map.statusCode, map.body).toBe(200);
    expect(map.json().locations).toContainEqual(
      expect.objectContaining({
        machineName: 'RS-MAP',
        status: 'Working',
        position: { lat: 18.95, lng: 72.95 },
      }),
    );
    // Doc 3 §6: the gate-in user does not see tasks.
    const gateUser = await t.request('GET', '/rest/tasks/machine-locations', {
      cookie: cookies.gateinuser,
    });
    expect(gateUser.statusCode).toBe(403);
    const anonymous = await t.request('GET', '/rest/tasks/machine-locations');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /rest/tasks/report', () => {
  it('downloads the tasks report by the name the export answered, for its owner only', async () => {
    await stored(2, new Date().toISOString());
    // Stored an hour or two back: yesterday's, just after midnight, so the range is given.
    const range = new URLSearchParams({
      from: new Date(Date.now() - 6 * 3_600_000).toISOString(),
      to: new Date().toISOString(),
    });
    const exported = await t.request(
      'GET',
      `/rest/tasks/export?taskCompletionStatus=ALL&format=csv&${range}`,
      { cookie: cookies.operator },
    );
    expect(exported.statusCode, exported.body).toBe(200);
    const file = exported.json() as { name: string; path: string };
    expect(decodeURIComponent(file.path.split('/').at(-1) ?? '')).toBe(file.name);

    const report = await t.request(
      'GET',
      `/rest/tasks/report?reportName=${encodeURIComponent(file.name)}`,
      { cookie: cookies.operator },
    );
    expect(report.statusCode, report.body).toBe(200);
    expect(report.headers['content-type']).toContain('text/csv');
    expect(report.headers['content-disposition']).toContain('attachment');
    expect(report.body).toContain('LIST0000001');

    // Another user has no report of that name; a bad name is a 400, never a 500.
    const other = await t.request(
      'GET',
      `/rest/tasks/report?reportName=${encodeURIComponent(file.name)}`,
      { cookie: cookies.superadmin },
    );
    expect(other.statusCode).toBe(404);
    const bad = await t.request('GET', '/rest/tasks/report?reportName=a%2Fb', {
      cookie: cookies.operator,
    });
    expect(bad.statusCode).toBe(400);
    const missing = await t.request('GET', '/rest/tasks/report', { cookie: cookies.operator });
    expect(missing.statusCode).toBe(400);
    const gateUser = await t.request(
      'GET',
      `/rest/tasks/report?reportName=${encodeURIComponent(file.name)}`,
      { cookie: cookies.gateinuser },
    );
    expect(gateUser.statusCode).toBe(403);
  });
});
