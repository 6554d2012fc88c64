import { describe, expect, it } from 'vitest';
import { type RuleBox, ruleAdmits } from './rule-match.ts';

const ALL = {
  process: 'All',
  type: 'All',
  size: 'All',
  category: 'All',
  liner: 'All',
  customer: 'All',
  cargoType: 'All',
  hazardous: false,
};
const box: RuleBox = {
  process: 'Import',
  type: 'GP',
  size: '20',
  category: 'Import',
  liner: 'Maersk',
  customer: null,
  cargoType: null,
  hazardous: false,
};

describe('ruleAdmits', () => {
  it('takes any ordinary box on a rule of all', () => {
    expect(ruleAdmits(ALL, box)).toBe(true);
  });
  it('matches each filter, ignoring case', () => {
    expect(ruleAdmits({ ...ALL, process: 'import', size: '20' }, box)).toBe(true);
    expect(ruleAdmits({ ...ALL, process: 'Empty' }, box)).toBe(false);
    expect(ruleAdmits({ ...ALL, type: 'RF' }, box)).toBe(false);
    expect(ruleAdmits({ ...ALL, liner: 'MAERSK' }, box)).toBe(true);
  });
  it('keeps a filter on an unknown value closed', () => {
    expect(ruleAdmits({ ...ALL, customer: 'Tata' }, box)).toBe(false);
  });
  it('keeps hazardous cells and hazardous boxes together', () => {
    expect(ruleAdmits({ ...ALL, hazardous: true }, box)).toBe(false);
    expect(ruleAdmits(ALL, { ...box, hazardous: true })).toBe(false);
    expect(ruleAdmits({ ...ALL, hazardous: true }, { ...box, hazardous: true })).toBe(true);
  });
});
