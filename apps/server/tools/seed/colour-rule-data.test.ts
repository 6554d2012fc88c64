import {
  ANY,
  ColourRuleInput,
  RULE_FILTER_LISTS,
  RULE_FILTERS,
} from '@yardline/domain/configuration/colour-rule';
import { describe, expect, it } from 'vitest';
import { DEMO_COLOUR_RULES } from './colour-rule-data.ts';
import { type EntryList, MASTER_DATA } from './master-data.ts';
import { DEMO_CUSTOMERS, DEMO_LINERS } from './reference-data.ts';
import { planYard } from './yard-plan.ts';

/** The names the seed stores in a master list, wherever that list is kept. */
const seededNames = (list: (typeof RULE_FILTER_LISTS)[keyof typeof RULE_FILTER_LISTS]) => {
  if (list === 'liners') return DEMO_LINERS.map((liner) => liner.name);
  if (list === 'customers') return DEMO_CUSTOMERS.map((customer) => customer.name);
  return MASTER_DATA[list satisfies EntryList].map((entry) => entry.name);
};

describe('demo colour rules', () => {
  const areaNames = planYard().areas.map((area) => area.name);

  it.each(DEMO_COLOUR_RULES)('$name is a rule the API would accept', ({ area, ...rule }) => {
    expect(ColourRuleInput.safeParse({ ...rule, cells: [{ id: 1 }] }).success).toBe(true);
    expect(areaNames).toContain(area);
    for (const filter of RULE_FILTERS) {
      if (rule[filter] === ANY) continue;
      expect(seededNames(RULE_FILTER_LISTS[filter]), filter).toContain(rule[filter]);
    }
  });

  it('gives each area to one rule at most', () => {
    const areas = DEMO_COLOUR_RULES.map((rule) => rule.area);
    expect(new Set(areas).size).toBe(areas.length);
  });
});
