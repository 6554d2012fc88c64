import { z } from 'zod';
import { OneBasedPage } from '../common/paging.ts';
import { wholeNumberText } from '../common/record-id.ts';
import { TextLine } from '../common/text.ts';

/** The Trailers tab's messages (doc 3 §8), word for word, and the reasons the server gives. */
export const TRAILER_MESSAGES = {
  success: 'TRSuccess',
  dispatched: 'Trailer dispatched successfully',
  tagInYard: (tag: string) => `A trailer with tag ${tag} is already in the yard.`,
  notFound: (what: string) => `Trailer ${what} does not exist.`,
  alreadyDispatched: (tag: string) =>
    `Trailer ${tag} is already dispatched: only an admin may dispatch it again.`,
} as const;

/** Doc 3 §9: the trailer dispatch mode unless another is given. */
export const DEFAULT_DISPATCH_MODE = 'HAWK-E';

/** Doc 3 §9: the trailers list refreshes by itself only in the enterprise edition, above 30 s. */
export const TRAILERS_MIN_REFRESH_SECONDS = 30;
export const trailersRefreshMs = (enterprise: boolean, refreshSeconds: number): number | false =>
  enterprise && refreshSeconds > TRAILERS_MIN_REFRESH_SECONDS ? refreshSeconds * 1000 : false;

const code = (max: number) => TextLine.trim().max(max);
const optionalCode = (max: number) => code(max).optional();

/** A trailer in (or once in) the yard (doc 3 §3). Dates are ISO timestamps. */
export const Trailer = z.object({
  id: z.number().int(),
  trailerTagId: z.string(),
  trailerTagId1: z.string().nullable(),
  trailerTagId2: z.string().nullable(),
  trailerNumber: z.string(),
  entryDate: z.string(),
  outDate: z.string().nullable(),
  containerNumber: z.string().nullable(),
  trailerType: z.string().nullable(),
  type: z.string().nullable(),
  plaCard1: z.string().nullable(),
  plaCard2: z.string().nullable(),
});
export type Trailer = z.infer<typeof Trailer>;

const flag = z
  .enum(['true', 'false'], 'must be true or false')
  .default('false')
  .transform((value) => value === 'true');

/** GET /rest/trailers: skip (1-based), limit, searchText, includeDispatched (doc 3 §7). */
export const TrailersQuery = OneBasedPage.extend({
  searchText: code(100).default(''),
  includeDispatched: flag,
});
export type TrailersQuery = z.infer<typeof TrailersQuery>;

export const TrailersPage = z.object({ entities: z.array(Trailer), totalCount: z.number().int() });
export type TrailersPage = z.infer<typeof TrailersPage>;

/** POST /rest/trailers (save) and PUT /rest/trailers/{id} (update). */
export const TrailerInput = z.object({
  trailerTagId: code(20).min(1, 'Enter trailer tag'),
  trailerTagId1: optionalCode(20),
  trailerTagId2: optionalCode(20),
  trailerNumber: code(20).min(1, 'Enter trailer number'),
  containerNumber: optionalCode(11),
  trailerType: optionalCode(40),
  type: optionalCode(40),
  plaCard1: optionalCode(20),
  plaCard2: optionalCode(20),
});
export type TrailerInput = z.infer<typeof TrailerInput>;

/** A save's answer: status `TRSuccess` and the stored trailer (refusals are 4xx with a message). */
export const TrailerSaved = z.object({
  status: z.literal(TRAILER_MESSAGES.success),
  trailer: Trailer,
});

/** POST /rest/trailers/dispatch (doc 3 §4, §7): sets the trailer's outDate. */
export const DispatchTrailerBody = z.object({
  trailerTagId: code(20).min(1, 'Enter trailer tag'),
  /** Shown back only: the session says who dispatches. */
  userName: optionalCode(100),
  dispatchMode: code(40).min(1).default(DEFAULT_DISPATCH_MODE),
});
export type DispatchTrailerBody = z.input<typeof DispatchTrailerBody>;

export const DispatchAnswer = z.object({ status: z.string(), trailer: Trailer });

/** GET /rest/trailers/export: the list's filter, the rows and the format (doc 3 §7). */
export const TrailersExportQuery = TrailersQuery.extend({
  format: z.enum(['xlsx', 'csv'], 'format must be xlsx or csv').default('xlsx'),
  /** The export may run to the end of the list: no page-size cap. */
  limit: wholeNumberText(
    { min: 1, max: 100_000_000 },
    'limit is a number of rows from 1.',
  ).optional(),
});
export type TrailersExportQuery = z.infer<typeof TrailersExportQuery>;
