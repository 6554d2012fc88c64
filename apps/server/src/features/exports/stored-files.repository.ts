import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { storedFiles } from '../../db/schema/index.ts';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;

/** The index of files under DATA_DIR/files: who wrote each and which screen may read it. */
export const storedFilesRepository = {
  async insert(db: Executor, file: NewStoredFile): Promise<void> {
    await db.insert(storedFiles).values(file);
  },

  async find(db: Executor, id: string): Promise<StoredFileRow | undefined> {
    const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
    return row;
  },
};
