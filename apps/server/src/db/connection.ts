import pg from 'pg';
import type { Config } from '../config.ts';
import { reportCommits } from './commit-watch.ts';
import { createDb, type Db } from './database.ts';
import { startEmbeddedPostgres } from './embedded/embedded-postgres.ts';
import { embeddedListener, postgresListener, quotedChannel } from './notifications.ts';

export interface Channel {
  /** Each payload NOTIFY sent on the channel, after its transaction committed. */
  onPayload(payload: string): void;
  /** The listening connection was lost and is back: payloads may have been missed. */
  onGap(): void;
}

/**
 * Clears the named statements of the embedded database's one session, which every connection to
 * it shares: a new connection's driver knows none of those an earlier connection prepared, and
 * preparing one again by its name would fail.
 */
export async function forgetNamedStatements(client: pg.ClientBase): Promise<void> {
  await client.query('deallocate all');
}

export interface Database {
  kind: 'postgres' | 'pglite';
  pool: pg.Pool;
  db: Db;
  /** LISTENs on a channel for this process (the event bus uses it); stops on close(). */
  listen(channel: string, listener: Channel): Promise<void>;
  /**
   * Calls `listener` after each transaction committed on this process's pool (the event bus sends
   * its outbox then).
   */
  onCommit(listener: () => void): void;
  /** Settles if the database is gone for good (the embedded database's worker crashed). */
  lost: Promise<Error>;
  close(): Promise<void>;
}

// int8 (counts, bigserial ids) as numbers: our values stay far below 2^53.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? Number
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

type Logger = { error(details: object, message: string): void };

/**
 * Opens the PostgreSQL server at `databaseUrl`, or the embedded PGlite database under dataDir
 * (started from the dumped data directory `loadDataDir` when given: see EmbeddedOptions).
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & { loadDataDir?: string },
  log: Logger = console,
): Promise<Database> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(config.dataDir, { log, loadDataDir: config.loadDataDir });
  const listeners = new Map<string, Set<Channel>>();
  const deliver = (channel: string, payload: string) => {
    for (const listener of listeners.get(channel) ?? []) listener.onPayload(payload);
  };
  const gap = () => {
    for (const set of listeners.values()) for (const listener of set) listener.onGap();
  };
  const commitListeners = new Set<() => void>();
  const committed = () => {
    for (const listener of commitListeners) listener();
  };
  const onEmbedded = embeddedListener(deliver);
  const onServer = config.databaseUrl
    ? postgresListener(config.databaseUrl, deliver, log, gap)
    : undefined;
  const pool = embedded
    ? new pg.Pool({
        host: embedded.socketDir,
        port: embedded.port,
        user: 'postgres',
        database: 'postgres',
        max: 1,
        types,
        async onConnect(client) {
          // The pool opens a new connection after a failed query.
          await forgetNamedStatements(client);
          await onEmbedded.onConnect(client);
        },
      })
    : new pg.Pool({ connectionString: config.databaseUrl, max: 10, types });
  // Without a listener, an idle client dropped by the server would crash the process.
  pool.on('error', (error) => log.error({ err: error }, 'database connection lost'));
  pool.on('connect', (client) => reportCommits(client, committed));
  return {
    kind: embedded ? 'pglite' : 'postgres',
    pool,
    db: createDb(pool),
    async listen(channel, listener) {
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set);
      set.add(listener);
      if (onServer) return onServer.listen(channel);
      onEmbedded.channels.add(channel);
      await pool.query(`listen ${quotedChannel(channel)}`);
    },
    onCommit(listener) {
      commitListeners.add(listener);
    },
    // A PostgreSQL server that goes away may come back: the pool reconnects, calls meanwhile 503.
    lost: embedded?.lost ?? new Promise<Error>(() => {}),
    async close() {
      listeners.clear();
      commitListeners.clear();
      await onServer?.close();
      await pool.end();
      await embedded?.close();
    },
  };
}
