import { z } from 'zod';
import { AreaCorners } from './geometry.ts';

/** GET /rest/yard/layout (doc 1 §3, doc 3 §3). */
export const CellLayout = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Area, row and cell joined with underscores: the slot key without its height. */
  fullName: z.string(),
  /**
   * Half of a merged pair, a 40 ft slot (doc 2 §3). Merged cells come in pairs along a row: the
   * first merged cell of a run is a left half, the next its right half, and so on.
   */
  merged: z.boolean(),
});

export const RowLayout = z.object({ name: z.string(), cellLayouts: z.array(CellLayout) });

export const AreaLayout = z.object({
  areaId: z.number().int(),
  name: z.string(),
  cellNames: z.array(z.string()),
  rowLayouts: z.array(RowLayout),
  /** Ground slots times max height: the boxes the area can hold. */
  totalSlots: z.number().int(),
  maxHeight: z.number().int(),
  /** A 40 ft block: every cell of the area is half of a merged pair. */
  fortyFootPairs: z.boolean(),
  /** Where the area lies on the earth (four corners), or null when not surveyed. */
  corners: AreaCorners.nullable(),
});

export const YardLayout = z.object({ areaLayouts: z.array(AreaLayout) });
export type YardLayout = z.infer<typeof YardLayout>;
export type AreaLayout = z.infer<typeof AreaLayout>;
export type CellLayout = z.infer<typeof CellLayout>;
