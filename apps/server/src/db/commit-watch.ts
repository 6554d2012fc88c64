import type pg from 'pg';

type Result = pg.QueryResult | pg.QueryResult[] | undefined;

/** A COMMIT that committed: PostgreSQL answers ROLLBACK to the COMMIT of a failed transaction. */
const committedBy = (result: Result): boolean =>
  Array.isArray(result)
    ? result.some((each) => each.command === 'COMMIT')
    : result?.command === 'COMMIT';

/**
 * Calls `committed` after each COMMIT this pool client runs, however it was sent: drizzle's
 * `db.transaction` or the migration lock's connection. The event bus sends the outbox then, so no transaction's events wait for the
 * once-a-second pass. Statements outside a transaction answer their own command, not COMMIT.
 */
export function reportCommits(client: pg.PoolClient, committed: () => void): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: Error | null, result: Result) => {
        callback(error, result);
        if (!error && committedBy(result)) committed();
      };
      return query(...args);
    }
    const answer = query(...args);
    // Cursors and streams (submittables) return themselves, not a promise: no COMMIT there.
    if (answer instanceof Promise) {
      answer.then(
        (result: Result) => {
          if (committedBy(result)) committed();
        },
        () => {},
      );
    }
    return answer;
  }) as typeof client.query;
}
