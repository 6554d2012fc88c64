import { z } from 'zod';
import { RecordId, wholeNumberText } from '../common/record-id.ts';
import { textLine } from '../common/text.ts';
import { ExportFormat } from '../files/export.ts';
import { parseLocation, splitSlotKey } from '../yard/slot-key.ts';

/**
 * The containers screen's lists (doc 1 §2, §7 "enterprise containers", §9): the Yard tab (boxes
 * standing in the yard), the All tab (every box gated in within a date range) and a tab per
 * search. Paging follows doc 1 §9: `skip` is the 1-based position of a page's first row,
 * `(page - 1) * size + 1`. Going to the next or previous page also names the row it continues
 * from (`afterId`, `beforeId`), so the server seeks by key instead of counting rows.
 */

/** The All tab's page size (doc 1 §9); the Yard tab's comes from metadata paginationItemsPerPage. */
export const ALL_TAB_PAGE_SIZE = 15;
/** Autocomplete answers this many suggestions at most. */
export const AUTOCOMPLETE_LIMIT = 10;

/** Doc 1 §9: the skip of a page (1-based). */
export const pageSkip = (page: number, size: number): number => (page - 1) * size + 1;
export const pageCount = (total: number, size: number): number =>
  Math.max(1, Math.ceil(total / size));

/** Doc 1 §5: "Jump to page must be between 1 and the page count." */
export function jumpError(page: number, count: number): string | undefined {
  if (Number.isInteger(page) && page >= 1 && page <= count) return undefined;
  return `Page must be between 1 and ${count}.`;
}

/** The All tab's default date filter: one year back to now (doc 1 §9). */
export function defaultAllTabRange(now: Date): { fromDate: Date; toDate: Date } {
  const fromDate = new Date(now);
  fromDate.setFullYear(now.getFullYear() - 1);
  return { fromDate, toDate: now };
}

/** The tier a box stands at (its location's first slot key), null when not in the yard. */
export function locationHeight(location: string | null): number | null {
  const first = location ? parseLocation(location)?.[0] : undefined;
  return first ? (splitSlotKey(first)?.height ?? null) : null;
}

/** Text a user searches by: part of a container number, or an IGM number. */
export const SearchText = textLine()
  .trim()
  .max(40, 'Search for at most 40 characters.')
  .transform((value) => value.replace(/[\s-]+/g, '').toUpperCase());

const isoDate = z.iso.datetime({ offset: true, message: 'must be a date and time (ISO 8601)' });

export const ContainerListQuery = z.object({
  skip: wholeNumberText({ min: 1, max: 100_000_000 }, 'skip is a whole number from 1 up.').default(
    1,
  ),
  limit: wholeNumberText({ min: 1, max: 500 }, 'limit is a whole number from 1 to 500.').default(
    ALL_TAB_PAGE_SIZE,
  ),
  searchText: SearchText.optional(),
  /** Who asks: the web app, a kiosk or a phone (doc 2); the answer is the same. */
  medium: textLine().max(20).optional(),
  /** The last row of the page before: the page after it, found by key. */
  afterId: RecordId.optional(),
  /** The first row of the page after: the page before it, found by key. */
  beforeId: RecordId.optional(),
});
export type ContainerListQuery = z.infer<typeof ContainerListQuery>;

export const AllContainersQuery = ContainerListQuery.extend({
  fromDate: isoDate.optional(),
  toDate: isoDate.optional(),
  /** With the archived boxes too (doc 3 §7: archived rows stay readable). */
  includeArchive: z.enum(['true', 'false']).default('false'),
});
export type AllContainersQuery = z.infer<typeof AllContainersQuery>;

/**
 * GET /rest/enterprise/containers/export (doc 1 §7): the Yard list (inYardContainersOnly) or the
 * All list as filtered, from skip (1-based) for limit rows or to the end, as .xlsx or .csv.
 */
export const ContainerExportQuery = AllContainersQuery.omit({
  afterId: true,
  beforeId: true,
  medium: true,
}).extend({
  format: ExportFormat.default('xlsx'),
  inYardContainersOnly: z.enum(['true', 'false']).default('false'),
  limit: wholeNumberText(
    { min: 1, max: 100_000_000 },
    'limit is a number of rows from 1.',
  ).optional(),
});
export type ContainerExportQuery = z.infer<typeof ContainerExportQuery>;

/** A box as the containers screen lists it (doc 1 §3 "Container"). */
export const ContainerRecord = z.object({
  id: z.number().int(),
  containerNumber: z.string(),
  number: z.string(),
  /** Length in feet as text ('20', '40', '45'). */
  sizeName: z.string(),
  /** ISO 6346 size-type code, e.g. 22G1. */
  sizeType: z.string(),
  /** Gate-in time. */
  addeddate: z.string(),
  dispatchDate: z.string().nullable(),
  location: z.string().nullable(),
  fullName: z.string().nullable(),
  movementAlert: z.boolean(),
  locationUpdatedBy: z.string().nullable(),
  lastMovedDate: z.string().nullable(),
  /** The height the box stands at, null when not in the yard. */
  stackIndex: z.number().int().nullable(),
  igm: z.string().nullable(),
  item: z.string().nullable(),
  planned: z.boolean(),
  liner: z.string().nullable(),
  customer: z.string().nullable(),
  category: z.string().nullable(),
  /** What planning uses when known (issue 10); edited in the container dialog. */
  vessel: z.string().nullable(),
  expectedDepartureAt: z.string().nullable(),
  hazardous: z.boolean(),
  jobOrderNumber: z.string().nullable(),
  /** Present (true) on a box read from the archive. */
  archived: z.literal(true).optional(),
});
export type ContainerRecord = z.infer<typeof ContainerRecord>;

export const ContainerPage = z.object({
  entities: z.array(ContainerRecord),
  totalCount: z.number().int(),
});
export type ContainerPage = z.infer<typeof ContainerPage>;

export const AutocompleteQuery = z.object({ searchText: SearchText });
export const Suggestions = z.array(z.string());
export const ObjectSuggestions = z.array(
  z.object({ id: z.number().int(), containerNumber: z.string(), location: z.string().nullable() }),
);
