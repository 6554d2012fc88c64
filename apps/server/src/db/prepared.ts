import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResult, QueryResultRow } from 'pg';
import type { Executor } from './database.ts';

const dialect = new PgDialect();

/**
 * Runs `query` as a named prepared statement. The driver parses it once per connection and
 * PostgreSQL keeps its plan (a generic one once five runs show it costs no more, or at once
 * after cachedPlansFromHere), where an unnamed statement is parsed, analysed and planned again on
 * every call: for the hot statements of a busy call (a move). The text must be the same on every
 * call (values only as parameters, arrays as one parameter each), and each name must go with one
 * text only.
 */
export async function executePrepared<Row extends QueryResultRow>(
  db: Executor,
  name: string,
  query: SQL,
): Promise<QueryResult<Row>> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return (await prepared.execute()) as QueryResult<Row>;
}
