import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './database.ts';

export interface AuditEntry {
  userId: number | null;
  action: string;
  entity: string;
  entityId?: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Records a change: the one place audit rows are written. Call it with the transaction that makes
 * the change, so the change and its audit row commit or roll back together.
 */
export async function writeAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await writeAudits(db, [entry]);
}

/** Several changes' audit rows in one statement (a request that moves ten boxes). */
export async function writeAudits(db: Executor, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.execute(auditInsert(entries));
}

/**
 * The insert of these audit rows, one parameter per column whatever their number: what
 * writeAudits runs, and what a busy call (a move) puts in its own statement (`with audited as
 * (…)`) to save a round trip. The text is the same for any rows, so it can be prepared.
 */
export function auditInsert(entries: AuditEntry[]): SQL {
  // JSON text, cast in SQL: a jsonb value that is an array must not become a nested SQL array.
  const json = (value: unknown) =>
    value === undefined || value === null ? null : JSON.stringify(value);
  return sql`insert into audit_log (user_id, action, entity, entity_id, before, after)
    select * from unnest(${sql.param(entries.map((entry) => entry.userId))}::int[],
      ${sql.param(entries.map((entry) => entry.action))}::text[],
      ${sql.param(entries.map((entry) => entry.entity))}::text[],
      ${sql.param(entries.map((entry) => entry.entityId ?? null))}::text[],
      ${sql.param(entries.map((entry) => json(entry.before)))}::jsonb[],
      ${sql.param(entries.map((entry) => json(entry.after)))}::jsonb[])`;
}

/**
 * Deletes the rows named, all or none, in `tx`: each is locked first, a missing one throws
 * `missing(id)` (the caller's 404), and every deleted row gets an audit row with what it was.
 * Answers the rows deleted.
 */
export async function deleteAudited<Row extends { id: number }>(
  tx: Executor,
  rows: {
    lockMany(tx: Executor, ids: number[]): Promise<Row[]>;
    delete(tx: Executor, ids: number[]): Promise<unknown>;
  },
  ids: number[],
  audit: { userId: number | null; entity: string; missing(id: number): Error },
): Promise<Row[]> {
  const found = await rows.lockMany(tx, ids);
  const missing = ids.find((id) => !found.some((row) => row.id === id));
  if (missing !== undefined) throw audit.missing(missing);
  await rows.delete(tx, ids);
  await writeAudits(
    tx,
    found.map((before) => ({
      userId: audit.userId,
      action: 'delete',
      entity: audit.entity,
      entityId: String(before.id),
      before,
    })),
  );
  return found;
}
