import { z } from 'zod';
import { BodyId } from '../common/record-id.ts';
import { type LatLng, pointInPolygon } from '../yard/geometry.ts';

/** Doc 2 §9: the Gantt's magnet and its scale. */
export const GANTT_SNAP_MS = 5 * 60_000;
export const GANTT_SCALE = 'day' as const;
export const DAY_MS = 24 * 60 * 60_000;

/** The Allocation screen's messages. Doc 2 §5: an allocation needs machine, area, from and to. */
export const ALLOCATION_MESSAGES = {
  saved: 'Allocations saved successfully',
  deleted: 'Allocation deleted successfully',
  machineRequired: 'Choose a machine',
  areaRequired: 'Choose an area',
  fromRequired: 'Choose from time',
  toRequired: 'Choose to time',
  order: 'The allocation must end after it starts.',
  overlap: (machine: string) =>
    `Machine ${machine} is already allocated for part of this time: two allocations of one machine may not overlap.`,
  unknownMachine: (id: number) => `Machine ${id} does not exist.`,
  unknownArea: (id: number) => `Area ${id} does not exist.`,
  notFound: (id: number) => `Allocation ${id} does not exist.`,
  confirmDelete: 'Are you sure you want to delete the selected allocation?',
} as const;

/** A machine given to a yard area for a time (doc 2 §3). Times are ISO timestamps. */
export const Allocation = z.object({
  id: z.number().int(),
  machine: z.string(),
  machineId: z.number().int(),
  area: z.string(),
  areaId: z.number().int(),
  fromTime: z.string(),
  toTime: z.string(),
});
export type Allocation = z.infer<typeof Allocation>;

const time = (message: string) => z.iso.datetime({ offset: true, error: message });

/** One allocation to save: with `id` a change to it (a drag), without one a new allocation. */
export const AllocationInput = z
  .object({
    id: BodyId.optional(),
    machineId: BodyId.optional(),
    areaId: BodyId.optional(),
    fromTime: time(ALLOCATION_MESSAGES.fromRequired).optional(),
    toTime: time(ALLOCATION_MESSAGES.toRequired).optional(),
  })
  .superRefine((a, ctx) => {
    const missing = allocationProblem(a);
    if (missing) ctx.addIssue({ code: 'custom', message: missing });
  })
  .transform((a) => ({
    id: a.id,
    machineId: a.machineId as number,
    areaId: a.areaId as number,
    fromTime: a.fromTime as string,
    toTime: a.toTime as string,
  }));
export type AllocationInput = z.input<typeof AllocationInput>;
export type AllocationFields = z.output<typeof AllocationInput>;

/** What an allocation lacks, the first thing first (doc 2 §5), or whether it runs backwards. */
export function allocationProblem(a: {
  machineId?: number | null;
  areaId?: number | null;
  fromTime?: string | null;
  toTime?: string | null;
}): string | undefined {
  if (!a.machineId) return ALLOCATION_MESSAGES.machineRequired;
  if (!a.areaId) return ALLOCATION_MESSAGES.areaRequired;
  if (!a.fromTime) return ALLOCATION_MESSAGES.fromRequired;
  if (!a.toTime) return ALLOCATION_MESSAGES.toRequired;
  if (Date.parse(a.toTime) <= Date.parse(a.fromTime)) return ALLOCATION_MESSAGES.order;
  return undefined;
}

/** POST /rest/allocations: new and changed allocations, saved all or none. */
export const SaveAllocations = z.array(AllocationInput).min(1).max(500);
export const AllocationsSaved = z.object({
  status: z.literal('success'),
  allocations: z.array(Allocation),
});

/** GET /rest/allocations?date=<ms>: the allocations touching the 24 hours from `date`. */
const DATE_MESSAGE = 'date is a time in milliseconds, in the years 2000 to 2099.';
const YEAR_2000 = Date.UTC(2000, 0, 1);
const YEAR_2100 = Date.UTC(2100, 0, 1);
export const AllocationsQuery = z.object({
  date: z
    .string(DATE_MESSAGE)
    .regex(/^[0-9]{12,13}$/, DATE_MESSAGE)
    .transform(Number)
    .refine((ms) => ms >= YEAR_2000 && ms < YEAR_2100, DATE_MESSAGE),
});

/** Whether two periods share any time (touching ends do not). */
export const overlaps = (
  a: { fromTime: string; toTime: string },
  b: { fromTime: string; toTime: string },
): boolean =>
  Date.parse(a.fromTime) < Date.parse(b.toTime) && Date.parse(b.fromTime) < Date.parse(a.toTime);

/** The Gantt's colours (doc 2 §4). */
export type AllocationColour = 'dark-grey' | 'grey' | 'pink';

/**
 * Dark grey normally; while now lies inside the allocation, grey when the machine is in the area
 * and pink when it is elsewhere (or nowhere known).
 */
export function allocationColour(
  allocation: { fromTime: string; toTime: string },
  now: number,
  machineAt: LatLng | null,
  area: readonly LatLng[] | null,
): AllocationColour {
  const current = Date.parse(allocation.fromTime) <= now && now < Date.parse(allocation.toTime);
  if (!current) return 'dark-grey';
  return machineAt && area && pointInPolygon(machineAt, area) ? 'grey' : 'pink';
}

/** Snaps a time to the Gantt's 5-minute magnet. */
export const snapToMagnet = (ms: number): number => Math.round(ms / GANTT_SNAP_MS) * GANTT_SNAP_MS;
