/**
 * `npm run bench`: starts the server as `npm start` does and measures the foundation's hot calls
 * with autocannon, on the embedded database and, when DATABASE_URL names a PostgreSQL server, on a
 * fresh database there. Prints requests per second and latency percentiles.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { type RunningServer, startServer } from '../e2e/support/server.ts';
import { apiLogin, DEMO } from '../e2e/support/session.ts';

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
  const name = `yardline_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

console.log(`${CONNECTIONS} connections, ${DURATION_SECONDS} s a call, logged in as admin`);
const embedded = await startServer();
try {
  await measure('PGlite', embedded);
} finally {
  await embedded.stop();
}
await withPostgres(async (databaseUrl) => {
  const server = await startServer({ env: { DATABASE_URL: databaseUrl } });
  try {
    await measure('PostgreSQL', server);
  } finally {
    await server.stop();
  }
});
