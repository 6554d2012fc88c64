import { describe, expect, it } from 'vitest';
import { boxes, layout } from './yard-fixture.test-support.ts';
import {
  applyMoves,
  boxAt,
  boxNumber,
  buildYardModel,
  locationAt,
  locationOf,
} from './yard-model.ts';

const model = () => buildYardModel(layout, structuredClone(boxes), 1);

describe('the inventory model', () => {
  it('puts each box in its slot, a long box across its pair, and counts the slots filled', () => {
    const m = model();
    const [a, c] = m.areas;
    expect(a && boxAt(a, { row: 0, column: 0, tier: 0 })).toBe(0);
    expect(a && boxAt(a, { row: 0, column: 0, tier: 1 })).toBe(1);
    expect(a && boxAt(a, { row: 0, column: 1, tier: 0 })).toBeUndefined();
    expect(c && boxAt(c, { row: 0, column: 1, tier: 0 })).toBe(2);
    expect([a?.filled, c?.filled]).toEqual([2, 2]);
    expect(locationOf(m, 2)).toBe('C_01_01_1,C_01_02_1');
    expect(boxNumber(m, 1)).toBe('MSKU7654321');
  });

  it('follows a move event in place, and refuses one naming a box it does not know', () => {
    const m = model();
    const move = { containerId: 101, number: 'MSKU7654321', from: 'A_01_01_2', shifting: false };
    expect(applyMoves(m, [{ ...move, to: 'A_01_03_1' }])).toBe(true);
    const a = m.areas[0];
    expect(a && boxAt(a, { row: 0, column: 0, tier: 1 })).toBeUndefined();
    expect(a && boxAt(a, { row: 0, column: 2, tier: 0 })).toBe(1);
    expect(a?.filled).toBe(2);
    expect(applyMoves(m, [{ ...move, to: null }])).toBe(true);
    expect(a?.filled).toBe(1);
    expect(applyMoves(m, [{ ...move, containerId: 999, to: 'A_01_02_1' }])).toBe(false);
    expect(applyMoves(m, [{ ...move, to: 'Q_01_02_1' }])).toBe(false);
  });

  it('gives the location a box of each size would have in a slot', () => {
    const [a, c] = model().areas;
    if (!a || !c) throw new Error('areas missing');
    expect(locationAt(a, { row: 0, column: 1, tier: 2 }, 20, 1)).toBe('A_01_02_3');
    expect(locationAt(c, { row: 0, column: 1, tier: 1 }, 40, 1)).toBe('C_01_01_2,C_01_02_2');
    expect(locationAt(c, { row: 0, column: 0, tier: 0 }, 40, 1)).toBe('C_01_01_1,C_01_02_1');
  });
});
