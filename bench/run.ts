/**
 * `npm run bench`: starts the server as `npm start` does and measures the foundation's hot calls
 * with autocannon, then the ledger's location updates and their events (bench/ledger.ts), on the
 * embedded database and, when DATABASE_URL names a PostgreSQL server, on a fresh database there
 * seeded with the demo terminal (`npm run seed`); last, the inventory screen's first draw of the
 * big yard in Chromium (bench/inventory-draw.ts). Gate-in through the API and straight on the database
 * (bench/gate-in.ts) on each database. Prints what the login page downloads per
 * encoding, then requests per second and latency percentiles. Before all that, the planning
 * engine's reshuffle simulation and decision times (bench/planning).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createScratchDatabase } from '../e2e/support/postgres.ts';
import { type RunningServer, seedDemo, startServer } from '../e2e/support/server.ts';
import { apiLogin, DEMO } from '../e2e/support/session.ts';
import { gateInOnDatabase, gateInThroughApi, reportGateIn, TARGET_RATE } from './gate-in.ts';
import { measureInventoryDraw } from './inventory-draw.ts';
import { measureLedger, prepareYard } from './ledger.ts';
import { benchPlanning } from './planning/report.ts';
import { reportTransfer } from './transfer-size.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const CALLS = [
  '/rest/ping',
  '/rest/health',
  '/rest/metadata',
  '/rest/yard/layout',
  '/rest/configuration/load',
];

async function measure(label: string, server: RunningServer) {
  const cookie = await apiLogin(server.url, DEMO.admin);
  for (const path of CALLS) {
    const result = await autocannon({
      url: `${server.url}${path}`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      headers: { cookie, pagepath: '/bench' },
    });
    const failed = result.non2xx + result.errors;
    console.log(
      [
        label.padEnd(10),
        path.padEnd(26),
        `${Math.round(result.requests.average)} req/s`.padStart(12),
        `p50 ${result.latency.p50} ms`.padStart(12),
        `p99 ${result.latency.p99} ms`.padStart(12),
        failed ? `${failed} failed` : '',
      ].join(' '),
    );
  }
}

async function withPostgres(run: (databaseUrl: string) => Promise<void>) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return console.log('DATABASE_URL not set: PostgreSQL skipped');
  const database = await createScratchDatabase(serverUrl, 'yardline_bench');
  try {
    // A PostgreSQL database gets the demo terminal only when asked.
    seedDemo(database.url);
    await run(database.url);
  } finally {
    await database.drop();
  }
}

/** Boxes the ledger benchmark moves away and back. */
const ROUND_TRIPS = 50;

// The planning engine first: it needs no server, and the machine is quietest before one starts.
benchPlanning();
console.log(`${CONNECTIONS} connections, ${DURATION_SECONDS} s a call, logged in as admin`);
// The embedded database is seeded here (as a first start would), so the ledger bench can pick
// its boxes before the server takes the data directory.
const dataDir = mkdtempSync(join(tmpdir(), 'yardline-bench-'));
try {
  const trips = await prepareYard({ dataDir }, ROUND_TRIPS);
  // The embedded database serves one process: gate-ins straight on it before the server starts.
  const bareGateIn = await gateInOnDatabase({ dataDir }, 'BNA', TARGET_RATE.PGlite);
  const embedded = await startServer({ dataDir });
  try {
    await reportTransfer('PGlite', embedded.url);
    await measure('PGlite', embedded);
    await measureLedger('PGlite', embedded, trips);
    reportGateIn('PGlite', bareGateIn, await gateInThroughApi(embedded, 'BNB', TARGET_RATE.PGlite));
  } finally {
    await embedded.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
await withPostgres(async (databaseUrl) => {
  const trips = await prepareYard({ databaseUrl }, ROUND_TRIPS);
  const bareGateIn = await gateInOnDatabase({ databaseUrl }, 'BNA', TARGET_RATE.PostgreSQL);
  const server = await startServer({ env: { DATABASE_URL: databaseUrl } });
  try {
    await measure('PostgreSQL', server);
    await measureLedger('PostgreSQL', server, trips);
    reportGateIn(
      'PostgreSQL',
      bareGateIn,
      await gateInThroughApi(server, 'BNB', TARGET_RATE.PostgreSQL),
    );
  } finally {
    await server.stop();
  }
});
// The inventory's first draw on the big yard, in Chromium.
await measureInventoryDraw();
