import { z } from 'zod';
import { TextLine } from '../common/text.ts';

/**
 * GET /rest/yard/location/{location} (doc 1 §7 "/location/{x}"): what stands at a cell
 * (`A_01_02`) or at one slot of it (`A_01_02_3`), written as slot keys write them (doc 3 §3).
 */
export const LocationName = TextLine.trim()
  .max(80, 'A location has at most 80 characters.')
  .regex(
    /^[A-Za-z0-9-]+(_[A-Za-z0-9-]+){2,}$/,
    'Write a cell (AREA_ROW_CELL) or a slot (AREA_ROW_CELL_HEIGHT).',
  );

export const LocationParams = z.object({ location: LocationName });

export const LocationStack = z.object({
  /** The cell's full name. */
  cell: z.string(),
  area: z.string(),
  /** The slot asked for, or null when it was the whole cell. */
  height: z.number().int().nullable(),
  /** The area's tiers; heights count from the yard's start height (metadata startHeight). */
  maxHeight: z.number().int(),
  /** Half of a merged pair: with the cell beside it, a slot for a long box. */
  merged: z.boolean(),
  /** The boxes standing there, bottom first; a long box on either half of its pair. */
  containers: z.array(
    z.object({
      containerId: z.number().int(),
      number: z.string(),
      size: z.number().int(),
      height: z.number().int(),
      /** Its slot keys, comma-joined for a long box. */
      location: z.string().nullable(),
    }),
  ),
});
export type LocationStack = z.infer<typeof LocationStack>;
