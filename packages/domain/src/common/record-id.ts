import { z } from 'zod';

/** The largest id an `integer` (int4) column holds: serial ids stop here. */
export const MAX_RECORD_ID = 2_147_483_647;

const ID_MESSAGE = `An id is a whole number from 1 to ${MAX_RECORD_ID}.`;

/**
 * A whole number as a path or a query string gives it: digits only, within `min`..`max`. No
 * leniency: `0x1F`, `+1`, ` 1 `, `1e0` and `1.0` are refused, not read as numbers.
 */
export const wholeNumberText = ({ min, max }: { min: number; max: number }, message: string) =>
  z
    .string(message)
    .regex(/^[0-9]+$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);

/** A stored record's id in a path or query string (`/rest/configuration/{id}`). */
export const RecordId = wholeNumberText({ min: 1, max: MAX_RECORD_ID }, ID_MESSAGE);

/** A stored record's id in a JSON body: a whole number that fits its column. */
export const BodyId = z
  .number(ID_MESSAGE)
  .int(ID_MESSAGE)
  .min(1, ID_MESSAGE)
  .max(MAX_RECORD_ID, ID_MESSAGE);
