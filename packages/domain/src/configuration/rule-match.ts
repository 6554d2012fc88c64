import { ANY, type ColourRule, RULE_FILTERS, type RuleFilter } from './colour-rule.ts';

/** What a box is, as colour rules look at it: a master-data name per filter, null when unknown. */
export type RuleBox = Record<RuleFilter, string | null> & { hazardous: boolean };

/**
 * Whether a rule's cells are meant for this box: every filter is 'All' or names the box's value
 * (ignoring case), and hazardous cells take hazardous boxes only, others none. A box whose value
 * is unknown fits only the filters left at 'All'.
 */
export function ruleAdmits(
  rule: Pick<ColourRule, RuleFilter | 'hazardous'>,
  box: RuleBox,
): boolean {
  if (rule.hazardous !== box.hazardous) return false;
  return RULE_FILTERS.every((filter) => {
    const wanted = rule[filter];
    if (wanted.toLowerCase() === ANY.toLowerCase()) return true;
    return box[filter]?.toLowerCase() === wanted.toLowerCase();
  });
}
