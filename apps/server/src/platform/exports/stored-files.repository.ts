import { and, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { storedFiles } from '../../db/schema/index.ts';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;

/** The index of files under DATA_DIR/files: who wrote each and which screen may read it. */
export const storedFilesRepository = {
  async insert(db: Executor, file: NewStoredFile): Promise<void> {
    await db.insert(storedFiles).values(file);
  },

  /** Takes the files expired by `now` out of the index; answers their ids and names. */
  async removeExpired(db: Executor, now: Date): Promise<{ id: string; name: string }[]> {
    return db
      .delete(storedFiles)
      .where(and(isNotNull(storedFiles.expiresAt), lt(storedFiles.expiresAt, now)))
      .returning({ id: storedFiles.id, name: storedFiles.name });
  },

  /** Which of these ids are in the index. */
  async known(db: Executor, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(inArray(storedFiles.id, ids));
    return new Set(rows.map((row) => row.id));
  },

  /** The user's newest file of this name written for this screen. */
  async newestNamed(
    db: Executor,
    file: { userId: number; area: string; name: string },
  ): Promise<StoredFileRow | undefined> {
    const [row] = await db
      .select()
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.userId, file.userId),
          eq(storedFiles.area, file.area),
          eq(storedFiles.name, file.name),
        ),
      )
      .orderBy(desc(storedFiles.createdAt))
      .limit(1);
    return row;
  },

  async find(db: Executor, id: string): Promise<StoredFileRow | undefined> {
    const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
    return row;
  },
};
