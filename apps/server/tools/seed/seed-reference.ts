import { BUILT_IN_ROLES, type BuiltInRole, ROLE_DISPLAY_NAMES } from '@yardline/domain/auth/roles';
import { DEFAULT_METADATA } from '@yardline/domain/metadata/metadata.schema';
import { isNotNull } from 'drizzle-orm';
import type { Executor } from '../../src/db/database.ts';
import { machineShifts, metadata, roles } from '../../src/db/schema/index.ts';
import { FIRST_SHIFTS } from './master-data.ts';
import { insertMasterEntries } from './seed-tables.ts';

export interface ReferenceRows {
  /** Rows inserted per table. */
  counts: Record<string, number>;
  /** The stored id of a built-in role. */
  roleId(role: BuiltInRole): number;
}

/**
 * What every terminal starts with, demo or not: each metadata key with its default, the built-in
 * roles, the master-data lists and the first shifts. Run it in the transaction that fills the empty database.
 */
export async function seedReference(tx: Executor): Promise<ReferenceRows> {
  const counts: Record<string, number> = {};
  // Keep settings a server start may already have written.
  const settings = Object.entries(DEFAULT_METADATA).map(([key, value]) => ({ key, value }));
  counts.metadata = (
    await tx.insert(metadata).values(settings).onConflictDoNothing().returning()
  ).length;

  counts.roles = (
    await tx
      .insert(roles)
      .values(
        BUILT_IN_ROLES.map((key) => ({
          name: ROLE_DISPLAY_NAMES[key],
          builtinKey: key,
          adminCreated: false,
        })),
      )
      .onConflictDoNothing()
      .returning()
  ).length;
  const roleRows = await tx
    .select({ id: roles.id, key: roles.builtinKey })
    .from(roles)
    .where(isNotNull(roles.builtinKey));
  counts.master_entries = await insertMasterEntries(tx);
  counts.machine_shifts = (
    await tx.insert(machineShifts).values(FIRST_SHIFTS).onConflictDoNothing().returning()
  ).length;

  return {
    counts,
    roleId(role) {
      const row = roleRows.find((r) => r.key === role);
      if (!row) throw new Error(`Role ${role} was not stored`);
      return row.id;
    },
  };
}
