import { z } from 'zod';
import type { Area } from '../auth/can.ts';
import {
  BOX_SCREENS,
  CHA_SCREENS,
  MACHINE_LIST_SCREENS,
  PLACE_SCREENS,
  SHIFT_SCREENS,
} from '../auth/screen-groups.ts';
import { MAX_RECORD_ID, RecordId } from '../common/record-id.ts';
import { TextLine } from '../common/text.ts';

/**
 * The master-data lists of doc 1 §7, served at GET /rest/master/<list>, each to the roles of
 * MASTER_LIST_AREAS. Each is a plain list of named entries; the liner list also carries prefixes
 * and a colour (liner-infos).
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

/** Who reads each list: the roles that see a screen showing its values. */
export const MASTER_LIST_AREAS: Record<MasterList, readonly Area[]> = {
  'container-processes': BOX_SCREENS,
  'container-sizes': BOX_SCREENS,
  'container-types': BOX_SCREENS,
  liners: BOX_SCREENS,
  categories: BOX_SCREENS,
  customers: BOX_SCREENS,
  'cargo-types': BOX_SCREENS,
  // A task's delivery mode: the task forms of the tasks and gate screens.
  'delivery-modes': ['tasks', 'gate'],
  'yard-locations': PLACE_SCREENS,
  'yard-zones': PLACE_SCREENS,
  shifts: SHIFT_SCREENS,
  'machine-types': MACHINE_LIST_SCREENS,
  'machine-statuses': MACHINE_LIST_SCREENS,
  // The Users screen's role choice (doc 3 §6: admin and superadmin).
  roles: ['users'],
  // The gate's readers and their logs.
  deviceIds: ['gate', 'deviceLogs'],
  // The delivery types agents are allowed vehicles for.
  'activity-groups': CHA_SCREENS,
  activities: CHA_SCREENS,
  'reader-types': ['gate'],
};

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
