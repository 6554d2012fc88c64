import type { GateContainerState } from '@yardline/domain/gate/container-state';
import type { GateTaskRow } from '@yardline/domain/gate/gate-in';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  containers,
  erpHolds,
  gatePasses,
  gateTransactions,
  liners,
  slotOccupancy,
  tasks,
} from '../../db/schema/index.ts';

export interface YardBox {
  id: number;
  number: string;
  sizeFeet: number;
  location: string | null;
  tag: string | null;
  gateInAt: Date;
}

export type NewBox = typeof containers.$inferInsert;
export type NewTask = Omit<typeof tasks.$inferInsert, 'id' | 'createdAt' | 'completedAt'>;
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

  async linerIdFor(db: Executor, prefix: string): Promise<number | null> {
    const [row] = await db
      .select({ id: liners.id })
      .from(liners)
      .where(sql`${prefix} = any(${liners.prefixes})`)
      .limit(1);
    return row?.id ?? null;
  },

  async insertBox(db: Executor, box: NewBox): Promise<number> {
    const [row] = await db.insert(containers).values(box).returning({ id: containers.id });
    if (!row) throw new Error('container insert returned no row');
    return row.id;
  },

  async insertTasks(db: Executor, rows: NewTask[]): Promise<GateTaskRow[]> {
    if (rows.length === 0) return [];
    return db.insert(tasks).values(rows).returning({
      id: tasks.id,
      containerNumber: tasks.containerNumber,
      taskType: tasks.taskType,
      deliveryMode: tasks.deliveryMode,
      fromLocation: tasks.fromLocation,
      toLocation: tasks.toLocation,
      toLocationDetails: tasks.toLocationDetails,
      assignedToMachine: tasks.assignedToMachine,
    });
  },

  async insertTransactions(db: Executor, rows: NewGateTransaction[]): Promise<void> {
    if (rows.length > 0) await db.insert(gateTransactions).values(rows);
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

  /**
   * Counts a vehicle against its agent's allowance for the activity, unless the allowance is used
   * up and `beyond` is false: answers the allowance as it was (locked until the transaction ends,
   * so two trucks at once count one after the other), or undefined when the agent has none.
   */
  async countVehicle(db: Executor, chaId: number, activity: string, beyond: boolean) {
    const result = await db.execute<{
      cha: string;
      allowedCount: number;
      gatedInCount: number;
    }>(sql`
      select c.name as cha, d.allowed_count as "allowedCount", d.gated_in_count as "gatedInCount"
      from cha_allowed_deliveries d
      join cha_allocations a on a.id = d.allocation_id
      join chas c on c.id = a.cha_id
      join master_entries m on m.id = d.activity_id
      where a.cha_id = ${chaId} and m.list = 'activities' and lower(m.name) = lower(${activity})
      for update of d`);
    const [allowance] = result.rows;
    if (allowance && (beyond || allowance.gatedInCount < allowance.allowedCount)) {
      await db.execute(sql`
        update cha_allowed_deliveries d set gated_in_count = d.gated_in_count + 1
        from cha_allocations a, master_entries m
        where d.allocation_id = a.id and a.cha_id = ${chaId} and d.activity_id = m.id
          and m.list = 'activities' and lower(m.name) = lower(${activity})`);
    }
    return allowance;
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
