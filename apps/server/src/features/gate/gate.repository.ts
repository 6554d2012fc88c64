import type { ContainerStatus } from '@yardline/domain/containers/container-status';
import type { GateContainerState } from '@yardline/domain/gate/container-state';
import type { GateTaskRow } from '@yardline/domain/gate/gate-tasks';
import { and, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { AuditEntry } from '../../db/audit.ts';
import type { Executor } from '../../db/database.ts';
import {
  containers,
  erpHolds,
  gatePasses,
  gateTransactions,
  slotOccupancy,
} from '../../db/schema/index.ts';
import type { NewEvent } from '../../platform/events/event-bus.ts';
import type { WrittenWithMoves } from '../ledger/index.ts';
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

  /**
   * Each box of an IGM item, its latest visit under it (not deleted): where it stands, when it
   * came and left, and whether it may leave (see RELEASE_STATES).
   */
  async itemStatus(db: Executor, igm: string, item: string): Promise<ContainerStatus[]> {
    const result = await db.execute<ContainerStatus>(sql`
      select distinct on (c.number)
             c.number as "containerNumber",
             case when c.dispatch_at is null then 'IN_YARD' else 'DISPATCHED' end as status,
             c.location,
             to_char(c.gate_in_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "gateInDate",
             case when c.dispatch_at is not null then null
                  when exists (select 1 from erp_holds h where h.container_number = c.number)
                    then 'HELD'
                  when exists (select 1 from gate_passes g
                               where g.container_number = c.number and g.issued_at >= c.gate_in_at)
                    then 'RELEASED'
                  else 'NOT_RELEASED' end as release,
             to_char(c.dispatch_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "dispatchDate"
      from containers c
      where c.igm = ${igm} and c.item = ${item} and c.deleted_at is null
      order by c.number, c.gate_in_at desc
      limit 1000`);
    return result.rows;
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
