import type { ChaContact, DeliveryType } from '@yardline/domain/cha/cha.schema';
import { and, asc, eq, ilike, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import {
  chaAllocations,
  chaAllowedDeliveries,
  chas,
  masterEntries,
} from '../../db/schema/index.ts';

/** Doc 2 §9: the activity group whose activities are a vehicle's delivery types. */
export const VEHICLE_GROUP = 'VEHICLE GATE-IN';

const agentColumns = {
  id: chas.id,
  name: chas.name,
  registrationNumber: chas.code,
  contacts: chas.contacts,
};

const group = alias(masterEntries, 'activity_group');

export interface DeliveryRow {
  activityId: number;
  allowedCount: number;
  allowed20: number;
  allowed40: number;
}

export const chaRepository = {
  /** Agents whose name or registration number holds the text, by name. */
  search(db: Executor, text: string, limit: number) {
    const pattern = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
    return db
      .select(agentColumns)
      .from(chas)
      .where(text ? or(ilike(chas.name, pattern), ilike(chas.code, pattern)) : undefined)
      .orderBy(asc(chas.name))
      .limit(limit);
  },

  async agent(db: Executor, id: number, lock = false) {
    const query = db.select(agentColumns).from(chas).where(eq(chas.id, id));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  },

  setContacts(db: Executor, id: number, contacts: ChaContact[]) {
    return db.update(chas).set({ contacts }).where(eq(chas.id, id));
  },

  deliveryTypes(db: Executor): Promise<DeliveryType[]> {
    return db
      .select({
        activityId: masterEntries.id,
        activityName: masterEntries.name,
        activityGroup: group.name,
      })
      .from(masterEntries)
      .innerJoin(group, eq(group.id, masterEntries.parentId))
      .where(and(eq(masterEntries.list, 'activities'), eq(group.name, VEHICLE_GROUP)))
      .orderBy(asc(masterEntries.sortOrder), asc(masterEntries.name));
  },

  async allocation(db: Executor, chaId: number, lock = false) {
    const query = db
      .select({
        id: chaAllocations.id,
        chaId: chaAllocations.chaId,
        equipments: chaAllocations.equipments,
        createdAt: chaAllocations.createdAt,
      })
      .from(chaAllocations)
      .where(eq(chaAllocations.chaId, chaId));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  },

  deliveries(db: Executor, allocationId: number) {
    return db
      .select({
        activityId: chaAllowedDeliveries.activityId,
        activityName: masterEntries.name,
        activityGroup: group.name,
        allowedCount: chaAllowedDeliveries.allowedCount,
        allowed20: chaAllowedDeliveries.allowed20,
        allowed40: chaAllowedDeliveries.allowed40,
        gatedInCount: chaAllowedDeliveries.gatedInCount,
      })
      .from(chaAllowedDeliveries)
      .innerJoin(masterEntries, eq(masterEntries.id, chaAllowedDeliveries.activityId))
      .innerJoin(group, eq(group.id, masterEntries.parentId))
      .where(eq(chaAllowedDeliveries.allocationId, allocationId))
      .orderBy(asc(masterEntries.sortOrder), asc(masterEntries.name));
  },

  async insertAllocation(db: Executor, chaId: number, equipments: string[]): Promise<number> {
    const [row] = await db
      .insert(chaAllocations)
      .values({ chaId, equipments })
      .returning({ id: chaAllocations.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  },

  setEquipments(db: Executor, id: number, equipments: string[]) {
    return db.update(chaAllocations).set({ equipments }).where(eq(chaAllocations.id, id));
  },

  /**
   * Makes the allocation's allowances exactly `rows`: new types added, kept types changed with
   * their gated-in count untouched, dropped types removed.
   */
  async replaceDeliveries(db: Executor, allocationId: number, rows: DeliveryRow[]) {
    const kept = rows.map((row) => row.activityId);
    await db
      .delete(chaAllowedDeliveries)
      .where(
        and(
          eq(chaAllowedDeliveries.allocationId, allocationId),
          kept.length ? notInArray(chaAllowedDeliveries.activityId, kept) : undefined,
        ),
      );
    if (!rows.length) return;
    await db
      .insert(chaAllowedDeliveries)
      .values(rows.map((row) => ({ ...row, allocationId })))
      .onConflictDoUpdate({
        target: [chaAllowedDeliveries.allocationId, chaAllowedDeliveries.activityId],
        set: {
          allowedCount: sql`excluded.allowed_count`,
          allowed20: sql`excluded.allowed_20`,
          allowed40: sql`excluded.allowed_40`,
        },
      });
  },

  /** Which of `tags` another agent's allocation already holds, with that agent's name. */
  async tagOwners(db: Executor, tags: string[], chaId: number) {
    if (!tags.length) return [];
    const result = await db.execute<{ tag: string; name: string }>(sql`
      select t.tag, c.name
      from cha_allocations a join chas c on c.id = a.cha_id, unnest(a.equipments) as t(tag)
      where a.cha_id <> ${chaId} and t.tag = any(${sql.param(tags)}::text[])
      order by t.tag`);
    return result.rows;
  },

  /** Every equipment tag in an allocation, sorted. */
  async equipments(db: Executor): Promise<string[]> {
    const result = await db.execute<{ tag: string }>(
      sql`select distinct unnest(equipments) as tag from cha_allocations order by tag`,
    );
    return result.rows.map((row) => row.tag);
  },
};
