import type { AuditFacts, MovementFacts } from '@yardline/domain/containers/container-history';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';

/** The fields of a box's record the edit dialog changes, as audit rows keep them. */
export type RecordFields = {
  containerNumber: string;
  sizeType: string;
  sizeFeet: number;
  igm: string | null;
  item: string | null;
  category: string | null;
  dispatchDate: string | null;
  vessel: string | null;
  expectedDepartureAt: string | null;
  hazardous: boolean;
  jobOrderNumber: string | null;
};

export type LockedBox = RecordFields & {
  id: number;
  location: string | null;
  movementAlert: boolean;
  gateInAt: string;
  deleted: boolean;
};

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Edits, deletions and movement alerts of a box's record, and its history. */
export const containerChangesRepository = {
  /** The boxes, locked against a concurrent change until the transaction ends. */
  async lock(db: Executor, ids: number[]): Promise<LockedBox[]> {
    const result = await db.execute<LockedBox>(sql`
      select id, number as "containerNumber", size_type as "sizeType", size_feet as "sizeFeet",
             igm, item, category, ${iso('dispatch_at')} as "dispatchDate", location, vessel,
             ${iso('expected_departure_at')} as "expectedDepartureAt", hazardous,
             job_order as "jobOrderNumber",
             movement_alert as "movementAlert", ${iso('gate_in_at')} as "gateInAt",
             deleted_at is not null as deleted
      from containers where id = any(${sql.param(ids)}::int[])
      order by id for update`);
    return result.rows;
  },

  async update(db: Executor, id: number, fields: RecordFields): Promise<void> {
    await db.execute(sql`
      update containers set number = ${fields.containerNumber}, size_type = ${fields.sizeType},
        size_feet = ${fields.sizeFeet}, igm = ${fields.igm}, item = ${fields.item},
        category = ${fields.category}, dispatch_at = ${fields.dispatchDate},
        vessel = ${fields.vessel}, expected_departure_at = ${fields.expectedDepartureAt},
        hazardous = ${fields.hazardous}, job_order = ${fields.jobOrderNumber}
      where id = ${id}`);
  },

  async markDeleted(db: Executor, id: number): Promise<void> {
    await db.execute(sql`update containers set deleted_at = now() where id = ${id}`);
  },

  async setMovementAlert(db: Executor, id: number, on: boolean): Promise<void> {
    await db.execute(sql`update containers set movement_alert = ${on} where id = ${id}`);
  },

  /** Every visit of a number (a number may come back after years), deleted ones included. */
  async idsOfNumber(db: Executor, number: string): Promise<number[]> {
    const result = await db.execute<{ id: number }>(
      sql`select id from containers where number = ${number} order by id`,
    );
    return result.rows.map((row) => row.id);
  },

  async movements(db: Executor, ids: number[]): Promise<MovementFacts[]> {
    const result = await db.execute<MovementFacts>(sql`
      select m.container_id as "containerId", ${iso('m.moved_at')} as at,
             m.from_location as "from", m.to_location as "to", m.shifting,
             u.username as by, m.source, m.machine
      from movements m left join users u on u.id = m.user_id
      where m.container_id = any(${sql.param(ids)}::int[])
      order by m.moved_at, m.id`);
    return result.rows;
  },

  /** Audit rows of the box other than moves (those are the movements). */
  async audits(db: Executor, ids: number[]): Promise<AuditFacts[]> {
    const result = await db.execute<AuditFacts>(sql`
      select a.entity_id::int as "containerId", ${iso('a.at')} as at, a.action,
             u.username as by, a.before, a.after
      from audit_log a left join users u on u.id = a.user_id
      where a.entity = 'container' and a.action <> 'move'
        and a.entity_id = any(${sql.param(ids.map(String))}::text[])
      order by a.at, a.id`);
    return result.rows;
  },
};
