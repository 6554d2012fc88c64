import { type RuleBox, ruleAdmits } from '../configuration/rule-match.ts';
import type { CellRule, PlanningBox, PlanningCell } from './planning-yard.ts';

/**
 * The rules no score may trade away (besides the physical ones the yard's spans and heights
 * enforce): a cell of a colour rule takes only the boxes the rule is for, hazardous boxes stand
 * in hazardous areas and nowhere else, reefers on reefer plugs and plugs are kept for reefers.
 */

/** The box as colour rules look at it. */
export const ruleBox = (box: PlanningBox): RuleBox => ({
  process: box.process,
  type: box.type,
  size: String(box.sizeFeet),
  category: box.category,
  liner: box.liner,
  customer: box.customer,
  cargoType: box.cargoType,
  hazardous: box.hazardous,
});

/**
 * A per-decision check of the cell rules for one box, each rule judged once. A yard that names no
 * reefer plug at all (no rule keeps cells for reefers) has not said where its plugs are, so there
 * reefers stand anywhere a rule allows.
 */
export function cellAcceptance(
  box: PlanningBox,
  yardHasPlugs: boolean,
): (cell: PlanningCell) => boolean {
  const asRuleSees = ruleBox(box);
  const judged = new Map<CellRule, boolean>();
  return (cell) => {
    if (cell.hazardous !== box.hazardous) return false;
    if (cell.reefer !== box.reefer && (yardHasPlugs || cell.reefer)) return false;
    const rule = cell.rule;
    if (!rule) return true;
    let takes = judged.get(rule);
    if (takes === undefined) {
      takes = ruleAdmits(rule, asRuleSees);
      judged.set(rule, takes);
    }
    return takes;
  };
}

/**
 * What a colour rule says of its cells beyond its filters: cells kept for reefers (type RF or
 * cargo type Reefer) are reefer plugs, cells of a hazardous rule a hazardous area.
 */
export const ruleCellKinds = (rule: CellRule | null): { reefer: boolean; hazardous: boolean } => ({
  reefer:
    rule !== null &&
    (rule.type.toUpperCase() === 'RF' || rule.cargoType.toLowerCase() === 'reefer'),
  hazardous: rule?.hazardous ?? false,
});
