import type { ColourRule } from '@yardline/domain/configuration/colour-rule';
import { describe, expect, it } from 'vitest';
import { cellFree, paintCell, toggleCells } from './cell-selection.ts';

const rule = (id: number) => ({ id, name: `Rule ${id}` }) as ColourRule;
const owners = new Map([
  [3, rule(7)],
  [4, rule(8)],
]);
const free = (ruleId?: number) => (cellId: number) => cellFree(owners, cellId, ruleId);

describe('cellFree', () => {
  it('refuses a cell another rule holds', () => {
    expect(cellFree(owners, 3, undefined)).toBe(false);
    expect(cellFree(owners, 3, 8)).toBe(false);
  });

  it('lets a rule keep its own cells, and anyone take an empty one', () => {
    expect(cellFree(owners, 3, 7)).toBe(true);
    expect(cellFree(owners, 1, undefined)).toBe(true);
  });
});

describe('paintCell', () => {
  it('adds and removes one cell without touching the others', () => {
    const on = paintCell(new Set([1]), 2, true);
    expect([...on]).toEqual([1, 2]);
    expect([...paintCell(on, 1, false)]).toEqual([2]);
  });

  it('returns the same set when nothing changes, so nothing re-renders', () => {
    const selection = new Set([1]);
    expect(paintCell(selection, 1, true)).toBe(selection);
    expect(paintCell(selection, 2, false)).toBe(selection);
  });
});

describe('toggleCells', () => {
  it('selects the free cells of a row and skips those of other rules', () => {
    expect([...toggleCells(new Set(), [1, 2, 3, 4], free())]).toEqual([1, 2]);
  });

  it('fills a partly selected row before it clears one', () => {
    expect([...toggleCells(new Set([2]), [1, 2], free())].sort()).toEqual([1, 2]);
  });

  it('clears the row when all its free cells are selected, keeping the rest', () => {
    expect([...toggleCells(new Set([1, 2, 9]), [1, 2, 3], free())]).toEqual([9]);
  });

  it("counts the edited rule's own cells as free", () => {
    expect([...toggleCells(new Set(), [1, 3, 4], free(7))]).toEqual([1, 3]);
  });
});
