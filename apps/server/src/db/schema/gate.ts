import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { containers } from './containers.ts';

/**
 * What happened at the gate, one row per box (or truck) and event: gate-in, dispatch, retag,
 * vehicle gate-in. The gate reports read it; where boxes stand is the ledger's.
 */
export const gateTransactions = pgTable(
  'gate_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(),
    containerId: integer('container_id').references(() => containers.id, { onDelete: 'set null' }),
    containerNumber: varchar('container_number', { length: 11 }),
    trailerNumber: varchar('trailer_number', { length: 20 }),
    trailerTag: varchar('trailer_tag', { length: 20 }),
    /** The rest of what the clerk sent: tag, purpose, IGM, PLA card, force reason, … */
    details: jsonb('details').notNull().default({}),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gate_transactions_kind_at_idx').on(t.kind, t.at)],
);

/** Gate passes issued for boxes (doc 2 §3 "Gate pass": containerNumber, date, boeDate). */
export const gatePasses = pgTable(
  'gate_passes',
  {
    id: serial('id').primaryKey(),
    containerNumber: varchar('container_number', { length: 11 }).notNull(),
    gatePass: varchar('gate_pass', { length: 40 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    boeDate: date('boe_date'),
  },
  (t) => [uniqueIndex('gate_passes_number_pass_key').on(t.containerNumber, t.gatePass)],
);

/**
 * Boxes the ERP still lists as held (customs, a liner's hold): dispatching one asks 'Alert:
 * Container found In Erp' first.
 */
export const erpHolds = pgTable('erp_holds', {
  containerNumber: varchar('container_number', { length: 11 }).primaryKey(),
  reason: varchar('reason', { length: 200 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Answers to requests sent with an `Idempotency-Key`, per caller: a resend after a timeout gets
 * the first answer back and changes nothing. The key's row is written in the request's own
 * transaction, so a second request with the key waits for the first and then reads its answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who sent it and to what: `user:12:gate-in`, `device:3:rfid`. */
    scope: varchar('scope', { length: 80 }).notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_created_idx').on(t.createdAt),
  ],
);
