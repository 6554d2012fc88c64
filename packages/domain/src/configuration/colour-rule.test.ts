import { describe, expect, it } from 'vitest';
import {
  ANY,
  type ColourRule,
  ColourRuleInput,
  RULE_MESSAGES,
  ruleNameTaken,
  rulesByCell,
} from './colour-rule.ts';

const firstMessage = (input: unknown) => {
  const result = ColourRuleInput.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

const valid = { name: 'Reefers', color: '#1E90FF', cells: [{ id: 1 }, { id: 2 }] };

describe('ColourRuleInput', () => {
  it('fills every filter with All and lowers the colour', () => {
    expect(ColourRuleInput.parse(valid)).toEqual({
      name: 'Reefers',
      color: '#1e90ff',
      process: ANY,
      type: ANY,
      size: ANY,
      category: ANY,
      liner: ANY,
      customer: ANY,
      cargoType: ANY,
      hazardous: false,
      cells: [{ id: 1 }, { id: 2 }],
    });
  });

  it('keeps only the id of each cell', () => {
    const parsed = ColourRuleInput.parse({
      ...valid,
      cells: [{ id: 7, name: '01', fullName: 'A_01_01' }],
    });
    expect(parsed.cells).toEqual([{ id: 7 }]);
  });

  it('refuses the default black (doc 1 §5)', () => {
    expect(firstMessage({ ...valid, color: '#000000' })).toBe(RULE_MESSAGES.colourRequired);
    expect(firstMessage({ ...valid, color: undefined })).toBe(RULE_MESSAGES.colourRequired);
  });

  it('refuses a colour that is not #RRGGBB', () => {
    expect(firstMessage({ ...valid, color: 'blue' })).toBe('A colour is written #RRGGBB.');
  });

  it('needs a name', () => {
    expect(firstMessage({ ...valid, name: '   ' })).toBe(RULE_MESSAGES.nameRequired);
    expect(firstMessage({ ...valid, name: undefined })).toBe(RULE_MESSAGES.nameRequired);
  });

  it('needs at least one cell, each once', () => {
    expect(firstMessage({ ...valid, cells: [] })).toBe(RULE_MESSAGES.cellsRequired);
    expect(firstMessage({ ...valid, cells: undefined })).toBe(RULE_MESSAGES.cellsRequired);
    expect(firstMessage({ ...valid, cells: [{ id: 3 }, { id: 3 }] })).toBe(
      'A cell is listed twice.',
    );
  });
});

const rule = (id: number, name: string, cellIds: number[]): ColourRule => ({
  id,
  name,
  color: '#ff0000',
  process: ANY,
  type: ANY,
  size: ANY,
  category: ANY,
  liner: ANY,
  customer: ANY,
  cargoType: ANY,
  hazardous: false,
  cells: cellIds.map((cellId) => ({
    id: cellId,
    name: String(cellId),
    fullName: `A_01_${cellId}`,
  })),
});

describe('rule names and cells', () => {
  const rules = [rule(1, 'Reefers', [1, 2]), rule(2, 'Empties', [5])];

  it('says a name is taken whatever its case, except by the rule itself', () => {
    expect(ruleNameTaken(rules, ' reefers ')).toBe(true);
    expect(ruleNameTaken(rules, 'Reefers', 1)).toBe(false);
    expect(ruleNameTaken(rules, 'Hazardous')).toBe(false);
  });

  it('words the taken-name message as doc 1 §5 does', () => {
    expect(RULE_MESSAGES.nameTaken('Reefers')).toBe('Rule with name Reefers already exist!');
  });

  it('finds the rule of each cell', () => {
    const byCell = rulesByCell(rules);
    expect(byCell.get(2)?.name).toBe('Reefers');
    expect(byCell.get(5)?.name).toBe('Empties');
    expect(byCell.has(3)).toBe(false);
  });
});
