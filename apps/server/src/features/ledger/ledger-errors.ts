import { refusalMessage, type StackingRefusal } from '@yardline/domain/yard/stacking';
import { HttpError } from '../../platform/http/http-error.ts';

/** Refusals about the request itself (400); the others conflict with the yard as it is (409). */
const BAD_REQUEST = new Set<StackingRefusal['reason']>([
  'unknown-slot',
  'not-a-cell-pair',
  'half-a-pair',
  'over-max-height',
  'twice',
]);

/** The answer for stacking refusals: every message, the first one's reason as the code. */
export function refusalError(refusals: StackingRefusal[]): HttpError {
  const [first] = refusals;
  const status = refusals.some((r) => !BAD_REQUEST.has(r.reason)) ? 409 : 400;
  return new HttpError(
    status,
    refusals.map(refusalMessage).join(' '),
    first?.reason.toUpperCase().replaceAll('-', '_'),
  );
}

/** The database's yard rules (migration 0007) and keys, by the constraint they report. */
const YARD_CONSTRAINTS = new Set([
  'yard_no_floating_box',
  'container_on_cell_pair',
  'container_within_max_height',
  'container_location_matches_slots',
  'yard_cell_pairs',
  'slot_occupancy_cell_id_height_pk',
]);

/** The slot holds' rules and key (migration 0042): a slot promised once, to one box. */
const HOLD_CONSTRAINTS = new Set(['slot_held', 'slot_hold_free', 'slot_holds_cell_id_height_pk']);

/**
 * A database refusal of a yard change, or of a promise of a slot (a task's or a plan's hold), as a
 * 409 the user can read: what the service checked first can still change underneath when a
 * transaction writes past the service, and the database's rules have the last word at commit.
 * Anything else comes back undefined. Features that move boxes or save tasks and plans inside
 * their own transaction map its failure with this too.
 */
export function yardConflict(error: unknown): HttpError | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const fields = current as Error & { code?: string; constraint?: string };
    if (fields.code === '40P01') {
      return new HttpError(
        409,
        'Another change to these slots happened at the same moment. Try again.',
        'YARD_BUSY',
      );
    }
    if (fields.constraint && YARD_CONSTRAINTS.has(fields.constraint)) {
      const message =
        fields.code === '23505'
          ? 'A slot was taken by another change at the same moment. Reload and try again.'
          : `${current.message}.`;
      return new HttpError(409, message, 'YARD_RULE');
    }
    if (fields.constraint && HOLD_CONSTRAINTS.has(fields.constraint)) {
      const message =
        fields.code === '23505'
          ? 'A slot was promised by another change at the same moment. Reload and try again.'
          : `${current.message}.`;
      return new HttpError(409, message, 'SLOT_HELD');
    }
  }
  return undefined;
}
