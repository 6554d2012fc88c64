import { z } from 'zod';
import { BodyId } from '../common/record-id.ts';
import { TextLine, textLine } from '../common/text.ts';
import type { MasterList } from '../master/master-lists.ts';

/**
 * Yard colour rules (doc 1 §2 "Configuration", §3 "Rule config", §5 "Colour rule save"): a named
 * colour given to a set of yard cells, with the kind of box those cells are meant for. The yard
 * views draw each cell in its rule's colour; a cell belongs to at most one rule.
 */

/** The value of a filter that matches every box (doc 1 §3: each filter "defaults to 'All'"). */
export const ANY = 'All';

/** Doc 1 §3 and §9: the form starts black, and black cannot be saved. */
export const UNSET_COLOUR = '#000000';

/** The box attributes a rule narrows, and the master list each one's values come from. */
export const RULE_FILTER_LISTS = {
  process: 'container-processes',
  type: 'container-types',
  size: 'container-sizes',
  category: 'categories',
  liner: 'liners',
  customer: 'customers',
  cargoType: 'cargo-types',
} as const satisfies Record<string, MasterList>;

export type RuleFilter = keyof typeof RULE_FILTER_LISTS;
export const RULE_FILTERS = Object.keys(RULE_FILTER_LISTS) as RuleFilter[];

export const RULE_FILTER_LABELS: Record<RuleFilter, string> = {
  process: 'Process',
  type: 'Type',
  size: 'Size',
  category: 'Category',
  liner: 'Liner',
  customer: 'Customer',
  cargoType: 'Cargo type',
};

export const RULE_NAME_MAX = 60;

export const RULE_MESSAGES = {
  /** Doc 1 §5, word for word. */
  nameTaken: (name: string) => `Rule with name ${name} already exist!`,
  nameRequired: 'Enter a name for the rule.',
  colourRequired: 'Choose a colour other than black (#000000).',
  cellsRequired: 'Select at least one cell.',
  cellTaken: (cell: string, rule: string) => `Cell ${cell} already belongs to the rule ${rule}.`,
  unknownCell: (id: number) => `There is no yard cell with id ${id}.`,
  unknownValue: (filter: RuleFilter, value: string) =>
    `${RULE_FILTER_LABELS[filter]} '${value}' is not in the master data.`,
  notFound: (id: number) => `There is no colour rule with id ${id}.`,
} as const;

export const RuleCell = z.object({ id: z.number().int(), name: z.string(), fullName: z.string() });
export type RuleCell = z.infer<typeof RuleCell>;

const filterFields = <T extends z.ZodType>(field: T) =>
  Object.fromEntries(RULE_FILTERS.map((filter) => [filter, field])) as Record<RuleFilter, T>;

/** A stored rule, as GET /rest/configuration/load lists it. */
export const ColourRule = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  ...filterFields(z.string()),
  hazardous: z.boolean(),
  cells: z.array(RuleCell),
});
export type ColourRule = z.infer<typeof ColourRule>;

export const RuleName = textLine(RULE_MESSAGES.nameRequired)
  .trim()
  .min(1, RULE_MESSAGES.nameRequired)
  .max(RULE_NAME_MAX, `A rule name has at most ${RULE_NAME_MAX} characters.`);

export const RuleColour = z
  .string(RULE_MESSAGES.colourRequired)
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'A colour is written #RRGGBB.')
  .transform((colour) => colour.toLowerCase())
  .refine((colour) => colour !== UNSET_COLOUR, RULE_MESSAGES.colourRequired);

const FilterValue = TextLine.trim().min(1).max(120).default(ANY);

/**
 * POST /rest/configuration: a new rule, or with `id` a change to a stored one. Cells are sent as
 * the layout gives them (id, name, fullName); only the id counts.
 */
export const ColourRuleInput = z.object({
  id: BodyId.optional(),
  name: RuleName,
  color: RuleColour,
  ...filterFields(FilterValue),
  hazardous: z.boolean().default(false),
  cells: z
    .array(z.object({ id: BodyId }), RULE_MESSAGES.cellsRequired)
    .min(1, RULE_MESSAGES.cellsRequired)
    .max(5000)
    .refine(
      (cells) => new Set(cells.map((cell) => cell.id)).size === cells.length,
      'A cell is listed twice.',
    ),
});
/** What the browser sends. */
export type ColourRuleInput = z.input<typeof ColourRuleInput>;
/** The same after parsing: names trimmed, filters filled in, colour lowered. */
export type ColourRuleValues = z.output<typeof ColourRuleInput>;

/** Whether `name` is free for the rule `id` (undefined for a new rule): names ignore case. */
export const ruleNameTaken = (rules: readonly ColourRule[], name: string, id?: number): boolean => {
  const wanted = name.trim().toLowerCase();
  return rules.some((rule) => rule.id !== id && rule.name.toLowerCase() === wanted);
};

/** The rule each cell belongs to, by cell id. */
export const rulesByCell = (rules: readonly ColourRule[]): Map<number, ColourRule> =>
  new Map(rules.flatMap((rule) => rule.cells.map((cell) => [cell.id, rule] as const)));
