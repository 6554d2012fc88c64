import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;

/**
 * The root database or a transaction on it. Every repository function takes one as its first
 * argument, so a service decides which transaction a statement runs in (README, "How a feature
 * is cut").
 */
export type Executor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

/** The database on `pool`; `committed` runs after each `db.transaction` commits (not savepoints). */
export function createDb(pool: Pool, committed: () => void = () => {}): Db {
  const db = drizzle(pool, { schema });
  const transaction = db.transaction.bind(db);
  db.transaction = async (work, config) => {
    const result = await transaction(work, config);
    committed();
    return result;
  };
  return db;
}
