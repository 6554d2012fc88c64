/**
 * `npm run bench:dashboard`: the task dashboard over many movements, and a task's way to a
 * driver's handheld.
 *
 * 1. With DATABASE_URL (a PostgreSQL server): a scratch database gets `count` movements (default
 *    5,000,000: 100 machines over the last 365 days, one in four a shifting move), then the
 *    dashboard service answers a 31-day month, whole days and inside a shift, as
 *    `/rest/dashboard/machines` does. Target: ≤ 1 s.
 * 2. On the demo terminal (embedded database; PostgreSQL too with DATABASE_URL): a supervisor saves
 *    tasks for a machine while a driver's event stream is open; timed from the save sent to the
 *    `task.created` event on the stream, and to the driver's queue read again after it, as the
 *    handheld page does. Target: ≤ 1 s.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { createDashboardService } from '../apps/server/src/features/task-dashboard/dashboard.service.ts';
import { openEventStream } from '../apps/server/test/support/event-stream.ts';
import { createScratchDatabase } from '../e2e/support/postgres.ts';
import { type RunningServer, seedDemo, startServer } from '../e2e/support/server.ts';
import { apiLogin, DEMO } from '../e2e/support/session.ts';
import { movesInYard } from '../e2e/support/yard-api.ts';
import { report } from './report.ts';

const args = process.argv.slice(2);
const MOVEMENTS = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 5_000_000);
/** `--only=movements` or `--only=handheld` measures one part. */
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const RUNS = 10;
const TASKS = 30;
const DAY_MS = 86_400_000;

async function timed(label: string, what: string, run: () => Promise<unknown>, runs = RUNS) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  report(label, what, times);
}

async function dashboardOverMovements(serverUrl: string) {
  const scratch = await createScratchDatabase(serverUrl, 'yardline_bench_dashboard');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
  try {
    await migrateDatabase(database);
    const started = performance.now();
    await database.pool.query(
      `insert into containers (number, size_type, size_feet, gate_in_at)
       select 'TSTU' || lpad(i::text, 7, '0'), '22G1', 20, now() from generate_series(1, 10000) i`,
    );
    // Spread evenly over the last 365 days, so a 31-day month holds about 425,000 of them.
    await database.pool.query(
      `insert into movements (container_id, from_location, to_location, shifting, moved_at, source, machine)
       select 1 + i % 10000, 'A_01_01_1', 'A_01_02_1', i % 4 = 0,
         now() - (i::float8 / $1 * 365) * interval '1 day', 'bench',
         'RS-' || lpad((i % 100)::text, 2, '0')
       from generate_series(1, $1::int) as i`,
      [MOVEMENTS],
    );
    await database.pool.query('vacuum analyze movements');
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`${MOVEMENTS.toLocaleString('en')} movements inserted in ${seconds} s`);

    const dashboard = createDashboardService({
      db: database.db,
      shifts: {
        find: async () => ({
          id: 1,
          name: 'A',
          fromHour: 6,
          fromMinute: 0,
          toHour: 14,
          toMinute: 0,
        }),
      },
      exports: {} as never,
    });
    const to = new Date(Date.now() - 5 * DAY_MS);
    const month = {
      period: 'custom' as const,
      from: new Date(to.getTime() - 31 * DAY_MS).toISOString(),
      to: to.toISOString(),
    };
    await timed('PostgreSQL', 'dashboard, 31 days', () => dashboard.machines(month));
    await timed('PostgreSQL', 'dashboard, 31 days, shift 06:00-14:00', () =>
      dashboard.machines({ ...month, shift: '1' }),
    );
    await timed('PostgreSQL', 'dashboard, today', () => dashboard.machines({ period: 'day' }));
  } finally {
    await database.close();
    await scratch.drop();
  }
}

async function taskToHandheld(label: string, server: RunningServer) {
  const supervisor = await apiLogin(server.url, DEMO.admin);
  const driver = await apiLogin(server.url, DEMO.operator);
  const { boxes } = await movesInYard(server.url);
  const machine = `RS-BENCH-${randomBytes(2).toString('hex')}`;
  const queue = `${server.url}/rest/tasks?skip=0&limit=25&includeCompleted=false&sortBy=generationDate&sortOrder=asc&machine=${machine}`;
  const stream = await openEventStream(server.url, driver);
  const toEvent: number[] = [];
  const toScreen: number[] = [];
  try {
    for (const box of boxes.slice(0, TASKS)) {
      const sent = Date.now();
      const response = await fetch(`${server.url}/rest/tasks`, {
        method: 'POST',
        headers: { cookie: supervisor, 'content-type': 'application/json', pagepath: '/tasks' },
        body: JSON.stringify({
          tasks: [
            {
              containerNumber: box.number,
              taskType: 'Grounding',
              deliveryMode: 'Loaded',
              fromLocation: box.location,
              toLocation: 'Export Zone',
              assignedToMachine: machine,
            },
          ],
        }),
      });
      if (!response.ok)
        throw new Error(`task refused: ${response.status} ${await response.text()}`);
      const [task] = ((await response.json()) as { tasks: { taskId: number }[] }).tasks;
      await stream.next(
        (event) =>
          event.type === 'task.created' &&
          JSON.stringify(event.data).includes(String(task?.taskId)),
        5_000,
      );
      toEvent.push(Date.now() - sent);
      // The handheld reads its machine's queue again when the event arrives (the same request;
      // the new job is in it, after older ones for the machine or ALL).
      const answer = await fetch(queue, { headers: { cookie: driver } });
      if (!answer.ok) throw new Error(`queue refused: ${answer.status}`);
      await answer.json();
      toScreen.push(Date.now() - sent);
    }
  } finally {
    stream.close();
  }
  report(label, 'task saved -> task.created on the stream', toEvent);
  report(label, 'task saved -> driver’s queue read again', toScreen);
}

if (only === 'handheld') {
  // Part 2 only.
} else if (process.env.DATABASE_URL) await dashboardOverMovements(process.env.DATABASE_URL);
else
  console.log('DATABASE_URL not set: the dashboard over movements is measured on PostgreSQL only');

if (only !== 'movements') {
  const embedded = await startServer();
  try {
    await taskToHandheld('PGlite', embedded);
  } finally {
    await embedded.stop();
    rmSync(embedded.dataDir, { recursive: true, force: true });
  }
}
if (only !== 'movements' && process.env.DATABASE_URL) {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'yardline_bench_handheld');
  try {
    seedDemo(scratch.url);
    const server = await startServer({ env: { DATABASE_URL: scratch.url } });
    try {
      await taskToHandheld('PostgreSQL', server);
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.drop();
  }
}
