import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Files the app wrote for a user (exports, reports) or was given (survey photos), stored under
 * DATA_DIR/files/{id}/{name}. The row says who may download one: a user who sees its screen.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    /** 128 random bits as hex: the address of the file, never guessable. */
    id: varchar('id', { length: 32 }).primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    /** The screen (permission area) whose users may read it. */
    area: varchar('area', { length: 40 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    bytes: integer('bytes').notNull(),
    rows: integer('rows').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the file is removed (an export or report, made to be downloaded now); null for a file
     * kept as long as what refers to it (a survey photo).
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('stored_files_created_idx').on(t.createdAt),
    index('stored_files_expires_idx').on(t.expiresAt).where(sql`${t.expiresAt} is not null`),
  ],
);
