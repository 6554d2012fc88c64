import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { metadata } from '../../db/schema/index.ts';

export const metadataRepository = {
  async all(db: Executor): Promise<Record<string, unknown>> {
    const rows = await db.select({ key: metadata.key, value: metadata.value }).from(metadata);
    return Object.fromEntries(rows.map((row) => [row.key, row.value]));
  },

  async save(db: Executor, values: Record<string, unknown>, userId: number) {
    for (const [key, value] of Object.entries(values)) {
      await db
        .insert(metadata)
        .values({ key, value, updatedBy: userId })
        .onConflictDoUpdate({
          target: metadata.key,
          set: { value, updatedBy: userId, updatedAt: sql`now()` },
        });
    }
  },
};
