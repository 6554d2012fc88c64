import { z } from 'zod';

/** A stored record's id as a path gives it: a positive whole number. */
export const RecordId = z.coerce
  .number('An id is a positive whole number.')
  .int('An id is a positive whole number.')
  .positive('An id is a positive whole number.');
