import { z } from 'zod';

/** GET /rest/yard/layout (doc 1 §3, doc 3 §3). */
export const CellLayout = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Area, row and cell joined with underscores: the slot key without its height. */
  fullName: z.string(),
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
  /** Whether the area's cells are laid out in pairs for 40 ft boxes. */
  fortyFootPairs: z.boolean(),
});

export const YardLayout = z.object({ areaLayouts: z.array(AreaLayout) });
export type YardLayout = z.infer<typeof YardLayout>;
export type AreaLayout = z.infer<typeof AreaLayout>;
export type CellLayout = z.infer<typeof CellLayout>;
