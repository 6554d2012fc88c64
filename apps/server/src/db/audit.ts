import type { Executor } from './database.ts';
import { auditLog } from './schema/index.ts';

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
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      userId: entry.userId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}
