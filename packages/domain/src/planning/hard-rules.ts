import { ANY, type RuleFilter } from '../configuration/colour-rule.ts';
import type { CellRule, PlanningBox, PlanningCell } from './planning-yard.ts';

/**
 * The rules no score may trade away (besides the physical ones the yard's spans and heights
 * enforce): a cell of a colour rule takes only the boxes the rule is for, hazardous boxes stand
 * in hazardous areas and nowhere else, reefers on reefer plugs and plugs are kept for reefers.
 */

const boxValue = (box: PlanningBox, filter: RuleFilter): string | null => {
  switch (filter) {
    case 'size':
      return String(box.sizeFeet);
    case 'category':
      return box.category;
    default:
      return box[filter];
  }
};

const FILTERS: readonly RuleFilter[] = [
  'process',
  'type',
  'size',
  'category',
  'liner',
  'customer',
  'cargoType',
];

/** Whether a colour rule takes this box: every filter is 'All' or names the box's value. */
export function ruleTakes(rule: CellRule, box: PlanningBox): boolean {
  if (rule.hazardous && !box.hazardous) return false;
  return FILTERS.every((filter) => {
    const wanted = rule[filter];
    if (wanted === ANY) return true;
    return boxValue(box, filter)?.toLowerCase() === wanted.toLowerCase();
  });
}

/** How many of a rule's filters name the box specifically (more is a closer fit). */
export const ruleSpecificity = (rule: CellRule): number =>
  FILTERS.filter((filter) => rule[filter] !== ANY).length + (rule.hazardous ? 1 : 0);

/** A per-decision check of the cell rules for one box, each rule judged once. */
export function cellAcceptance(box: PlanningBox): (cell: PlanningCell) => boolean {
  const judged = new Map<CellRule, boolean>();
  return (cell) => {
    if (cell.hazardous !== box.hazardous || cell.reefer !== box.reefer) return false;
    const rule = cell.rule;
    if (!rule) return true;
    let takes = judged.get(rule);
    if (takes === undefined) {
      takes = ruleTakes(rule, box);
      judged.set(rule, takes);
    }
    return takes;
  };
}
