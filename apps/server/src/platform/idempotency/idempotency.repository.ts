import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

export const idempotencyRepository = {
  /**
   * Takes the key for this transaction; false when it was taken before. A request holding the
   * same key in a transaction still open makes this wait for it to end.
   */
  async claim(db: Executor, scope: string, key: string, requestHash: string): Promise<boolean> {
    const rows = await db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return rows.length > 0;
  },

  async stored(
    db: Executor,
    scope: string,
    key: string,
  ): Promise<{ requestHash: string; answer: unknown } | undefined> {
    const [row] = await db
      .select({ requestHash: idempotencyKeys.requestHash, answer: idempotencyKeys.answer })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    return row;
  },

  async store(db: Executor, scope: string, key: string, answer: unknown): Promise<void> {
    await db
      .update(idempotencyKeys)
      .set({ answer: sql`${JSON.stringify(answer)}::jsonb` })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  },

  async release(db: Executor, scope: string, key: string): Promise<void> {
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  },
};
