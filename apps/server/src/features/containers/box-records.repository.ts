import { eq, sql } from 'drizzle-orm';
import { cachedPlansFromHere } from '../../db/cached-plans.ts';
import type { Executor } from '../../db/database.ts';
import { executePrepared } from '../../db/prepared.ts';
import { containers } from '../../db/schema/index.ts';
import type { BoxRow } from '../planning/index.ts';

/** A box arriving at the gate, as gate-in stores it (admitBox). */
export interface ArrivingBox {
  number: string;
  /** Its owner code, which names its liner. */
  prefix: string | null;
  sizeType: string;
  sizeFeet: number;
  process: string;
  category: string;
  igm: string | null;
  item: string | null;
  tag: string | null;
  gateInAt: Date;
  vessel: string | null;
  expectedDepartureAt: string | null;
  hazardous: boolean;
  jobOrder: string | null;
}

/**
 * A box's record as the gate writes it: stored when it arrives, marked when it leaves or is
 * tagged again. The containers feature owns the table; the gate writes it through these.
 */
export const boxRecords = {
  /**
   * Stores an arriving box, unless a box of its number is in the yard, in one statement: the
   * check, its liner (by the number's owner prefix) and the insert. Answers the box as the
   * planning engine reads it, or where the box already in the yard stands. Two gates storing one
   * number at once are kept apart by the key on numbers in the yard. The gate-in's first
   * statement: the rest of its transaction runs on cached plans (cachedPlansFromHere).
   */
  async admitBox(
    db: Executor,
    box: ArrivingBox,
  ): Promise<{ stored: BoxRow } | { present: { location: string | null } }> {
    const result = await executePrepared<
      BoxRow & { present: boolean; presentAt: string | null; cachedPlans: boolean }
    >(
      db,
      'gate_admit_box',
      sql`
      with present as (
        select location from containers
        where number = ${box.number}::text and dispatch_at is null and deleted_at is null
      ), liner as (
        select id, name from liners where ${box.prefix}::text = any(prefixes) limit 1
      ), stored as (
        insert into containers (number, size_type, size_feet, liner_id, process, category, igm,
                                item, tag, gate_in_at, vessel, expected_departure_at, hazardous,
                                job_order)
        select ${box.number}::text, ${box.sizeType}::text, ${box.sizeFeet}::int,
               (select id from liner), ${box.process}::text, ${box.category}::text,
               ${box.igm}::text, ${box.item}::text, ${box.tag}::text,
               ${box.gateInAt.toISOString()}::timestamptz, ${box.vessel}::text,
               ${box.expectedDepartureAt}::timestamptz, ${box.hazardous}::boolean,
               ${box.jobOrder}::text
        where not exists (select from present)
        returning id, number, size_feet as "sizeFeet", size_type as "sizeType", process,
                  category, igm, gate_in_at as "gateInAt", vessel,
                  expected_departure_at as "expectedDepartureAt", hazardous
      )
      select s.*, (select name from liner) as liner, null as customer, null as "cellIds",
             null as height, exists (select from present) as present,
             (select location from present limit 1) as "presentAt",
             ${cachedPlansFromHere} as "cachedPlans"
      from (select) one left join stored s on true`,
    );
    const row = result.rows[0];
    if (!row) throw new Error('the gate-in insert answered no row');
    const { present, presentAt, cachedPlans: _, ...stored } = row;
    return present ? { present: { location: presentAt } } : { stored };
  },

  async setDispatched(db: Executor, id: number, at: Date): Promise<void> {
    await db.update(containers).set({ dispatchAt: at }).where(eq(containers.id, id));
  },

  async setTag(db: Executor, id: number, tag: string): Promise<void> {
    await db.update(containers).set({ tag }).where(eq(containers.id, id));
  },
};
