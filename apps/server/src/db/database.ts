import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';

export type Db = NodePgDatabase;

/**
 * The root database or a transaction on it. Every repository function takes one as its first
 * argument, so a service decides which transaction a statement runs in (README, "How a feature
 * is cut").
 */
export type Executor = PgDatabase<NodePgQueryResultHKT>;

/**
 * The database on `pool` (its clients report their commits: connection.ts). Without drizzle's
 * relational queries (`db.query.…`, unused): given the schema, drizzle builds one query builder
 * per table for every transaction, about a twentieth of what a gate-in allocates.
 */
export function createDb(pool: Pool): Db {
  return drizzle(pool);
}
