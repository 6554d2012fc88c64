import pg from 'pg';
import type { Config } from '../config.ts';
import { createDb, type Db } from './database.ts';
import { startEmbeddedPostgres } from './embedded/embedded-postgres.ts';

export interface Database {
  kind: 'postgres' | 'pglite';
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

// int8 (counts, bigserial ids) as numbers: our values stay far below 2^53.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? Number
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

type Logger = { error(obj: unknown, msg?: string): void };

/** Opens the PostgreSQL server at `databaseUrl`, or the embedded PGlite database under dataDir. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  log: Logger = console,
): Promise<Database> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir);
  const pool = embedded
    ? new pg.Pool({
        host: embedded.socketDir,
        port: embedded.port,
        user: 'postgres',
        database: 'postgres',
        max: 1,
        types,
      })
    : new pg.Pool({ connectionString: config.databaseUrl, max: 10, types });
  // Without a listener, an idle client dropped by the server would crash the process.
  pool.on('error', (error) => log.error({ err: error }, 'database connection lost'));
  return {
    kind: embedded ? 'pglite' : 'postgres',
    pool,
    db: createDb(pool),
    async close() {
      await pool.end();
      await embedded?.close();
    },
  };
}
