import { TextLine } from '@yardline/domain/common/text';
import { z } from 'zod';

/** The optional `Idempotency-Key` header of a call that must take effect once (devices resend). */
export const IdempotencyHeaders = z.object({
  'idempotency-key': TextLine.trim()
    .min(1, 'An Idempotency-Key has 1 to 200 characters.')
    .max(200, 'An Idempotency-Key has 1 to 200 characters.')
    .optional(),
});

/** The sentence such a route's description ends with. */
export const IDEMPOTENT =
  ' A resend with the same `Idempotency-Key` header gets the first answer back and changes nothing.';
