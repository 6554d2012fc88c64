import { z } from 'zod';

/**
 * The master-data lists of doc 1 §7, served at GET /rest/master/<list>. Each is a plain list of
 * named entries; the liner list also carries prefixes and a colour (liner-infos).
 */
export const MASTER_LISTS = [
  'container-processes',
  'container-sizes',
  'container-types',
  'liners',
  'categories',
  'customers',
  'delivery-modes',
  'yard-locations',
  'yard-zones',
  'shifts',
  'cargo-types',
  'machine-types',
  'machine-statuses',
  'roles',
  'deviceIds',
  'activity-groups',
  'activities',
  'reader-types',
] as const;
export type MasterList = (typeof MASTER_LISTS)[number];

export const MasterEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  /** The entry this one belongs to: an activity's group. */
  parentId: z.number().int().nullable(),
});
export type MasterEntry = z.infer<typeof MasterEntry>;

/** GET /rest/master/liner-infos: "liner, color, prefixes" (doc 1 §3). */
export const LinerInfo = z.object({
  id: z.number().int(),
  liner: z.string(),
  color: z.string(),
  prefixes: z.array(z.string()),
});
export type LinerInfo = z.infer<typeof LinerInfo>;
