import { z } from 'zod';

/**
 * A box's whole history for the movements modal (doc 1 §2): its gate-in, every move (who, when,
 * from, to, productive or shifting), changes to its record and its dispatch, oldest first.
 */
export const HISTORY_KINDS = ['gate-in', 'move', 'dispatch', 'edit', 'relabel', 'delete'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export const HistoryEntry = z.object({
  kind: z.enum(HISTORY_KINDS),
  at: z.string(),
  containerId: z.number().int(),
  /** Who made the change (null when the user has since been removed). */
  by: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Moves only: made to reach another box (a rehandle), not needed by this one. */
  shifting: z.boolean().nullable(),
  /** Moves only: the screen or channel, and the machine when known. */
  source: z.string().nullable(),
  machine: z.string().nullable(),
  /** Edits: each changed field with its value before and after. */
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })).nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;
export const ContainerHistory = z.array(HistoryEntry);

/** The fields of two snapshots that differ. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changes[key] = { before: before[key] ?? null, after: after[key] ?? null };
    }
  }
  return changes;
}

/** A movement's kind: arriving has no from, leaving no to. */
export const movementKind = (from: string | null, to: string | null): HistoryKind =>
  from === null ? 'gate-in' : to === null ? 'dispatch' : 'move';

export type MovementFacts = {
  containerId: number;
  at: string;
  from: string | null;
  to: string | null;
  shifting: boolean;
  by: string | null;
  source: string;
  machine: string | null;
};

export type AuditFacts = {
  containerId: number;
  at: string;
  action: string;
  by: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** Audit actions that tell something the movements do not ('move' rows repeat the movements). */
const AUDIT_KINDS: Record<string, HistoryKind> = {
  edit: 'edit',
  'movement-alert': 'edit',
  relabel: 'relabel',
  delete: 'delete',
};

/**
 * Movements and audit rows of a box as one history, oldest first; a movement comes before an
 * audit row of the same instant (a gate-in before the edit made right after it).
 */
export function historyEntries(
  movements: readonly MovementFacts[],
  audits: readonly AuditFacts[],
): HistoryEntry[] {
  const fromMovements = movements.map(
    (move): HistoryEntry => ({
      kind: movementKind(move.from, move.to),
      at: move.at,
      containerId: move.containerId,
      by: move.by,
      from: move.from,
      to: move.to,
      shifting: move.shifting,
      source: move.source,
      machine: move.machine,
      changes: null,
    }),
  );
  const fromAudits = audits.flatMap((audit): HistoryEntry[] => {
    const kind = AUDIT_KINDS[audit.action];
    if (kind === undefined) return [];
    const before = audit.before ?? {};
    const after = audit.after ?? {};
    const location = (value: unknown) => (typeof value === 'string' ? value : null);
    return [
      {
        kind,
        at: audit.at,
        containerId: audit.containerId,
        by: audit.by,
        from: kind === 'relabel' ? location(before.location) : null,
        to: kind === 'relabel' ? location(after.location) : null,
        shifting: null,
        source: null,
        machine: null,
        changes: kind === 'edit' ? changedFields(before, after) : null,
      },
    ];
  });
  // Stable sort: movements were listed first, so they stay first within an instant.
  return [...fromMovements, ...fromAudits].sort((a, b) => a.at.localeCompare(b.at));
}
