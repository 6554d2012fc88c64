/**
 * `npm run bench:big`: the containers screen's reads (bench/containers.ts) and the ledger's moves
 * (bench/ledger.ts) on a big terminal (`npm run seed --
 * --big-terminal`: 56,000 cells, ~205,000 boxes in the yard, a million containers and five million
 * movements). Seeding takes minutes, so the databases are kept for the next run: the embedded one
 * under data/bench-big-terminal, and with DATABASE_URL a PostgreSQL database
 * `yardline_bench_big` on that server. `--fresh` seeds them again.
 */
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BIG_TERMINAL } from '../apps/server/tools/seed/big-yard.ts';
import { keptDatabase } from '../e2e/support/postgres.ts';
import { startServer } from '../e2e/support/server.ts';
import { measureContainers } from './containers.ts';
import { measureLedger, prepareYard } from './ledger.ts';

const fresh = process.argv.includes('--fresh');
/** `--only=embedded` or `--only=postgres` measures one database. */
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const DATA_DIR = fileURLToPath(new URL('../data/bench-big-terminal', import.meta.url));
const PG_DATABASE = 'yardline_bench_big';
const ROUND_TRIPS = 50;

async function prepare(label: string, target: { dataDir?: string; databaseUrl?: string }) {
  const started = performance.now();
  let seeded = false;
  const trips = await prepareYard(target, ROUND_TRIPS, {
    ...BIG_TERMINAL,
    log: (message) => {
      seeded = true;
      console.log(`${label.padEnd(10)} ${message}`);
    },
  });
  if (seeded) {
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`${label.padEnd(10)} big terminal seeded in ${seconds} s`);
  }
  return trips;
}

async function embedded() {
  if (fresh) rmSync(DATA_DIR, { recursive: true, force: true });
  if (existsSync(DATA_DIR)) console.log('PGlite     reusing the seeded big terminal');
  const trips = await prepare('PGlite', { dataDir: DATA_DIR });
  const server = await startServer({ dataDir: DATA_DIR });
  try {
    await measureContainers('PGlite', server);
    await measureLedger('PGlite', server, trips);
  } finally {
    await server.stop();
  }
}

async function postgres() {
  if (!process.env.DATABASE_URL) return console.log('DATABASE_URL not set: PostgreSQL skipped');
  const databaseUrl = await keptDatabase(process.env.DATABASE_URL, PG_DATABASE, fresh);
  const trips = await prepare('PostgreSQL', { databaseUrl });
  const server = await startServer({ env: { DATABASE_URL: databaseUrl } });
  try {
    await measureContainers('PostgreSQL', server);
    await measureLedger('PostgreSQL', server, trips);
  } finally {
    await server.stop();
  }
}

if (only !== 'postgres') await embedded();
if (only !== 'embedded') await postgres();
