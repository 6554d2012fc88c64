/**
 * `npm run bench`: starts the server as `npm start` does and measures the foundation's hot calls
 * with autocannon, on the embedded database and, when DATABASE_URL names a PostgreSQL server, on a
 * fresh database there. Prints requests per second and latency percentiles.
 */
import { constants, publicEncrypt } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { type RunningServer, startServer } from '../e2e/support/server.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const CALLS = ['/rest/ping', '/rest/health', '/rest/metadata', '/rest/yard/layout'];

async function login(url: string): Promise<string> {
  const { publicKey } = (await (await fetch(`${url}/rest/auth/public-key`)).json()) as {
    publicKey: string;
  };
  const password = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from('Yard!Admin1'),
  ).toString('base64');
  const response = await fetch(`${url}/rest/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', pagepath: '/login' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`login failed: ${response.status}`);
  return cookie;
}

async function measure(label: string, server: RunningServer) {
  const cookie = await login(server.url);
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
        path.padEnd(20),
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
