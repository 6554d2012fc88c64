import { ARCHIVE_MESSAGES, latestCutOff } from '@yardline/domain/archive/archive';
import { beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../../test/support/event-stream.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { SESSION_COOKIE } from '../../plugins/access.ts';
import { archiveRepository } from './archive.repository.ts';
import { createArchiveService } from './archive.service.ts';

const t = useTestApp();
const cookies = {} as Record<'superadmin' | 'admin', string>;
const DAY = 86_400_000;
const cutOffDate = latestCutOff(new Date()).toISOString().slice(0, 10);
let serial = 0;

/** Boxes dispatched `daysAgo` days ago (null: still in the yard), each with 2 moves and a task. */
async function boxes(count: number, daysAgo: number | null) {
  for (let i = 0; i < count; i++) {
    serial += 1;
    const number = `TEST${String(serial).padStart(7, '0')}`;
    const gateIn = new Date(Date.now() - ((daysAgo ?? 0) + 5) * DAY).toISOString();
    const dispatch = daysAgo === null ? null : new Date(Date.now() - daysAgo * DAY).toISOString();
    const { rows } = await t.database.pool.query(
      `insert into containers (number, size_type, size_feet, gate_in_at, dispatch_at)
       values ($1, '22G1', 20, $2, $3) returning id`,
      [number, gateIn, dispatch],
    );
    const id = rows[0].id;
    await t.database.pool.query(
      `insert into movements (container_id, from_location, to_location, source, moved_at)
       values ($1, null, 'A_01_01_1', 'gate', $2), ($1, 'A_01_01_1', null, 'gate', coalesce($3, $2))`,
      [id, gateIn, dispatch],
    );
    await t.database.pool.query(
      `insert into tasks (container_id, container_number, task_type, delivery_mode, source)
       values ($1, $2, 'Offloading', 'Labour', 'gate')`,
      [id, number],
    );
  }
}

const counts = () => archiveRepository.counts(t.database.db);

beforeAll(async () => {
  for (const role of ['superadmin', 'admin'] as const) cookies[role] = await t.login(role);
});

describe('POST /rest/archive', () => {
  it('moves old dispatched boxes with their movements and tasks, leaving the rest', async () => {
    await boxes(5, 100);
    await boxes(2, 10);
    await boxes(2, null);
    const before = await counts();
    const response = await t.request('POST', '/rest/archive', {
      cookie: cookies.superadmin,
      body: { cutOffDate, userName: 'superadmin' },
    });
    expect(response.json()).toEqual({
      status: 'success',
      totalArchived: 5,
      batches: 1,
      deviceLogsArchived: 0,
    });
    const after = await counts();
    expect(after).toEqual({
      containers: (before?.containers ?? 0) - 5,
      movements: (before?.movements ?? 0) - 10,
      tasks: (before?.tasks ?? 0) - 5,
      containers_archive: 5,
      movements_archive: 10,
      tasks_archive: 5,
      device_logs: before?.device_logs,
      device_logs_archive: 0,
    });
    // The archived rows stay readable, as they were.
    const { rows } = await t.database.pool.query(
      'select number, size_type from containers_archive order by id limit 1',
    );
    expect(rows[0]).toEqual({ number: 'TEST0000001', size_type: '22G1' });
    const again = await t.request('POST', '/rest/archive', {
      cookie: cookies.superadmin,
      body: { cutOffDate },
    });
    expect(again.json()).toMatchObject({ totalArchived: 0 });
  });

  it('loses nothing when stopped mid-way, and a rerun carries on', async () => {
    await boxes(5, 90);
    const before = await counts();
    const published: unknown[] = [];
    const events = { publish: async (_tx: unknown, event: unknown) => void published.push(event) };
    const stopping = createArchiveService({
      db: t.database.db,
      events,
      batchSize: 2,
      beforeCommit: (batch) => {
        if (batch === 2) throw new Error('the server stopped');
      },
    });
    await expect(stopping.archive(t.userIds.superadmin, cutOffDate)).rejects.toThrow(
      'the server stopped',
    );
    const midway = await counts();
    expect(midway?.containers).toBe((before?.containers ?? 0) - 2);
    expect(midway?.containers_archive).toBe((before?.containers_archive ?? 0) + 2);
    expect(midway?.movements_archive).toBe((before?.movements_archive ?? 0) + 4);
    published.length = 0;
    const rerun = await createArchiveService({ db: t.database.db, events, batchSize: 2 }).archive(
      t.userIds.superadmin,
      cutOffDate,
    );
    expect(rerun).toEqual({
      status: 'success',
      totalArchived: 3,
      batches: 2,
      deviceLogsArchived: 0,
    });
    // The rerun counts what is left, and tells how far it got.
    const data = published.map((event) => (event as { data: unknown }).data);
    expect(data[0]).toEqual({ userId: t.userIds.superadmin, archived: 0, total: 3, batches: 0 });
    expect(data.at(-1)).toEqual({
      userId: t.userIds.superadmin,
      archived: 3,
      total: 3,
      batches: 2,
    });
    const after = await counts();
    expect(after?.containers).toBe((before?.containers ?? 0) - 5);
    expect(after?.tasks_archive).toBe((before?.tasks_archive ?? 0) + 5);
  });

  it('moves device logs received before the cut-off too, a batch at a time', async () => {
    await t.database.pool.query(
      `insert into device_logs (device_id, kind, message_id, tag_id, received_at)
       select 'READER-1', 'tag', 'm' || i, 'T' || i, now() - (case when i <= 3 then 90 else 5 end) * interval '1 day'
       from generate_series(1, 5) as i`,
    );
    const before = await counts();
    const response = await t.request('POST', '/rest/archive', {
      cookie: cookies.superadmin,
      body: { cutOffDate },
    });
    expect(response.json()).toMatchObject({ status: 'success', deviceLogsArchived: 3 });
    const after = await counts();
    expect(after?.device_logs).toBe((before?.device_logs ?? 0) - 3);
    expect(after?.device_logs_archive).toBe((before?.device_logs_archive ?? 0) + 3);
    const { rows } = await t.database.pool.query(
      'select message_id from device_logs_archive order by message_id',
    );
    expect(rows.map((row) => row.message_id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('shows its progress on the event stream of the superadmin who runs it', async () => {
    await boxes(3, 80);
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const mine = await openEventStream(url, `${SESSION_COOKIE}=${cookies.superadmin}`);
    const others = await openEventStream(url, `${SESSION_COOKIE}=${cookies.admin}`);
    try {
      const response = await t.request('POST', '/rest/archive', {
        cookie: cookies.superadmin,
        body: { cutOffDate },
      });
      expect(response.json()).toMatchObject({ totalArchived: 3 });
      const done = await mine.next(
        (event) => event.type === 'archive.progress' && event.data.archived === 3,
      );
      expect(done.data).toEqual({
        userId: t.userIds.superadmin,
        archived: 3,
        total: 3,
        batches: 1,
      });
      const first = mine.events.find((e) => e.event.type === 'archive.progress')?.event;
      expect(first?.data).toMatchObject({ archived: 0, total: 3 });
      // The stream of the admin (another user) got none of it.
      await others
        .next((event) => event.type === 'archive.progress', 500)
        .then(
          () => expect.fail('another user saw the progress'),
          () => {},
        );
    } finally {
      mine.close();
      others.close();
    }
  });

  it('leaves archived boxes readable on the All list and its export when asked to include them', async () => {
    const [{ number }] = (
      await t.database.pool.query('select number from containers_archive order by id limit 1')
    ).rows;
    const cookie = await t.login('operator');
    const all = async (query: string) => {
      const response = await t.request('GET', `/rest/enterprise/containers/all?${query}`, {
        cookie,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        entities: { id: number; number: string; archived?: true }[];
        totalCount: number;
      };
    };
    expect((await all(`searchText=${number}`)).entities).toEqual([]);
    const found = await all(`searchText=${number}&includeArchive=true`);
    expect(found.entities.map((e) => [e.number, e.archived])).toEqual([[number, true]]);

    const [live, archived] = [
      Number(
        (await t.database.pool.query('select count(*) from containers where deleted_at is null'))
          .rows[0].count,
      ),
      Number(
        (
          await t.database.pool.query(
            'select count(*) from containers_archive where deleted_at is null',
          )
        ).rows[0].count,
      ),
    ];
    expect((await all('limit=5')).totalCount).toBe(live);
    const first = await all('limit=5&includeArchive=true');
    expect(first.totalCount).toBe(live + archived);
    // Paging on by key and jumping reach the archived rows too: the last page holds the oldest.
    const expected = (
      await t.database.pool.query(
        `select id from (select id, gate_in_at from containers where deleted_at is null
         union all select id, gate_in_at from containers_archive where deleted_at is null) b
         order by gate_in_at desc, id desc`,
      )
    ).rows.map((row) => row.id);
    const second = await all(
      `skip=6&limit=5&includeArchive=true&afterId=${first.entities.at(-1)?.id}`,
    );
    expect(second.entities.map((e) => e.id)).toEqual(expected.slice(5, 10));
    const lastSkip = Math.floor((expected.length - 1) / 5) * 5 + 1;
    const last = await all(`skip=${lastSkip}&limit=5&includeArchive=true`);
    expect(last.entities.map((e) => e.id)).toEqual(expected.slice(lastSkip - 1));

    const report = await t.request(
      'GET',
      `/rest/enterprise/containers/export?format=csv&searchText=${number}&includeArchive=true`,
      { cookie },
    );
    expect(report.statusCode, report.body).toBe(200);
    const file = await t.request('GET', report.json().path, { cookie });
    expect(file.body).toContain(number);
  });

  it('refuses a cut-off less than 2 months back, and anyone but a superadmin', async () => {
    const recent = new Date(Date.now() - 10 * DAY).toISOString().slice(0, 10);
    const tooRecent = await t.request('POST', '/rest/archive', {
      cookie: cookies.superadmin,
      body: { cutOffDate: recent },
    });
    expect(tooRecent.json()).toMatchObject({
      statusCode: 400,
      message: ARCHIVE_MESSAGES.tooRecent,
    });
    const byAdmin = await t.request('POST', '/rest/archive', {
      cookie: cookies.admin,
      body: { cutOffDate },
    });
    expect(byAdmin.statusCode).toBe(403);
    const bad = await t.request('POST', '/rest/archive', {
      cookie: cookies.superadmin,
      body: { cutOffDate: '23/09/2026' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
