import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { itvs, machines } from './machines.ts';

/** Gates of the terminal (doc 1 §3 "Gate", doc 2 §3): IN or OUT, with their cameras. */
export const gates = pgTable(
  'gates',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    type: varchar('type', { length: 3 }).notNull().default('IN'),
    positionLat: doublePrecision('position_lat').notNull(),
    positionLong: doublePrecision('position_long').notNull(),
    camConfig: jsonb('cam_config').notNull().default([]),
  },
  (t) => [uniqueIndex('gates_name_key').on(sql`lower(${t.name})`)],
);

/**
 * Gate readers (doc 1 §3): RFID readers, OCR portals, IP cameras. The name is the device id the
 * hardware reports under; the key it sends is kept as a SHA-256 hash only. A MACHINE or ITV reader
 * is the tracker on a machine or an ITV: its position reads move that machine or ITV.
 */
export const gateReaders = pgTable(
  'gate_readers',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 40 }).notNull(),
    readerType: varchar('reader_type', { length: 20 }).notNull().default('GATEIN'),
    gateId: integer('gate_id').references(() => gates.id, { onDelete: 'set null' }),
    ip: varchar('ip', { length: 60 }).notNull(),
    positionLat: doublePrecision('position_lat'),
    positionLong: doublePrecision('position_long'),
    statusLastReceived: timestamp('status_last_received', { withTimezone: true }),
    keyHash: varchar('key_hash', { length: 64 }),
    machineId: integer('machine_id').references(() => machines.id, { onDelete: 'set null' }),
    itvId: integer('itv_id').references(() => itvs.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('gate_readers_name_key').on(t.name),
    index('gate_readers_gate_idx').on(t.gateId),
  ],
);

/**
 * What devices said (doc 1 "Device logs"): one row a heartbeat, a tag read, an OCR read or a
 * refused message. (device, message id) is unique, so a resent message lands once.
 */
export const deviceLogs = pgTable(
  'device_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: varchar('device_id', { length: 40 }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    messageId: varchar('message_id', { length: 100 }),
    /** A message of several tags writes a row a tag: its place in the message. */
    part: integer('part').notNull().default(0),
    tagId: varchar('tag_id', { length: 40 }),
    detail: text('detail'),
    payload: jsonb('payload').notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('device_logs_message_key').on(t.deviceId, t.messageId, t.part),
    index('device_logs_device_idx').on(t.deviceId, t.id),
    index('device_logs_kind_idx').on(t.kind, t.id),
  ],
);

/**
 * The smart gate's queue (doc 2 §3 "OCR record"): each OCR read waits at its gate until a clerk
 * acknowledges it (gated in or dispatched from it) or purges the queue with a reason.
 */
export const ocrRecords = pgTable(
  'ocr_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gateId: integer('gate_id')
      .notNull()
      .references(() => gates.id, { onDelete: 'cascade' }),
    deviceId: varchar('device_id', { length: 40 }).notNull(),
    logId: bigint('log_id', { mode: 'number' }),
    readNumber: varchar('read_number', { length: 20 }).notNull(),
    containerSize: varchar('container_size', { length: 4 }),
    trailerNumber: varchar('trailer_number', { length: 20 }),
    confidence: doublePrecision('confidence'),
    images: jsonb('images').notNull().default([]),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** queued, acknowledged or purged. */
    status: varchar('status', { length: 12 }).notNull().default('queued'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 200 }),
  },
  (t) => [index('ocr_records_queue_idx').on(t.gateId, t.status, t.id)],
);

/** An admin's report that OCR read a field wrong (doc 2 §3 "OCR difference report rows"). */
export const ocrDifferences = pgTable(
  'ocr_differences',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recordId: bigint('record_id', { mode: 'number' })
      .notNull()
      .references(() => ocrRecords.id, { onDelete: 'cascade' }),
    field: varchar('field', { length: 40 }).notNull(),
    suggested: varchar('suggested', { length: 60 }).notNull(),
    actual: varchar('actual', { length: 60 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list reads a date range of reports, newest first.
  (t) => [index('ocr_differences_at_idx').on(t.at)],
);
