import { z } from 'zod';
import { BodyId } from '../common/record-id.ts';
import { TextLine, textLine } from '../common/text.ts';
import { parseLocation } from '../yard/slot-key.ts';
import { PlanningWeights } from './weights.ts';

/** The planning calls (doc 3 §3 "Queued container", "Plan"; §4 "Planning"; §5 "Plan"; §7). */

export const PLAN_NAME_MAX = 60;

export const PLAN_MESSAGES = {
  /** Doc 3 §5 and §8, word for word. */
  nameTaken: (name: string) => `Plan with name ${name} already exist!`,
  nameRequired: 'Enter a name for the plan.',
  slotsRequired: 'Assign a slot to at least one container.',
  notFound: (id: number) => `There is no plan with id ${id}.`,
  notQueued: (id: number) => `Container ${id} is not waiting for a slot.`,
  plannedElsewhere: (number: string, plan: string) => `${number} is already planned in ${plan}.`,
  slotRefused: (number: string, location: string) =>
    `${location} cannot take ${number}: the slot is taken, planned, not supported, or kept for other boxes.`,
  twice: 'A container or a slot is listed twice.',
} as const;

export const PlanName = textLine(PLAN_MESSAGES.nameRequired)
  .trim()
  .min(1, PLAN_MESSAGES.nameRequired)
  .max(PLAN_NAME_MAX, `A plan name has at most ${PLAN_NAME_MAX} characters.`);

/** A slot location as stored: one slot key, or two comma-joined for a long box. */
export const SlotLocation = TextLine.trim()
  .max(100)
  .refine((value) => parseLocation(value) !== undefined, 'Write a slot as AREA_ROW_CELL_HEIGHT.')
  .transform((value) => (parseLocation(value) as string[]).join(','));

/** GET /rest/planning/queued-containers: boxes waiting for a slot (doc 3 §3 "Queued container"). */
export const QueuedContainersQuery = z.object({
  /** Container number, IGM number, job order number or liner (doc 3 §2). */
  search: TextLine.trim().max(40).optional(),
});

export const QueuedContainer = z.object({
  containerId: z.number().int(),
  containerNumber: z.string(),
  igmNumber: z.string().nullable(),
  jobOrderNumber: z.string().nullable(),
  liner: z.string().nullable(),
  category: z.string().nullable(),
  size: z.number().int(),
  /** Its planned slot, when a plan has one for it. */
  slotFullName: z.string().nullable(),
  /** The (left) cell of its planned slot. */
  cellId: z.number().int().nullable(),
  planId: z.number().int().nullable(),
});
export type QueuedContainer = z.infer<typeof QueuedContainer>;

export const PlannedContainerInput = z.object({
  containerId: BodyId,
  slotFullName: SlotLocation,
  planningOrder: z.number().int().min(1).max(10_000),
  slotReason: TextLine.trim().max(200).nullable().optional(),
});

/** POST /rest/planning/plans: a new plan, or with `id` the stored plan changed. */
export const PlanInput = z.object({
  id: BodyId.optional(),
  name: PlanName,
  plannedContainers: z
    .array(PlannedContainerInput, PLAN_MESSAGES.slotsRequired)
    .min(1, PLAN_MESSAGES.slotsRequired)
    .max(1000),
});
export type PlanInput = z.input<typeof PlanInput>;
export type PlanValues = z.output<typeof PlanInput>;

export const PlannedContainer = z.object({
  containerId: z.number().int(),
  containerNumber: z.string(),
  slotFullName: z.string(),
  planningOrder: z.number().int(),
  slotReason: z.string().nullable(),
});
export type PlannedContainer = z.infer<typeof PlannedContainer>;

export const Plan = z.object({
  id: z.number().int(),
  name: z.string(),
  plannedContainers: z.array(PlannedContainer),
  /** The container numbers the plan was made for. */
  searchedContainers: z.array(z.string()),
});
export type Plan = z.infer<typeof Plan>;

/**
 * The plan on the planner's screen, saved or not, that suggestions and auto-assign plan around:
 * its slots are taken as planned, and with `planId` (the stored plan being edited) that plan's
 * stored slots give way to them, so a slot removed on screen but not yet saved is free.
 */
