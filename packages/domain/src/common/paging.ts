import { z } from 'zod';
import { wholeNumberText } from './record-id.ts';

/** The most rows one page may ask for: enough for any screen, small enough to stay quick. */
export const MAX_PAGE_SIZE = 500;

/**
 * `?skip=&limit=` of the paged lists whose start index is 1-based (doc 3 §9: "(page-1)*size+1
 * for reports, trailers, users and roles"): `skip=1` is the first row.
 */
export const OneBasedPage = z.object({
  skip: wholeNumberText(
    { min: 1, max: 2_147_483_647 },
    'skip is the 1-based index of the first row.',
  ).default(1),
  limit: wholeNumberText(
    { min: 1, max: MAX_PAGE_SIZE },
    `limit is a number of rows from 1 to ${MAX_PAGE_SIZE}.`,
  ).default(15),
});
export type OneBasedPage = z.infer<typeof OneBasedPage>;

/** The rows a 1-based `skip` passes over. */
export const rowsBefore = (page: OneBasedPage): number => page.skip - 1;

/** The `skip` of page `page` (1, 2, …) of `size` rows: (page-1)*size+1. */
export const oneBasedSkip = (page: number, size: number): number => (page - 1) * size + 1;
