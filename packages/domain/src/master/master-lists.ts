import { z } from 'zod';
import { MAX_RECORD_ID, RecordId } from '../common/record-id.ts';
import { TextLine } from '../common/text.ts';

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

/**
 * A clearing agent's allowance for one delivery type (activity): GET /rest/master/chas/activity/{x}
 * lists the agents allowed vehicles for activity x, GET /rest/master/cha/{id}/activity/{type}
 * answers one agent's.
 */
export const ChaAllowance = z.object({
  chaId: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  activityId: z.number().int(),
  activity: z.string(),
  allowedCount: z.number().int(),
  allowed20: z.number().int(),
  allowed40: z.number().int(),
  gatedInCount: z.number().int(),
});
export type ChaAllowance = z.infer<typeof ChaAllowance>;

/** An activity named by id or by name, as the gate screens pass it; digits are an id. */
export const ActivityRef = TextLine.trim()
  .min(1)
  .max(80)
  .refine(
    (ref) => !/^[0-9]+$/.test(ref) || RecordId.safeParse(ref).success,
    `An activity is named by its name or its id (1 to ${MAX_RECORD_ID}).`,
  );
