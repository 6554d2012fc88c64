/**
 * `npm run bench:gate`: the gate-in benchmark alone (bench/gate-in.ts), on the embedded database
 * and, when DATABASE_URL names a PostgreSQL server, on a fresh database there seeded with the demo
 * terminal. `npm run bench` runs the same measurements among its others. `--only=embedded` or
 * `--only=postgres` measures one database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../e2e/support/postgres.ts';
import { seedDemo, startServer } from '../e2e/support/server.ts';
import {
  gateInOnDatabase,
  gateInThroughApi,
  reportGateIn,
  reportSuggestions,
  suggestionsThroughApi,
  TARGET_RATE,
} from './gate-in.ts';
import { prepareYard } from './ledger.ts';

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

async function embedded() {
  const dataDir = mkdtempSync(join(tmpdir(), 'yardline-bench-'));
  try {
    await prepareYard({ dataDir }, 0);
    const bare = await gateInOnDatabase({ dataDir }, 'BNA', TARGET_RATE.PGlite);
    const server = await startServer({ dataDir });
    try {
      reportGateIn('PGlite', bare, await gateInThroughApi(server, 'BNB', TARGET_RATE.PGlite));
      reportSuggestions('PGlite', await suggestionsThroughApi(server));
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres() {
  if (!process.env.DATABASE_URL) return console.log('DATABASE_URL not set: PostgreSQL skipped');
  const database = await createScratchDatabase(process.env.DATABASE_URL, 'yardline_bench');
  try {
    seedDemo(database.url);
    await prepareYard({ databaseUrl: database.url }, 0);
    const bare = await gateInOnDatabase(
      { databaseUrl: database.url },
      'BNA',
      TARGET_RATE.PostgreSQL,
    );
    const server = await startServer({ env: { DATABASE_URL: database.url } });
    try {
      reportGateIn(
        'PostgreSQL',
        bare,
        await gateInThroughApi(server, 'BNB', TARGET_RATE.PostgreSQL),
      );
      reportSuggestions('PostgreSQL', await suggestionsThroughApi(server));
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

if (only !== 'postgres') await embedded();
if (only !== 'embedded') await postgres();
