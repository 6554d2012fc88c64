/**
 * The ledger under load: `POST /rest/yard/updateLocation` on the demo yard (one box a request, ten
 * a request, ten clients at once) and how long a move takes to reach an open event stream.
 * Each round trip takes a top box to a free ground slot and back, so the yard stays as seeded.
 */
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { openEventStream } from '../apps/server/test/support/event-stream.ts';
import {
  isDatabaseEmpty,
  type SeedOptions,
  seedDemo,
} from '../apps/server/tools/seed/seed-demo.ts';
import type { RunningServer } from '../e2e/support/server.ts';
import { apiLogin, DEMO } from '../e2e/support/session.ts';
import { report } from './report.ts';

/** A box on top of its stack, where it stands and a free ground slot to move it to. */
export interface RoundTrip {
  containerId: number;
  home: string;
  away: string;
}

/**
 * Seeds the demo yard (or a bigger `terminal`) into an empty database, and picks boxes that can go
 * away and come back.
 */
export async function prepareYard(
  target: { databaseUrl?: string; dataDir?: string },
  count: number,
  terminal?: Pick<SeedOptions, 'areas' | 'pastVisits' | 'log'>,
): Promise<RoundTrip[]> {
  const database = await openDatabase({
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir ?? '',
  });
  try {
    await migrateDatabase(database);
    if (await isDatabaseEmpty(database.db)) await seedDemo(database.db, terminal);
    // What autovacuum does for a live terminal's tables (PGlite has none): the visibility map for
    // index-only scans, and statistics for columns a migration added after the seed.
    await database.pool.query('vacuum analyze');
    const { rows } = await database.pool.query<RoundTrip>(
      `with top as (
         select c.id, c.location, row_number() over (order by c.id) as n
         from containers c join slot_occupancy o on o.container_id = c.id
         where c.size_feet = 20 and not exists (
           select 1 from slot_occupancy a where a.cell_id = o.cell_id and a.height = o.height + 1)
       ), free as (
         select ce.full_name || '_' || yard_start_height() as slot, row_number() over (order by ce.id) as n
         from cells ce
         where ce.pair_half is null
           and not exists (select 1 from slot_occupancy o where o.cell_id = ce.id)
       )
       select top.id as "containerId", top.location as home, free.slot as away
       from top join free using (n) order by n limit $1`,
      [count],
    );
    if (rows.length < count) throw new Error(`only ${rows.length} boxes can move and come back`);
    return rows;
  } finally {
    await database.close();
  }
}

/** Moves boxes, round trip after round trip; returns each request's latency and each move. */
async function moveRounds(
  server: RunningServer,
  cookie: string,
  groups: RoundTrip[][],
  rounds: number,
) {
  const latencies: number[] = [];
  // sentAt on the wall clock, as the event stream stamps arrivals.
  const sent: { containerId: number; to: string; sentAt: number }[] = [];
  for (let round = 0; round < rounds; round++) {
    const group = groups[round % groups.length] ?? [];
    for (const leg of ['away', 'home'] as const) {
      const body = group.map((trip) => ({ containerId: trip.containerId, newLocation: trip[leg] }));
      const sentAt = Date.now();
      const start = performance.now();
      const response = await fetch(`${server.url}/rest/yard/updateLocation`, {
        method: 'POST',
        headers: { cookie, pagepath: '/containers', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      latencies.push(performance.now() - start);
      if (!response.ok) throw new Error(`move refused: ${response.status} ${text}`);
      for (const row of body)
        sent.push({ containerId: row.containerId, to: row.newLocation, sentAt });
    }
  }
  return { latencies, sent };
}

const chunk = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, i * size + size),
  );

export async function measureLedger(label: string, server: RunningServer, trips: RoundTrip[]) {
  const cookie = await apiLogin(server.url, DEMO.admin);
  const singles = trips.slice(0, 20).map((trip) => [trip]);
  // Warm up the route and the database's plans.
  await moveRounds(server, cookie, singles, 20);

  const stream = await openEventStream(server.url, cookie);
  const one = await moveRounds(server, cookie, singles, 100);
  report(label, 'updateLocation, 1 box a request', one.latencies);
  // One client, one box a request: the events come in the order the moves were sent. Wait for
  // the last of them, then pair them up.
  const arrived = () =>
    stream.events.flatMap(({ event, at }) =>
      event.type === 'container.moved' ? event.data.moves.map((move) => ({ ...move, at })) : [],
    );
  await stream.next(() => arrived().length >= one.sent.length, 10_000).catch(() => {});
  const moves = arrived();
  const delays = one.sent.flatMap((move, i) => {
    const seen = moves[i];
    const same = seen?.containerId === move.containerId && seen.to === move.to;
    return same ? [seen.at - move.sentAt] : [];
  });
  stream.close();
  report(label, 'request sent -> event on an open stream', delays);

  const tens = chunk(trips.slice(0, 50), 10);
  report(
    label,
    'updateLocation, 10 boxes a request',
    (await moveRounds(server, cookie, tens, 20)).latencies,
  );

  const clients = chunk(trips.slice(0, 50), 5).map((group) => group.map((trip) => [trip]));
  const started = performance.now();
  const parallel = await Promise.all(
    clients.map((groups) => moveRounds(server, cookie, groups, 20)),
  );
  const seconds = (performance.now() - started) / 1000;
  report(
    label,
    'updateLocation, 1 box, 10 clients at once',
    parallel.flatMap((r) => r.latencies),
    seconds,
  );
}
