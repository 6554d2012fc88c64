import type { Plan, QueuedContainer } from '@yardline/domain/planning/planning-api';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { setPlanned } from '../containers/index.ts';

/** Stored plans and the containers waiting for a slot (doc 3 §3 "Plan", "Queued container"). */

export interface PlanSlot {
  containerId: number;
  location: string;
  planningOrder: number;
  reason: string | null;
}

const QUEUED_LIMIT = 500;

/** Empties a plan of its slots: answers the containers that were in it. */
async function clearSlots(db: Executor, planId: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(
    sql`delete from plan_containers where plan_id = ${planId} returning container_id as id`,
  );
  return result.rows.map((row) => row.id);
}

export const plansRepository = {
  async plans(db: Executor, id?: number): Promise<Plan[]> {
    const result = await db.execute<Plan>(sql`
      select p.id, p.name,
             coalesce(json_agg(json_build_object(
               'containerId', pc.container_id, 'containerNumber', c.number,
               'slotFullName', pc.location, 'planningOrder', pc.planning_order,
               'slotReason', pc.reason) order by pc.planning_order)
               filter (where pc.container_id is not null), '[]') as "plannedContainers",
             coalesce(array_agg(c.number order by pc.planning_order)
               filter (where c.number is not null), '{}') as "searchedContainers"
      from plans p
      left join plan_containers pc on pc.plan_id = p.id
      left join containers c on c.id = pc.container_id
      ${id === undefined ? sql`` : sql`where p.id = ${id}`}
      group by p.id
      order by lower(p.name)`);
    return result.rows;
  },

  async lock(db: Executor, id: number): Promise<boolean> {
    const result = await db.execute(sql`select 1 from plans where id = ${id} for update`);
    return result.rows.length > 0;
  },

  async named(db: Executor, name: string, exceptId?: number): Promise<boolean> {
    const result = await db.execute(sql`
      select 1 from plans where lower(name) = lower(${name})
        ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`}`);
    return result.rows.length > 0;
  },

  /** The plans other than `planId` that already hold any of these containers. */
  async plannedElsewhere(
    db: Executor,
    containerIds: number[],
    planId: number | undefined,
  ): Promise<{ number: string; plan: string }[]> {
    const result = await db.execute<{ number: string; plan: string }>(sql`
      select c.number, p.name as plan
      from plan_containers pc
      join plans p on p.id = pc.plan_id
      join containers c on c.id = pc.container_id
      where pc.container_id = any(${sql.param(containerIds)}::int[])
        ${planId === undefined ? sql`` : sql`and pc.plan_id <> ${planId}`}
      order by c.number`);
    return result.rows;
  },

  async insert(db: Executor, name: string, userId: number): Promise<number> {
    const result = await db.execute<{ id: number }>(
      sql`insert into plans (name, updated_by) values (${name}, ${userId}) returning id`,
    );
    return (result.rows[0] as { id: number }).id;
  },

  async rename(db: Executor, id: number, name: string, userId: number): Promise<void> {
    await db.execute(
      sql`update plans set name = ${name}, updated_by = ${userId}, updated_at = now() where id = ${id}`,
    );
  },

  /** Replaces a plan's slots; containers leaving it are no longer planned, those in it are. */
  async setSlots(db: Executor, planId: number, slots: PlanSlot[]): Promise<void> {
    await setPlanned(db, await clearSlots(db, planId), false);
    if (slots.length === 0) return;
    await db.execute(sql`
      insert into plan_containers (container_id, plan_id, location, planning_order, reason)
      select s.container_id, ${planId}, s.location, s.planning_order, s.reason
      from unnest(${sql.param(slots.map((s) => s.containerId))}::int[], ${sql.param(slots.map((s) => s.location))}::text[],
                  ${sql.param(slots.map((s) => s.planningOrder))}::int[], ${sql.param(slots.map((s) => s.reason))}::text[])
           as s(container_id, location, planning_order, reason)`);
    await setPlanned(
      db,
      slots.map((s) => s.containerId),
      true,
    );
  },

  async remove(db: Executor, id: number): Promise<void> {
    await setPlanned(db, await clearSlots(db, id), false);
    await db.execute(sql`delete from plans where id = ${id}`);
  },

  /** Containers waiting for a slot, matched on number, IGM number, job order or liner (doc 3 §2). */
  async queued(db: Executor, search: string | undefined): Promise<QueuedContainer[]> {
    const like = search ? `%${search.replace(/[\\%_]/g, '\\$&')}%` : null;
    const result = await db.execute<QueuedContainer>(sql`
      select c.id as "containerId", c.number as "containerNumber", c.igm as "igmNumber",
             c.job_order as "jobOrderNumber", l.name as liner, c.category, c.size_feet as size,
             pc.location as "slotFullName", ce.id as "cellId", pc.plan_id as "planId"
      from containers c
      left join liners l on l.id = c.liner_id
      left join plan_containers pc on pc.container_id = c.id
      left join cells ce on ce.full_name = regexp_replace(split_part(pc.location, ',', 1), '_[0-9]$', '')
      where c.location is null and c.dispatch_at is null and c.deleted_at is null
        ${
          like === null
            ? sql``
            : sql`and (c.number ilike ${like} or c.igm ilike ${like} or c.job_order ilike ${like}
                                  or l.name ilike ${like})`
        }
      order by c.gate_in_at, c.number
      limit ${QUEUED_LIMIT}`);
    return result.rows;
  },
};
