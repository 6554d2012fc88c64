import { shiftCode } from '@yardline/domain/machines/shift.schema';
import type { ChaAllowance, MasterEntry, MasterList } from '@yardline/domain/master/master-lists';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  chaAllocations,
  chaAllowedDeliveries,
  chas,
  customers,
  liners,
  machineShifts,
  masterEntries,
  roles,
  yardLocations,
} from '../../db/schema/index.ts';

/** The zones drawn on the Yard Location screen of one type, by name. */
const drawnZones = (db: Executor, type: 'YARD_ZONE' | 'TASK_TO_LOCATION') =>
  db
    .select({ id: yardLocations.id, name: yardLocations.name })
    .from(yardLocations)
    .where(eq(yardLocations.type, type))
    .orderBy(asc(yardLocations.name))
    .then((rows) => rows.map((row) => ({ ...row, code: null, parentId: null })));

/** Lists kept in tables of their own rather than in master_entries. */
const ENTITY_LISTS: Partial<Record<MasterList, (db: Executor) => Promise<MasterEntry[]>>> = {
  liners: (db) =>
    db
      .select({ id: liners.id, name: liners.name, code: liners.prefixes })
      .from(liners)
      .orderBy(asc(liners.name))
      .then((rows) => rows.map((row) => ({ ...row, code: row.code.join(','), parentId: null }))),
  customers: (db) =>
    db
      .select({ id: customers.id, name: customers.name, code: customers.code })
      .from(customers)
      .orderBy(asc(customers.name))
      .then((rows) => rows.map((row) => ({ ...row, parentId: null }))),
  roles: (db) =>
    db
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .orderBy(asc(roles.id))
      .then((rows) => rows.map((row) => ({ ...row, code: null, parentId: null }))),
  // The shifts screen's table is the one source of shifts; the code is the time of day.
  shifts: (db) =>
    db
      .select()
      .from(machineShifts)
      .orderBy(asc(machineShifts.fromHour), asc(machineShifts.fromMinute), asc(machineShifts.id))
      .then((rows) =>
        rows.map((s) => ({ id: s.id, name: s.name, code: shiftCode(s), parentId: null })),
      ),
  // Doc 3 §3: the yard zones and the task destinations are the polygons drawn for them.
  'yard-zones': (db) => drawnZones(db, 'YARD_ZONE'),
  'yard-locations': (db) => drawnZones(db, 'TASK_TO_LOCATION'),
};

export const masterRepository = {
  list(db: Executor, list: MasterList): Promise<MasterEntry[]> {
    const fromEntity = ENTITY_LISTS[list];
    if (fromEntity) return fromEntity(db);
    return db
      .select({
        id: masterEntries.id,
        name: masterEntries.name,
        code: masterEntries.code,
        parentId: masterEntries.parentId,
      })
      .from(masterEntries)
      .where(eq(masterEntries.list, list))
      .orderBy(asc(masterEntries.sortOrder), asc(masterEntries.name));
  },

  /** Allowances for an activity given by id or (case-insensitive) name, of one agent or all. */
  chaAllowances(db: Executor, activity: string, chaId?: number): Promise<ChaAllowance[]> {
    const activityMatch: SQL = /^\d+$/.test(activity)
      ? eq(masterEntries.id, Number(activity))
      : sql`lower(${masterEntries.name}) = lower(${activity})`;
    return db
      .select({
        chaId: chas.id,
        name: chas.name,
        code: chas.code,
        activityId: masterEntries.id,
        activity: masterEntries.name,
        allowedCount: chaAllowedDeliveries.allowedCount,
        allowed20: chaAllowedDeliveries.allowed20,
        allowed40: chaAllowedDeliveries.allowed40,
        gatedInCount: chaAllowedDeliveries.gatedInCount,
      })
      .from(chaAllowedDeliveries)
      .innerJoin(chaAllocations, eq(chaAllocations.id, chaAllowedDeliveries.allocationId))
      .innerJoin(chas, eq(chas.id, chaAllocations.chaId))
      .innerJoin(masterEntries, eq(masterEntries.id, chaAllowedDeliveries.activityId))
      .where(
        and(
          eq(masterEntries.list, 'activities'),
          activityMatch,
          chaId === undefined ? undefined : eq(chas.id, chaId),
        ),
      )
      .orderBy(asc(chas.name));
  },

  linerInfos(db: Executor) {
    return db
      .select({
        id: liners.id,
        liner: liners.name,
        color: liners.color,
        prefixes: liners.prefixes,
      })
      .from(liners)
      .orderBy(asc(liners.name));
  },
};
