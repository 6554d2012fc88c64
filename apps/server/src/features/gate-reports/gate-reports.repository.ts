import type { GateReportKind } from '@yardline/domain/gate/gate-reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';

const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** What each report reads of gate_transactions: its kinds and its columns. */
const REPORTS: Record<GateReportKind, { kinds: string[]; select: SQL; joins: SQL }> = {
  dispatch: {
    kinds: ['dispatch'],
    select: sql`
      coalesce(t.container_number, '') as "containerNumber", c.size_type as "sizeType",
      t.details->>'exitProcess' as "exitProcess", t.details->>'exitTag' as "exitTag",
      t.trailer_number as "trailerNumber", t.trailer_tag as "trailerTag",
      t.details->>'gate' as gate, t.details->>'gatePass' as "gatePass",
      nullif(t.details->>'forceDispatchReason', '') as "forceDispatchReason",
      ${iso(sql`t.at`)} as "dispatchedAt"`,
    joins: sql`left join containers c on c.id = t.container_id`,
  },
  'gate-in': {
    // A truck's gate-in (vehicle gate-in) is listed with the boxes, with its agent if any.
    kinds: ['gate-in', 'vehicle-gate-in'],
    select: sql`
      t.container_number as "containerNumber", t.details->>'containerSize' as "containerSize",
      t.details->>'containerType' as "containerType",
      coalesce(t.details->>'gateInPurpose', t.details->>'gateInType') as purpose,
      t.details->>'tagId' as tag, t.trailer_number as "trailerNumber",
      t.trailer_tag as "trailerTag", t.details->>'plaCard' as "plaCard",
      t.details->>'location' as location, ch.name as cha,
      ${iso(sql`t.at`)} as "gatedInAt"`,
    joins: sql`left join chas ch on ch.id = (t.details->>'chaId')::int`,
  },
};

export interface ReportRange {
  startDate: number;
  endDate: number;
}

const where = (kind: GateReportKind, range: ReportRange) => sql`
  t.kind = any(${sql.param(REPORTS[kind].kinds)}::text[])
  and t.at >= ${new Date(range.startDate).toISOString()}::timestamptz
  and t.at <= ${new Date(range.endDate).toISOString()}::timestamptz`;

export const gateReportsRepository = {
  async count(db: Executor, kind: GateReportKind, range: ReportRange): Promise<number> {
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from gate_transactions t where ${where(kind, range)}`,
    );
    return result.rows[0]?.n ?? 0;
  },

  /** Newest first; `offset` rows passed over. */
  async page<Row>(
    db: Executor,
    kind: GateReportKind,
    range: ReportRange,
    offset: number,
    limit: number,
  ): Promise<Row[]> {
    const report = REPORTS[kind];
    const result = await db.execute(sql`
      select t.id::int as id, ${report.select}, u.username as "userName"
      from gate_transactions t ${report.joins}
      left join users u on u.id = t.user_id
      where ${where(kind, range)}
      order by t.at desc, t.id desc
      offset ${offset} limit ${limit}`);
    return result.rows as Row[];
  },
};
