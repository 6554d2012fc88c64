import type { MasterEntry, MasterList } from '@yardline/domain/master/master-lists';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customers, liners, masterEntries, roles } from '../../db/schema/index.ts';

/** Lists kept in tables of their own rather than in master_entries. */
const ENTITY_LISTS: Partial<Record<MasterList, (db: Db) => Promise<MasterEntry[]>>> = {
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
};

export function createMasterRepository(db: Db) {
  return {
    list(list: MasterList): Promise<MasterEntry[]> {
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

    linerInfos() {
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
}

export type MasterRepository = ReturnType<typeof createMasterRepository>;
