import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** Trailers in the yard and their history (doc 3 §3): a dispatched one has its outDate. */
export const trailers = pgTable(
  'trailers',
  {
    id: serial('id').primaryKey(),
    trailerTagId: varchar('trailer_tag_id', { length: 20 }).notNull(),
    trailerTagId1: varchar('trailer_tag_id1', { length: 20 }),
    trailerTagId2: varchar('trailer_tag_id2', { length: 20 }),
    trailerNumber: varchar('trailer_number', { length: 20 }).notNull(),
    entryDate: timestamp('entry_date', { withTimezone: true }).notNull().defaultNow(),
    outDate: timestamp('out_date', { withTimezone: true }),
    containerNumber: varchar('container_number', { length: 11 }),
    trailerType: varchar('trailer_type', { length: 40 }),
    type: varchar('type', { length: 40 }),
    plaCard1: varchar('pla_card1', { length: 20 }),
    plaCard2: varchar('pla_card2', { length: 20 }),
    dispatchMode: varchar('dispatch_mode', { length: 40 }),
    dispatchedBy: integer('dispatched_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One trailer in the yard per tag: the gate finds the truck by it.
    uniqueIndex('trailers_tag_in_yard_key')
      .on(sql`lower(${t.trailerTagId})`)
      .where(sql`${t.outDate} is null`),
    index('trailers_entry_idx').on(t.entryDate),
  ],
);

/** PLA cards: which card a trailer tag carries (doc 3 §3), one card a tag and one tag a card. */
export const plaCards = pgTable(
  'pla_cards',
  {
    id: serial('id').primaryKey(),
    trailerTagNumber: varchar('trailer_tag_number', { length: 20 }).notNull(),
    plaCardNumber: varchar('pla_card_number', { length: 20 }).notNull(),
  },
  (t) => [
    uniqueIndex('pla_cards_tag_key').on(sql`lower(${t.trailerTagNumber})`),
    uniqueIndex('pla_cards_card_key').on(sql`lower(${t.plaCardNumber})`),
  ],
);

/** Trailers that belong to the terminal or its regular transporters (doc 3 §3). */
export const permanentTrailers = pgTable(
  'permanent_trailers',
  {
    id: serial('id').primaryKey(),
    trailerNumber: varchar('trailer_number', { length: 20 }).notNull(),
    trailerTag: varchar('trailer_tag', { length: 20 }).notNull(),
    trailerType: varchar('trailer_type', { length: 40 }).notNull().default(''),
    transporter: varchar('transporter', { length: 100 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('permanent_trailers_number_key').on(sql`lower(${t.trailerNumber})`),
    uniqueIndex('permanent_trailers_tag_key').on(sql`lower(${t.trailerTag})`),
  ],
);
