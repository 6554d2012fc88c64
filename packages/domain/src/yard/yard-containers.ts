import { z } from 'zod';
import { CommaIds } from '../common/record-id.ts';
import { TextLine } from '../common/text.ts';
import { AreaName } from './slot-admin.ts';

/**
 * The inventory screen's reads (doc 2 §7 "Inventory": dashboard, area containers; doc 1 §7 yard
 * calls). The dashboard answers for a whole yard in one compact, columnar payload: on a yard of
 * 120,000 slots a list of objects would be several megabytes of repeated keys.
 */

/** Container numbers are 11 characters (doc 2 §5); shorter ones are padded with spaces. */
export const NUMBER_WIDTH = 11;

/** GET /rest/yard/containers (the dashboard) and /rest/yard/containers/{area}. */
export const YardContainersQuery = z.object({
  /**
   * Doc 2 §7: the inventory asks with includePlanned=false. Planned slots are the planning
   * screen's, which does not exist yet, so only `false` is answered for now.
   */
  includePlanned: z
    .enum(['false', 'true'], 'includePlanned is true or false.')
    .default('false')
    .refine((value) => value === 'false', {
      message: 'Planned slots come with the planning screen: ask with includePlanned=false.',
    }),
});

export const LinerColour = z.object({ id: z.number().int(), name: z.string(), color: z.string() });
export type LinerColour = z.infer<typeof LinerColour>;

/**
 * Every box standing in the yard (or in one area), one entry per box at index i of each array:
 * its id, number (characters i·11 … i·11+10 of `numbers`), size in feet, liner (an id from
 * `liners`, 0 when unknown), whether it is planned (1) or not (0), the cell it stands on (its
 * left cell for a long box, which also covers the next cell of its merged pair) and its height.
 */
export const YardContainers = z.object({
  /** When the answer was read (ms since 1970). */
  lastUpdated: z.number().int(),
  /** Every liner with its colour (doc 1 §9: boxes are drawn in their liner's colour). */
  liners: z.array(LinerColour),
  ids: z.array(z.number().int()),
  numbers: z.string(),
  sizes: z.array(z.number().int()),
  linerIds: z.array(z.number().int()),
  planned: z.array(z.number().int()),
  cells: z.array(z.number().int()),
  heights: z.array(z.number().int()),
});
export type YardContainers = z.infer<typeof YardContainers>;

/** An array of whole numbers, checked at its ends only (see YardContainersAnswer). */
const Column = z.custom<number[]>(
  (value) =>
    Array.isArray(value) &&
    (value.length === 0 || (Number.isInteger(value[0]) && Number.isInteger(value.at(-1)))),
  'must be an array of whole numbers',
);
const COLUMNS = ['ids', 'sizes', 'linerIds', 'planned', 'cells', 'heights'] as const;

/**
 * YardContainers as the browser checks it: the liners in full, the columns by their shape (arrays
 * of one length, whole numbers at their ends, `numbers` 11 characters a box). A big yard's answer
 * has 440,000 column entries, and checking each with zod took 0.2 s of the inventory's first
 * draw; the server built them from typed columns (YardContainers is its response schema).
 */
export const YardContainersAnswer = z
  .object({
    lastUpdated: z.number().int(),
    liners: z.array(LinerColour),
    ids: Column,
    numbers: z.string(),
    sizes: Column,
    linerIds: Column,
    planned: Column,
    cells: Column,
    heights: Column,
  })
  .superRefine((answer, context) => {
    const count = answer.ids.length;
    for (const column of COLUMNS) {
      if (answer[column].length !== count) {
        context.addIssue({ code: 'custom', path: [column], message: `must have ${count} entries` });
      }
    }
    if (answer.numbers.length !== count * NUMBER_WIDTH) {
      context.addIssue({
        code: 'custom',
        path: ['numbers'],
        message: `must be ${NUMBER_WIDTH} characters a box`,
      });
    }
  });

export const AreaParams = z.object({ area: AreaName });

/** An IGM number and an item number: letters, digits and dashes, as long as their columns. */
const IGM = '[A-Za-z0-9-]{1,20}';
const ITEM = '[A-Za-z0-9-]{1,10}';

/**
 * GET /rest/yard/igm-containers/{igmItem}: an IGM number alone (`2001234`) or with its item
 * (`2001234:3`), as the kiosk writes them (doc 2 §5).
 */
export const IgmItem = TextLine.trim().regex(
  new RegExp(`^${IGM}(:${ITEM})?$`),
  'Write an IGM number, or IGM:ITEM.',
);

export const IgmNumber = TextLine.trim().regex(
  new RegExp(`^${IGM}$`),
  'An IGM number is 1 to 20 letters, digits or dashes.',
);

export const ItemNumber = TextLine.trim().regex(
  new RegExp(`^${ITEM}$`),
  'An item number is 1 to 10 letters, digits or dashes.',
);

export const IgmContainers = z.array(
  z.object({
    containerId: z.number().int(),
    number: z.string(),
    location: z.string().nullable(),
  }),
);
export type IgmContainers = z.infer<typeof IgmContainers>;

/** GET /rest/yard/container/{id}: the 'Container Details' tooltip (doc 2 §3 "Container"). */
export const YardContainer = z.object({
  containerId: z.number().int(),
  number: z.string(),
  sizeType: z.string(),
  size: z.number().int(),
  liner: z.string().nullable(),
  customer: z.string().nullable(),
  category: z.string().nullable(),
  igmNumber: z.string().nullable(),
  item: z.string().nullable(),
  gateInDate: z.iso.datetime({ offset: true }),
  lastMovedDate: z.iso.datetime({ offset: true }).nullable(),
  planned: z.boolean(),
  dispatched: z.boolean(),
  /** Its slot keys, comma-joined for a long box (doc 2 §3 fullName). */
  fullName: z.string().nullable(),
  /** Its height in the stack. */
  stackIndex: z.number().int().nullable(),
});
export type YardContainer = z.infer<typeof YardContainer>;

/** The most boxes GET /rest/yard/load answers at once: a screenful (the yard is the dashboard's). */
export const MAX_LOADED_CONTAINERS = 100;

/** GET /rest/yard/load?ids=4,7,9 (doc 1 §7 "load (ids)"); repeats count once. */
export const LoadQuery = z.object({
  ids: CommaIds.refine(
    (ids) => ids.length <= MAX_LOADED_CONTAINERS,
    `Load at most ${MAX_LOADED_CONTAINERS} containers at once.`,
  ),
});

/** The details of each box asked for, in the order asked; the ids with no box in `notFound`. */
export const LoadedContainers = z.object({
  containers: z.array(YardContainer),
  notFound: z.array(z.number().int()),
});
export type LoadedContainers = z.infer<typeof LoadedContainers>;

/** Doc 2 §9: occupancy percent = floor(100 × filled / total); an empty layout is 0 % full. */
export const occupancyPercent = (filled: number, total: number): number =>
  total > 0 ? Math.floor((100 * filled) / total) : 0;
