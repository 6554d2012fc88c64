import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { metadata } from '../../db/schema/index.ts';

export function createMetadataRepository(db: Db) {
  return {
    async all(): Promise<Record<string, unknown>> {
      const rows = await db.select({ key: metadata.key, value: metadata.value }).from(metadata);
      return Object.fromEntries(rows.map((row) => [row.key, row.value]));
    },

    async save(tx: Db, values: Record<string, unknown>, userId: number) {
      for (const [key, value] of Object.entries(values)) {
        await tx
          .insert(metadata)
          .values({ key, value, updatedBy: userId })
          .onConflictDoUpdate({
            target: metadata.key,
            set: { value, updatedBy: userId, updatedAt: sql`now()` },
          });
      }
    },
  };
}

export type MetadataRepository = ReturnType<typeof createMetadataRepository>;
