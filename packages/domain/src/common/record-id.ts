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

const IDS_MESSAGE = 'ids are record ids joined by commas.';

/**
 * Record ids comma-joined in a query string (`?ids=4,7,9`: the deletions of doc 2 §7 and doc 3
 * §7), at most 500, each checked like {@link RecordId}; repeats count once.
 */
export const CommaIds = z
  .string(IDS_MESSAGE)
  .regex(/^[0-9]{1,10}(,[0-9]{1,10}){0,499}$/, IDS_MESSAGE)
  .transform((ids) => [...new Set(ids.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_RECORD_ID), IDS_MESSAGE);

/** `?ids=4,7,9`: the query of a call that deletes several records. */
export const IdsQuery = z.object({ ids: CommaIds });
