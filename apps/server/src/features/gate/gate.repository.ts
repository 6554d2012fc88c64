import type { GateContainerState } from '@yardline/domain/gate/container-state';
import type { GateTaskRow } from '@yardline/domain/gate/gate-in';
import { and, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { AuditEntry } from '../../db/audit.ts';
import { cachedPlansFromHere } from '../../db/cached-plans.ts';
import type { Executor } from '../../db/database.ts';
import { executePrepared } from '../../db/prepared.ts';
import {
  containers,
  erpHolds,
  gatePasses,
  gateTransactions,
  slotOccupancy,
} from '../../db/schema/index.ts';
import type { NewEvent } from '../../platform/events/event-bus.ts';
import type { WrittenWithMoves } from '../ledger/index.ts';
import type { BoxRow } from '../planning/index.ts';
import { insertTasks, type NewTask } from '../tasks/index.ts';
import { plaCardOf } from '../trailers/index.ts';

export interface YardBox {
  id: number;
  number: string;
  sizeFeet: number;
  location: string | null;
  tag: string | null;
  gateInAt: Date;
}

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

export type NewGateTransaction = Omit<typeof gateTransactions.$inferInsert, 'id' | 'at'>;

const YARD_BOX = {
  id: containers.id,
  number: containers.number,
  sizeFeet: containers.sizeFeet,
  location: containers.location,
  tag: containers.tag,
  gateInAt: containers.gateInAt,
};

/** The gate's rows: boxes arriving and leaving, their tasks, gate passes and ERP holds. */
export const gateRepository = {
  /** The box of this number in the yard (not dispatched), locked when `lock` until `db` ends. */
  async boxInYard(db: Executor, number: string, lock = false): Promise<YardBox | undefined> {
    const query = db
      .select(YARD_BOX)
      .from(containers)
      .where(
        and(
          eq(containers.number, number),
          isNull(containers.dispatchAt),
          isNull(containers.deletedAt),
        ),
      );
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

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

  async insertTransactions(db: Executor, rows: NewGateTransaction[]): Promise<void> {
    if (rows.length > 0) await db.insert(gateTransactions).values(rows);
  },

  /**
   * The gate's record of a truck's boxes gated in, written with the last box's move
   * (WrittenWithMoves): the tasks asked for (answered, with their ids); a gate transaction per
   * box, whose details get the PLA card the clerk gave, else the one the PLA-card table holds for
   * the trailer tag; `audits` and `events`; and the 'task.created' event `createdEvent` makes of
   * the created tasks as it names them (a json expression, null when there are none:
   * EventBus.madeEvent).
   */
  gateInRecord(record: {
    boxes: { containerId: number; number: string; details: Record<string, unknown> }[];
    tasks: NewTask[];
    trailerNumber: string | null;
    trailerTag: string | null;
    plaCard: string | null;
    userId: number | null;
    audits: AuditEntry[];
    events: NewEvent[];
    createdEvent: (createdTasks: SQL) => SQL;
    answered: (tasks: GateTaskRow[]) => void;
  }): WrittenWithMoves {
    const { boxes } = record;
    return {
      name: 'gate_in_record',
      ctes: sql`gate_tasks as (${insertTasks(record.tasks)}
      ), gate_recorded as (
        insert into gate_transactions (kind, container_id, container_number, trailer_number,
                                       trailer_tag, details, user_id)
        select 'gate-in', r.id, r.number, ${record.trailerNumber}::text, ${record.trailerTag}::text,
               r.details || jsonb_build_object('plaCard', coalesce(${record.plaCard}::text,
                 ${plaCardOf(sql`${record.trailerTag}::text`)})),
               ${record.userId}::int
        from unnest(${sql.param(boxes.map((box) => box.containerId))}::int[],
                    ${sql.param(boxes.map((box) => box.number))}::text[],
                    ${sql.param(boxes.map((box) => JSON.stringify(box.details)))}::jsonb[])
          as r(id, number, details)
      )`,
      audits: record.audits,
      events: record.events,
      made: [
        record.createdEvent(sql`(
          select json_build_object('tasks', json_agg(json_build_object(
                   'taskId', id, 'containerNumber', "containerNumber", 'taskType', "taskType",
                   'assignedToMachine', "assignedToMachine") order by id))
          from gate_tasks having count(*) > 0)`),
      ],
      answer: sql`(select coalesce(json_agg(gate_tasks order by id), '[]') from gate_tasks)`,
      answered: (tasks) => record.answered(tasks as GateTaskRow[]),
    };
  },

  /** A gate pass for this number issued since the box came in (a pass of an earlier visit is spent). */
  async gatePass(db: Executor, number: string, since: Date): Promise<string | undefined> {
    const [row] = await db
      .select({ gatePass: gatePasses.gatePass })
      .from(gatePasses)
      .where(and(eq(gatePasses.containerNumber, number), gte(gatePasses.issuedAt, since)))
      .limit(1);
    return row?.gatePass;
  },

  async erpHold(db: Executor, number: string): Promise<boolean> {
    const rows = await db
      .select({ number: erpHolds.containerNumber })
      .from(erpHolds)
      .where(eq(erpHolds.containerNumber, number));
    return rows.length > 0;
  },

  /** The cells a box covers, for finding what stands on it. */
  async cellsOf(db: Executor, containerId: number): Promise<number[]> {
    const rows = await db
      .select({ cellId: slotOccupancy.cellId })
      .from(slotOccupancy)
      .where(eq(slotOccupancy.containerId, containerId));
    return rows.map((row) => row.cellId);
  },

  async setDispatched(db: Executor, id: number, at: Date): Promise<void> {
    await db.update(containers).set({ dispatchAt: at }).where(eq(containers.id, id));
  },

  async setTag(db: Executor, id: number, tag: string): Promise<void> {
    await db.update(containers).set({ tag }).where(eq(containers.id, id));
  },

  /** What the gate screens show for a number as it is typed. */
  async state(
    db: Executor,
    number: string,
  ): Promise<Omit<GateContainerState, 'number'> | undefined> {
    const result = await db.execute<Omit<GateContainerState, 'number' | 'inYard'>>(sql`
      select c.id as "containerId", c.location, c.size_type as "sizeType", c.tag, c.process,
             c.planned, to_char(c.gate_in_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "gateInAt",
             exists (select 1 from gate_passes g
                     where g.container_number = c.number and g.issued_at >= c.gate_in_at) as "gatePass"
      from containers c
      where c.number = ${number} and c.dispatch_at is null and c.deleted_at is null`);
    const [row] = result.rows;
    return row ? { ...row, inYard: true } : undefined;
  },

  /** The gate pass of the box of this number in the yard (the newest since it came in). */
  async gatePassInfo(db: Executor, number: string) {
    const result = await db.execute<{
      containerNumber: string;
      gatePass: string;
      date: string;
      boeDate: string | null;
      containerSize: string | null;
    }>(sql`
      select g.container_number as "containerNumber", g.gate_pass as "gatePass",
             to_char(g.issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "date",
             to_char(g.boe_date, 'YYYY-MM-DD') as "boeDate", c.size_feet::text as "containerSize"
      from gate_passes g
      join containers c on c.number = g.container_number and c.dispatch_at is null
        and c.deleted_at is null and g.issued_at >= c.gate_in_at
      where g.container_number = ${number}
      order by g.issued_at desc
      limit 1`);
    return result.rows[0];
  },
};
