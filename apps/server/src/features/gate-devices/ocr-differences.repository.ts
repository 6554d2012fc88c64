import type { OcrDifferenceQuery, OcrDifferenceRow } from '@yardline/domain/gate/ocr-differences';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';

const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type Filter = Omit<OcrDifferenceQuery, 'skip' | 'limit'>;

/** The reports in the range (by when they were reported), at a gate, of a number. */
function where(filter: Filter): SQL {
  const conditions = [
    sql`d.at >= ${new Date(filter.startDate).toISOString()}::timestamptz`,
    sql`d.at <= ${new Date(filter.endDate).toISOString()}::timestamptz`,
  ];
  if (filter.gateId !== undefined) conditions.push(sql`r.gate_id = ${filter.gateId}`);
  if (filter.search) {
    // The number as OCR read it or as the clerk used it; like '%…%' with its wildcards escaped.
    const like = `%${filter.search.toUpperCase().replace(/[\\%_]/g, '\\$&')}%`;
    conditions.push(sql`(r.read_number like ${like} or d.suggested like ${like}
      or (d.field = 'containerNumber' and d.actual like ${like}))`);
  }
  return sql.join(conditions, sql` and `);
}

/** The reported OCR differences (doc 2 §3), read with their record, gate and reporter. */
export const ocrDifferencesRepository = {
  async count(db: Executor, filter: Filter): Promise<number> {
    const result = await db.execute<{ n: number }>(sql`
      select count(*)::int as n
      from ocr_differences d join ocr_records r on r.id = d.record_id
      where ${where(filter)}`);
    return result.rows[0]?.n ?? 0;
  },

  /** Newest report first; `offset` rows passed over. */
  async page(
    db: Executor,
    filter: Filter,
    offset: number,
    limit: number,
  ): Promise<OcrDifferenceRow[]> {
    const result = await db.execute(sql`
      select d.id::int as id, r.id::int as "recordId", r.gate_id as "gateId", g.name as gate,
             r.device_id as "deviceId", d.field, d.suggested, d.actual, r.images,
             (select p.gate_pass from gate_passes p
               where p.container_number =
                 case when d.field = 'containerNumber' then d.actual else r.read_number end
                 and p.issued_at <= d.at
               order by p.issued_at desc limit 1) as "gatePass",
             ${iso(sql`r.at`)} as "readAt", ${iso(sql`d.at`)} as "reportedAt",
             u.username as "userName"
      from ocr_differences d
      join ocr_records r on r.id = d.record_id
      join gates g on g.id = r.gate_id
      left join users u on u.id = d.user_id
      where ${where(filter)}
      order by d.at desc, d.id desc
      offset ${offset} limit ${limit}`);
    return result.rows as OcrDifferenceRow[];
  },
};
