import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { areas } from './yard.ts';

const STATUSES = sql`('Working', 'Idle', 'Break-Down')`;

/**
 * The yard's machines (doc 2 §3): reach stackers, fork lifts and gantries, where each last was
 * and when it last reported. Names are unique whatever their case; so is a map label letter.
 */
export const machines = pgTable(
  'machines',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    type: varchar('type', { length: 40 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('Working'),
    /** The letter it is marked with on the yard map: A to Z without Y (doc 3 §9). */
    label: varchar('label', { length: 1 }),
    rfidInstalled: boolean('rfid_installed').notNull().default(false),
    zone: varchar('zone', { length: 100 }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    lastDataReceived: timestamp('last_data_received', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('machines_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('machines_label_key').on(t.label).where(sql`${t.label} is not null`),
    check(
      'machines_type_known',
      sql`${t.type} in ('Reach-Stacker', 'Fork-Lift', 'Rubber Tyre Gantry')`,
    ),
    check('machines_status_known', sql`${t.status} in ${STATUSES}`),
    check('machines_label_letter', sql`${t.label} ~ '^[A-XZ]$'`),
    check('machines_position_whole', sql`(${t.lat} is null) = (${t.lng} is null)`),
  ],
);

/** In-yard transport vehicles (doc 2 §3): ITV and trailer numbers unique whatever their case. */
export const itvs = pgTable(
  'itvs',
  {
    id: serial('id').primaryKey(),
    itvNumber: varchar('itv_number', { length: 20 }).notNull(),
    trailerNumber: varchar('trailer_number', { length: 20 }).notNull(),
    deviceInstalled: boolean('device_installed').notNull().default(false),
    status: varchar('status', { length: 20 }).notNull().default('Working'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    lastDataReceived: timestamp('last_data_received', { withTimezone: true }),
    machineName: varchar('machine_name', { length: 60 }),
  },
  (t) => [
    uniqueIndex('itvs_itv_number_key').on(sql`lower(${t.itvNumber})`),
    uniqueIndex('itvs_trailer_number_key').on(sql`lower(${t.trailerNumber})`),
    check('itvs_status_known', sql`${t.status} in ${STATUSES}`),
    check('itvs_position_whole', sql`(${t.lat} is null) = (${t.lng} is null)`),
  ],
);

/** Machine shifts (doc 2 §3): a name and a from and to time of day; to before from runs past midnight. */
export const machineShifts = pgTable(
  'machine_shifts',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    fromHour: smallint('from_hour').notNull(),
    fromMinute: smallint('from_minute').notNull(),
    toHour: smallint('to_hour').notNull(),
    toMinute: smallint('to_minute').notNull(),
  },
  (t) => [
    uniqueIndex('machine_shifts_name_key').on(sql`lower(${t.name})`),
    check(
      'machine_shifts_times',
      sql`${t.fromHour} between 0 and 23 and ${t.toHour} between 0 and 23 and ${t.fromMinute} between 0 and 59 and ${t.toMinute} between 0 and 59`,
    ),
  ],
);

/**
 * A machine given to a yard area for a time (doc 2 §3 "Machine allocation"). Two allocations of
 * one machine do not overlap: the service checks under the machine's row lock.
 */
export const machineAllocations = pgTable(
  'machine_allocations',
  {
    id: serial('id').primaryKey(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
    fromTime: timestamp('from_time', { withTimezone: true }).notNull(),
    toTime: timestamp('to_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('machine_allocations_machine_idx').on(t.machineId, t.fromTime),
    index('machine_allocations_time_idx').on(t.fromTime, t.toTime),
    check('machine_allocations_order', sql`${t.toTime} > ${t.fromTime}`),
  ],
);
