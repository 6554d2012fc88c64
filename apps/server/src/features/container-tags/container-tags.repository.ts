import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { containerTags } from '../../db/schema/index.ts';
import type { KeyedListTable } from '../../platform/lists/keyed-list.repository.ts';

/** The register as the keyed-list kit keeps it: a tag and its end-of-life day (YYYY-MM-DD). */
export const CONTAINER_TAGS: KeyedListTable<'tag' | 'endOfLife'> = {
  table: containerTags,
  id: containerTags.id,
  columns: { tag: containerTags.tag, endOfLife: containerTags.endOfLife },
  key: 'tag',
};

export const containerTagsRepository = {
  /** The end-of-life day of each of `tags` the register holds. */
  async endsOfLife(db: Executor, tags: string[]): Promise<Map<string, string>> {
    const rows = await db
      .select({ tag: containerTags.tag, endOfLife: containerTags.endOfLife })
      .from(containerTags)
      .where(inArray(containerTags.tag, tags));
    return new Map(rows.map((row) => [row.tag, row.endOfLife]));
  },
};