export const PlanOnScreen = z.object({
  planId: BodyId.optional(),
  plannedContainers: z
    .array(z.object({ containerId: BodyId, slotFullName: SlotLocation }))
    .max(1000)
    .default([])
    .refine(
      (slots) =>
        new Set(slots.map((c) => c.containerId)).size === slots.length &&
        new Set(slots.map((c) => c.slotFullName)).size === slots.length,
      PLAN_MESSAGES.twice,
    ),
});
export type PlanOnScreen = z.output<typeof PlanOnScreen>;

/**
 * POST /rest/planning/suggest-plan: auto-assign the searched containers (enterprise), around the
 * plan on screen.
 */
export const SuggestPlanInput = z.object({
  containerIds: z.array(BodyId).min(1, 'Choose at least one container.').max(500),
  ...PlanOnScreen.shape,
});
export type SuggestPlanInput = z.input<typeof SuggestPlanInput>;
export type SuggestPlanValues = z.output<typeof SuggestPlanInput>;

export const SuggestedPlan = z.object({
  plannedContainers: z.array(PlannedContainer.extend({ matchPercent: z.number().int() })),
  unallotted: z.array(z.object({ containerId: z.number().int(), containerNumber: z.string() })),
});
export type SuggestedPlan = z.infer<typeof SuggestedPlan>;

/** A box not yet in the yard, described as the gate knows it. */
export const ArrivingBox = z.object({
  number: TextLine.trim().max(11).optional(),
  sizeFeet: z.union([z.literal(20), z.literal(40), z.literal(45)], 'A size is 20, 40 or 45.'),
  /** ISO 6346 size-type code (22G1, 45R1, …): tells a reefer. */
  sizeType: TextLine.trim().max(4).optional(),
  category: TextLine.trim().min(1).max(40),
  process: TextLine.trim().max(120).nullable().optional(),
  liner: TextLine.trim().max(120).nullable().optional(),
  customer: TextLine.trim().max(120).nullable().optional(),
  cargoType: TextLine.trim().max(120).nullable().optional(),
  hazardous: z.boolean().default(false),
  vessel: TextLine.trim().max(60).nullable().optional(),
  /** The departure announced for the box, or its vessel's scheduled departure. */
  expectedDepartureAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type ArrivingBox = z.output<typeof ArrivingBox>;

/**
 * POST /rest/planning/suggestions: the ranked slots for one box, each with its score breakdown
 * ("why this slot"): a queued container by id, or else a box described as at the gate (the
 * description is read only when there is no id).
 */
export const SuggestionQuestion = z
  .object({
    containerId: BodyId.optional(),
    container: ArrivingBox.optional(),
    limit: z.number().int().min(1).max(20).default(5),
    ...PlanOnScreen.shape,
  })
  .refine((q) => q.containerId !== undefined || q.container !== undefined, {
    message: 'Give containerId or container.',
  });

const Part = z.object({ value: z.number(), cost: z.number() });

export const SlotSuggestion = z.object({
  location: z.string(),
  cellIds: z.array(z.number().int()),
  height: z.number().int(),
  cost: z.number(),
  matchPercent: z.number().int(),
  breakdown: z.object({
    ruleFit: Part,
    stackCompatibility: Part,
    expectedReshuffles: Part,
    distance: Part,
    height: Part,
  }),
  reason: z.string(),
});

export const SlotSuggestions = z.object({
  /** Best first: the first is the suggestion, the rest its runner-ups. */
  suggestions: z.array(SlotSuggestion),
  weights: PlanningWeights,
});
export type SlotSuggestions = z.infer<typeof SlotSuggestions>;

/** Reshuffles the yard recorded over a period: shifting moves per dispatched box. */
export const ReshufflePeriod = z.object({
  days: z.number().int(),
  dispatched: z.number().int(),
  shifting: z.number().int(),
  /** Shifting moves per dispatched box; null when nothing was dispatched. */
  perDispatched: z.number().nullable(),
});

/** GET /rest/planning/reshuffles: the live figure of the planning screen (last 7 and 30 days). */
export const ReshuffleFigures = z.array(ReshufflePeriod);
export type ReshuffleFigures = z.infer<typeof ReshuffleFigures>;

/** Doc 3 §9: the planning screen refreshes by itself only in the enterprise edition, above 50 s. */
export const PLANNING_MIN_REFRESH_SECONDS = 50;

/** `refetchInterval` for the planning screen: the configured rate when allowed, else none. */
export const planningRefreshMs = (enterprise: boolean, refreshSeconds: number): number | false =>
  enterprise && refreshSeconds > PLANNING_MIN_REFRESH_SECONDS ? refreshSeconds * 1000 : false;
