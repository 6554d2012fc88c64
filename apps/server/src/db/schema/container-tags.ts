import { date, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * The terminal's register of container RFID tags and the day each reaches its end of life (doc 1
 * §5 "Container tag"): the gate refuses an expired tag (decision 0035).
 */
export const containerTags = pgTable(
  'container_tags',
  {
    id: serial('id').primaryKey(),
    tag: varchar('tag', { length: 8 }).notNull(),
    endOfLife: date('end_of_life', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('container_tags_tag_key').on(t.tag)],
);
