import { holdsBySlot } from '@yardline/domain/yard/slot-holds';
import { describe, expect, it } from 'vitest';
import { boxes, layout } from '../../components/yard-grid/yard-fixture.test-support.ts';
import { buildYardModel } from '../../components/yard-grid/yard-model.ts';
import { heldSlotsByArea, slotKeyOf } from './held-slots.ts';

// Area A: cells 01–03, 3 high; area C: one 40 ft pair, 2 high.
const model = () => buildYardModel(layout, structuredClone(boxes), 1);
const since = '2026-05-04T10:00:00.000Z';
const task = { kind: 'task', taskId: 1, containerNumber: 'TSTU0000011' } as const;

describe('held slots on the inventory map', () => {
  it('indexes each held slot of each area as the grid does, both halves of a long one', () => {
    const m = model();
    const held = heldSlotsByArea(
      m,
      holdsBySlot([
        { location: 'A_01_02_1', containerId: 1, holder: task, since },
        { location: 'C_01_01_2,C_01_02_2', containerId: 2, holder: task, since },
        // Not in this yard, or above its tiers: not drawn.
        { location: 'Z_01_01_1', containerId: 3, holder: task, since },
        { location: 'A_01_03_9', containerId: 4, holder: task, since },
      ]),
    );
    expect(held).toEqual(
      new Map([
        ['A', new Set([3])],
        ['C', new Set([1, 3])],
      ]),
    );
  });

  it('names the slot under the pointer', () => {
    const m = model();
    expect(slotKeyOf(m, 0, { row: 0, column: 1, tier: 0 })).toBe('A_01_02_1');
    expect(slotKeyOf(m, 1, { row: 0, column: 1, tier: 1 })).toBe('C_01_02_2');
    expect(slotKeyOf(m, 0, { row: 0, column: 7, tier: 0 })).toBeUndefined();
  });
});
