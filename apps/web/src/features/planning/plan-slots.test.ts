import type { Plan, QueuedContainer } from '@yardline/domain/planning/planning-api';
import { describe, expect, it } from 'vitest';
import { boxes, layout } from '../../components/yard-grid/yard-fixture.test-support.ts';
import { buildYardModel } from '../../components/yard-grid/yard-model.ts';
import {
  assignableLocation,
  assignableSlots,
  containerToAssign,
  nextOrder,
  plannedSlots,
} from './plan-slots.ts';

// Area A: cells 01–03, 3 high; A_01_01 holds two boxes. Area C: one 40 ft pair, 2 high, with a
// 40 ft box on the ground.
const model = () => buildYardModel(layout, structuredClone(boxes), 1);
const NONE = new Map();

const queued = (containerId: number, size = 20, planId: number | null = null): QueuedContainer => ({
  containerId,
  containerNumber: `TSTU000000${containerId}`,
  igmNumber: null,
  jobOrderNumber: null,
  liner: null,
  category: null,
  size,
  slotFullName: null,
  cellId: null,
  planId,
});

describe('planning slots', () => {
  it('offers a free slot only on top of its stack, and a 40 ft box only over a free pair', () => {
    const m = model();
    const planned = plannedSlots(m, [], undefined, NONE, new Map());
    expect(assignableLocation(m, planned, 0, { row: 0, column: 0, tier: 2 }, 20)).toBe('A_01_01_3');
    expect(assignableLocation(m, planned, 0, { row: 0, column: 0, tier: 1 }, 20)).toBeUndefined();
    expect(assignableLocation(m, planned, 0, { row: 0, column: 1, tier: 1 }, 20)).toBeUndefined();
    expect(assignableLocation(m, planned, 0, { row: 0, column: 1, tier: 0 }, 20)).toBe('A_01_02_1');
    // A 40 ft box needs a merged pair: either half clicked gives both cells.
    expect(assignableLocation(m, planned, 0, { row: 0, column: 1, tier: 0 }, 40)).toBeUndefined();
    expect(assignableLocation(m, planned, 1, { row: 0, column: 1, tier: 1 }, 40)).toBe(
      'C_01_01_2,C_01_02_2',
    );
    expect(assignableLocation(m, planned, 1, { row: 0, column: 0, tier: 1 }, 20)).toBeUndefined();
    expect([...assignableSlots(m, planned, 0, 20)].sort((a, b) => a - b)).toEqual([2, 3, 6]);
  });

  it('keeps planned cells for their plan: nothing more is planned in them', () => {
    const m = model();
    const plan: Plan = {
      id: 7,
      name: 'Monday',
      searchedContainers: ['TSTU0000001'],
      plannedContainers: [
        {
          containerId: 1,
          containerNumber: 'TSTU0000001',
          slotFullName: 'A_01_02_1',
          planningOrder: 1,
          slotReason: null,
        },
      ],
    };
    const planned = plannedSlots(m, [plan], undefined, NONE, new Map());
    expect(planned[0]?.get(3)).toMatchObject({
      planName: 'Monday',
      containerNumber: 'TSTU0000001',
    });
    expect(assignableLocation(m, planned, 0, { row: 0, column: 1, tier: 0 }, 20)).toBeUndefined();
    expect(assignableLocation(m, planned, 0, { row: 0, column: 1, tier: 1 }, 20)).toBeUndefined();
    // The plan being edited gives its slots to the draft.
    const editing = plannedSlots(m, [plan], 7, new Map(), new Map());
    expect(editing[0]?.size).toBe(0);
    // A slot removed on screen from the plan being edited is free before the plan is saved.
    expect(assignableLocation(m, editing, 0, { row: 0, column: 1, tier: 0 }, 20)).toBe('A_01_02_1');
    expect(containerToAssign([queued(1, 20, 7)], new Map(), 7, undefined)?.containerId).toBe(1);
    const draft = new Map([[2, { location: 'C_01_01_2,C_01_02_2', order: 1, reason: null }]]);
    const mine = plannedSlots(m, [], undefined, draft, new Map([[2, 'TSTU0000002']]));
    expect(mine[1]?.get(1)).toMatchObject({ planName: null, containerNumber: 'TSTU0000002' });
    expect(mine[1]?.get(3)).toBe(mine[1]?.get(1));
    expect(nextOrder(draft)).toBe(2);
  });

  it('keeps the free slots open tasks hold: drawn as theirs, nothing more is planned in them', () => {
    const m = model();
    const hold = (taskId: number, location: string) => ({
      location,
      containerId: 40 + taskId,
      holder: { kind: 'task' as const, taskId, containerNumber: `TSTU000004${taskId}` },
      since: '2026-05-04T10:00:00.000Z',
    });
    const planned = plannedSlots(m, [], undefined, NONE, new Map(), [
      hold(1, 'A_01_02_1'),
      // A gate-in's task: its box stands in its slot already, which is the box's.
      hold(2, 'A_01_01_1'),
      // A plan's slots are drawn from the plans.
      {
        ...hold(3, 'A_01_03_1'),
        holder: { kind: 'plan', planId: 7, planName: 'Monday', containerNumber: 'TSTU0000043' },
      },
    ]);
    expect(planned[0]?.get(3)).toMatchObject({ taskId: 1, containerNumber: 'TSTU0000041' });
    expect(planned[0]?.size).toBe(1);
    expect(assignableLocation(m, planned, 0, { row: 0, column: 1, tier: 0 }, 20)).toBeUndefined();
    expect(assignableLocation(m, planned, 0, { row: 0, column: 0, tier: 2 }, 20)).toBe('A_01_01_3');
    expect(assignableLocation(m, planned, 0, { row: 0, column: 2, tier: 0 }, 20)).toBe('A_01_03_1');
  });

  it('gives a clicked slot to the selected container, else the first one without a slot', () => {
    const list = [queued(1, 20, 9), queued(2), queued(3)];
    const draft = new Map([[2, { location: 'A_01_02_1', order: 1, reason: null }]]);
    expect(containerToAssign(list, draft, undefined, 3)?.containerId).toBe(3);
    expect(containerToAssign(list, draft, undefined, 2)?.containerId).toBe(3);
    expect(containerToAssign(list, draft, undefined, undefined)?.containerId).toBe(3);
    // A container of the plan being edited is this plan's to place again.
    expect(containerToAssign(list, draft, 9, undefined)?.containerId).toBe(1);
  });
});
