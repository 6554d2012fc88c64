/**
 * The task list with many tasks, and the nearest-machine choice: `node bench/tasks.ts [count]`
 * with DATABASE_URL naming a PostgreSQL server (a scratch database is made and dropped). Inserts
 * `count` tasks (default 1,000,000; one in ten open), then times the tasks service's list as the
 * Tasks tab and the handheld ask for it, and `nearestMachine` over 100 machines.
 */
import { nearestMachine } from '@yardline/domain/machines/distance';
import type { TasksQuery } from '@yardline/domain/tasks/task.schema';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { createLedgerService } from '../apps/server/src/features/ledger/ledger.service.ts';
import { createTasksService } from '../apps/server/src/features/tasks/tasks.service.ts';
import { createScratchDatabase } from '../e2e/support/postgres.ts';

const RUNS = 40;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

async function timed(label: string, run: () => Promise<unknown> | unknown, runs = RUNS) {
  const times: number[] = [];
  await run();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  console.log(
    `${label.padEnd(52)} p50 ${percentile(times, 50).toFixed(2)} ms  p95 ${percentile(times, 95).toFixed(2)} ms`,
  );
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('bench/tasks.ts needs DATABASE_URL (a PostgreSQL server)');
  const count = Number(process.argv[2] ?? 1_000_000);
  const scratch = await createScratchDatabase(serverUrl, 'yardline_bench_tasks');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
  try {
    await migrateDatabase(database);
    const started = performance.now();
    await database.pool.query(
      `insert into tasks (container_number, task_type, delivery_mode, from_location, to_location,
         assigned_to_machine, source, created_at, completed_at)
       select 'TSTU' || lpad((i % 9999999)::text, 7, '0'),
         (array['Grounding','Offloading','Shifting','Weighbridge'])[1 + i % 4], 'Loaded',
         'A_01_01_1', 'Slot', 'RS-' || lpad((i % 100)::text, 2, '0'), 'bench',
         now() - (i || ' seconds')::interval,
         case when i % 10 = 0 then null else now() - (i || ' seconds')::interval + interval '5 minutes' end
       from generate_series(1, $1::int) as i`,
      [count],
    );
    await database.pool.query('vacuum analyze tasks');
    console.log(
      `${count.toLocaleString('en')} tasks inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const tasks = createTasksService({
      db: database.db,
      // What stands on the listed tasks' boxes is read as the app reads it (these have none).
      ledger: createLedgerService({ db: database.db, events: {} as never }),
      slots: {} as never,
      events: { publish: async () => {} },
      machines: { list: async () => [], locations: async () => [] },
      allocations: { current: async () => [] },
      exports: {} as never,
      files: {} as never,
    });
    const query = (over: Partial<TasksQuery>): TasksQuery => ({
      searchText: '',
      skip: 0,
      limit: 15,
      includeCompleted: false,
      sortBy: 'generationDate',
      sortOrder: 'desc',
      ...over,
    });
    await timed('open tasks, first page (with totalCount)', () => tasks.list(query({})));
    await timed('all tasks, first page (with totalCount)', () =>
      tasks.list(query({ includeCompleted: true })),
    );
    await timed('all tasks, page 1,000 (skip 14,985)', () =>
      tasks.list(query({ includeCompleted: true, skip: 14_985 })),
    );
    await timed("search 'TSTU00012&*Grounding', all tasks", () =>
      tasks.list(query({ includeCompleted: true, searchText: 'TSTU00012&*Grounding' })),
    );
    await timed('one machine’s queue (handheld), 25 rows', () =>
      tasks.list(query({ machine: 'RS-07', limit: 25, sortOrder: 'asc' })),
    );

    const machines = Array.from({ length: 100 }, (_, i) => ({
      machineName: `RS-${i}`,
      machineStatus: i % 7 === 0 ? 'Break-Down' : 'Working',
      lat: 18.94 + (i % 10) * 0.001,
      lng: 72.94 + Math.floor(i / 10) * 0.001,
    }));
    await timed(
      'nearestMachine over 100 machines (×1000 calls)',
      () => {
        for (let i = 0; i < 1000; i++)
          nearestMachine(machines, { lat: 18.945, lng: 72.945 + i * 1e-6 });
      },
      20,
    );
  } finally {
    await database.close();
    await scratch.drop();
  }
}

await main();
