import { z } from 'zod';
import { TextLine } from '../common/text.ts';
import { GATE_SIZES } from '../gate/gate-in.ts';

/**
 * The planning parameters at the gate (doc 1 §3 "Planning container", doc 2 §5): what the clerk
 * tells the engine about each box on the truck, and the slots it answers with.
 */

/** Doc 2 §5 "Planning parameters at gate", word for word. */
export const GATE_PLANNING_MESSAGES = {
  paramsNotFound: 'Container Params not found.',
  sizeParamRequired: 'A parameter for container size is required.',
  size: (n: number) => `Please select the container size for the container ${n}`,
  containersRequired: 'Please choose the required containers.',
  dataRequired: 'Please choose all the required data for planning.',
} as const;

export const PARAM_PROVIDERS = ['CUSTOM', 'CONTAINER_SIZE'] as const;

/** The parameters the engine reads at the gate, by paramId. */
export const GATE_PARAM_IDS = { size: 'containerSize', category: 'category' } as const;

/** GET /rest/gate/planning-params: one parameter and the values it takes. */
export const PlanningParam = z.object({
  paramId: z.string(),
  name: z.string(),
  /** CUSTOM: one of allowedStrings; CONTAINER_SIZE: a size in feet the gate takes. */
  dataProvider: z.enum(PARAM_PROVIDERS),
  allowedStrings: z.array(z.string()),
});
export type PlanningParam = z.infer<typeof PlanningParam>;

const text = (max: number) => TextLine.trim().max(max);

/** A box on the truck as the planning call takes it (doc 1 §3 "Planning container"). */
export const PlanningContainer = z.object({
  containerNumber: text(13).default(''),
  igm: text(20).optional(),
  itemNumber: text(10).optional(),
  /** Read when the size parameter has no value. */
  containerSize: text(4).default(''),
  /** GP, HC, RF, … (a reefer needs a plugged cell). */
  containerType: text(4).optional(),
  params: z
    .array(z.object({ paramId: text(40), value: text(120).default('') }))
    .max(10)
    .default([]),
  /** What planning uses when the clerk knows it (the gate-in form's box fields). */
  vessel: text(60).optional(),
  expectedDepartureAt: z.iso.datetime({ offset: true }).optional(),
  hazardous: z.boolean().optional(),
  /** The slot the clerk picked: the next box on the truck is suggested with this one there. */
  slot: text(40).optional(),
});
export type PlanningContainer = z.output<typeof PlanningContainer>;

/** POST /rest/gate/planning-suggestions: the boxes of one truck (one, or two 20 ft boxes). */
export const GateSuggestionsBody = z.object({
  containers: z.array(PlanningContainer).max(2).default([]),
  /** How many other locations to list besides the suggested one. */
  others: z.number().int().min(0).max(10).default(4),
});
export type GateSuggestionsBody = z.input<typeof GateSuggestionsBody>;
export type GateSuggestionsValues = z.output<typeof GateSuggestionsBody>;

export const OtherLocation = z.object({ location: z.string(), matchPercent: z.number().int() });

export const GateSuggestion = z.object({
  containerNumber: z.string(),
  /** The suggested location's fit; null when no slot is free for the box. */
  matchPercent: z.number().int().nullable(),
  suggestedLocation: z.string().nullable(),
  /** The runner-ups, best first. */
  otherLocations: z.array(OtherLocation),
  /** Why the engine chose the suggested location. */
  reason: z.string().nullable(),
});
export type GateSuggestion = z.infer<typeof GateSuggestion>;

export const GateSuggestions = z.object({ containers: z.array(GateSuggestion) });
export type GateSuggestions = z.infer<typeof GateSuggestions>;

/** A box's planning facts, once its parameters check out. */
export interface PlanningFacts {
  sizeFeet: 20 | 40;
  category: string;
}

/**
 * The first of doc 2 §5's planning messages the boxes earn against the parameters, in the order
 * the clerk fills them; otherwise each box's size and category.
 */
export function planningFacts(
  params: readonly PlanningParam[],
  containers: readonly PlanningContainer[],
): { problem: string } | { facts: PlanningFacts[] } {
  if (containers.length === 0) return { problem: GATE_PLANNING_MESSAGES.containersRequired };
  const byId = new Map(params.map((param) => [param.paramId, param]));
  const sizeParam = params.find((param) => param.dataProvider === 'CONTAINER_SIZE');
  const facts: PlanningFacts[] = [];
  for (const [i, box] of containers.entries()) {
    if (box.params.length === 0 || box.params.some((given) => !byId.has(given.paramId))) {
      return { problem: GATE_PLANNING_MESSAGES.paramsNotFound };
    }
    const value = (id: string) => box.params.find((given) => given.paramId === id)?.value ?? '';
    if (!sizeParam || !box.params.some((given) => given.paramId === sizeParam.paramId)) {
      return { problem: GATE_PLANNING_MESSAGES.sizeParamRequired };
    }
    const size = value(sizeParam.paramId) || box.containerSize;
    if (!(GATE_SIZES as readonly string[]).includes(size)) {
      return { problem: GATE_PLANNING_MESSAGES.size(i + 1) };
    }
    const custom = params.filter((param) => param.dataProvider === 'CUSTOM');
    if (custom.some((param) => !param.allowedStrings.includes(value(param.paramId)))) {
      return { problem: GATE_PLANNING_MESSAGES.dataRequired };
    }
    facts.push({ sizeFeet: Number(size) as 20 | 40, category: value(GATE_PARAM_IDS.category) });
  }
  return { facts };
}
