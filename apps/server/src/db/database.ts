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

/** The database on `pool` (its clients report their commits: connection.ts). */
export function createDb(pool: Pool): Db {
  return drizzle(pool, { schema });
}
