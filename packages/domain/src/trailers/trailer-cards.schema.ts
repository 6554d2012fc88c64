import { z } from 'zod';
import { OneBasedPage } from '../common/paging.ts';
import { TextLine, textLine } from '../common/text.ts';

/**
 * The plaCards and permanentTrailers tabs (doc 3 §3): the lists the gate resolves a trailer tag
 * through. Both are plain keyed lists, saved one at a time or uploaded from a sheet.
 */

const code = (max: number, required: string) => TextLine.trim().min(1, required).max(max);

export const PlaCardInput = z.object({
  trailerTagNumber: code(20, 'Enter trailer tag'),
  plaCardNumber: code(20, 'Enter PLA card number'),
});
export type PlaCardInput = z.infer<typeof PlaCardInput>;
export const PlaCard = PlaCardInput.extend({ id: z.number().int() });
export type PlaCard = z.infer<typeof PlaCard>;

export const PermanentTrailerInput = z.object({
  trailerNumber: code(20, 'Enter trailer number'),
  trailerTag: code(20, 'Enter trailer tag'),
  trailerType: TextLine.trim().max(40).default(''),
  transporter: TextLine.trim().max(100).default(''),
});
export type PermanentTrailerInput = z.input<typeof PermanentTrailerInput>;
export const PermanentTrailer = z.object({
  id: z.number().int(),
  trailerNumber: z.string(),
  trailerTag: z.string(),
  trailerType: z.string(),
  transporter: z.string(),
});
export type PermanentTrailer = z.infer<typeof PermanentTrailer>;

export const CardListQuery = OneBasedPage.extend({
  searchText: TextLine.trim().max(100).default(''),
});
export type CardListQuery = z.infer<typeof CardListQuery>;

export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ entities: z.array(row), totalCount: z.number().int() });

/** The upload's text parts: `user` is shown back only; the session says who uploads. */
export const CardUploadFields = z.object({
  user: textLine().max(100, 'user has at most 100 characters').optional(),
});

/** One refused row of an upload: its line in the file (the heading is line 1) and why. */
export const RowError = z.object({ row: z.number().int(), message: z.string() });

/**
 * An upload's answer: all rows saved (`success`), or none when any row is refused, each refusal
 * named by its line, so a corrected file can be sent again as it is.
 */
export const CardUploadAnswer = z.object({
  status: z.enum(['success', 'refused']),
  saved: z.number().int(),
  errors: z.array(RowError),
});
export type CardUploadAnswer = z.infer<typeof CardUploadAnswer>;

/** Column headings an upload accepts for each field, compared loosely (case, spaces, dots). */
export const CARD_COLUMNS = {
  plaCards: {
    trailerTagNumber: ['trailer tag number', 'trailer tag', 'trailertagnumber', 'tag'],
    plaCardNumber: ['pla card number', 'pla card', 'placardnumber', 'placard'],
  },
  permanentTrailers: {
    trailerNumber: ['trailer number', 'trailernumber', 'trailer no'],
    trailerTag: ['trailer tag', 'trailertag', 'tag'],
    trailerType: ['trailer type', 'trailertype', 'type'],
    transporter: ['transporter'],
  },
} as const;

const loose = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Which column of `headings` holds each field; a missing required column is named. */
export function matchColumns<F extends string>(
  headings: readonly string[],
  columns: Record<F, readonly string[]>,
): Record<F, number> | { missing: F } {
  const found = {} as Record<F, number>;
  const names = headings.map(loose);
  for (const [field, aliases] of Object.entries(columns) as [F, readonly string[]][]) {
    const wanted = new Set(aliases.map(loose));
    const index = names.findIndex((name) => wanted.has(name));
    if (index >= 0) found[field] = index;
    else return { missing: field };
  }
  return found;
}
