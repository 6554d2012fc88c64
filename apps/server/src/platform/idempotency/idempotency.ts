import { createHash } from 'node:crypto';
import type { Executor } from '../../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import { idempotencyRepository as keys } from './idempotency.repository.ts';

export interface IdempotentRequest {
  /** Who sent it to what, e.g. `user:12:gate-in`: a key is the sender's own. */
  scope: string;
  /** The `Idempotency-Key` header; without one the work simply runs. */
  key: string | undefined;
  /** The parsed request, to refuse a key reused for another request. */
  body: unknown;
}

/**
 * Runs `work` in `tx` once per key: a resend (after a timeout, say) gets the first answer back
 * and changes nothing. The key is claimed in the same transaction as the work, so both commit or
 * neither does, and a resend arriving while the first is still running waits for it. Answers
 * `keep` refuses (a refusal that changed nothing) are not kept, so the request may be retried.
 */
export async function runOnce<T>(
  tx: Executor,
  request: IdempotentRequest,
  work: () => Promise<T>,
  keep: (answer: T) => boolean = () => true,
): Promise<T> {
  const { scope, key } = request;
  if (key === undefined) return work();
  const hash = createHash('sha256').update(JSON.stringify(request.body)).digest('hex');
  if (!(await keys.claim(tx, scope, key, hash))) {
    const prior = await keys.stored(tx, scope, key);
    if (prior?.requestHash !== hash || prior.answer === null) {
      throw new HttpError(
        422,
        'This Idempotency-Key was already used for a different request.',
        'IDEMPOTENCY_KEY_REUSED',
      );
    }
    return prior.answer as T;
  }
  const answer = await work();
  if (keep(answer)) await keys.store(tx, scope, key, answer);
  else await keys.release(tx, scope, key);
  return answer;
}
