import { describe, expect, it } from 'vitest';
import {
  heldFor,
  holderLabel,
  holdsBySlot,
  isStale,
  SLOT_HOLD_MESSAGES,
  SlotHoldsQuery,
  STALE_HOLD_HOURS,
} from './slot-holds.ts';

const task = { kind: 'task', taskId: 123, containerNumber: 'CMAU5478492' } as const;
const plan = {
  kind: 'plan',
  planId: 4,
  planName: 'Vessel 7',
  containerNumber: 'MSKU1234565',
} as const;

describe('slot holds', () => {
  it('names the holder as the refusals do', () => {
    expect(holderLabel(task)).toBe('task 123 (CMAU5478492)');
    expect(holderLabel(plan)).toBe('plan Vessel 7 (MSKU1234565)');
    expect(SLOT_HOLD_MESSAGES.held('A_01_02_3', task)).toBe(
      'Slot A_01_02_3 is held by task 123 (CMAU5478492).',
    );
    expect(SLOT_HOLD_MESSAGES.taken('A_01_02_1', 'MSKU1234565')).toBe(
      'Slot A_01_02_1 is taken by MSKU1234565: only a free slot can be held.',
    );
  });

  it('calls a hold stale once it is older than the threshold', () => {
    const now = Date.parse('2026-05-04T12:00:00Z');
    const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();
    expect(isStale(hoursAgo(STALE_HOLD_HOURS - 0.01), now)).toBe(false);
    expect(isStale(hoursAgo(STALE_HOLD_HOURS + 0.01), now)).toBe(true);
    expect(isStale(hoursAgo(2), now, 1)).toBe(true);
  });

  it('says how long a slot has been held', () => {
    const now = Date.parse('2026-05-04T12:00:00Z');
    const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
    expect(heldFor(ago(45), now)).toBe('45 min');
    expect(heldFor(ago(5 * 60 + 20), now)).toBe('5 h');
    expect(heldFor(ago(3 * 24 * 60 + 4 * 60), now)).toBe('3 d 4 h');
    expect(heldFor(ago(2 * 24 * 60), now)).toBe('2 d');
    // A clock a little behind the server's says no time, not a negative one.
    expect(heldFor(ago(-3), now)).toBe('0 min');
  });

  it('reads the age asked for from the query string', () => {
    expect(SlotHoldsQuery.parse({ olderThanHours: '12' })).toEqual({ olderThanHours: 12 });
    expect(SlotHoldsQuery.safeParse({ olderThanHours: '-1' }).success).toBe(false);
    for (const lenient of ['soon', '1.5', '0x1F', ' 1 ', '9000']) {
      expect(SlotHoldsQuery.safeParse({ olderThanHours: lenient }).success, lenient).toBe(false);
    }
  });
});

describe('holdsBySlot', () => {
  it('finds a hold by each of its slot keys', () => {
    const long = {
      location: 'C_01_01_1,C_01_02_1',
      containerId: 9,
      holder: task,
      since: '2026-05-04T10:00:00.000Z',
    };
    const short = {
      location: 'A_01_02_3',
      containerId: null,
      holder: plan,
      since: '2026-05-04T11:00:00.000Z',
    };
    const bySlot = holdsBySlot([long, short]);
    expect([...bySlot.keys()]).toEqual(['C_01_01_1', 'C_01_02_1', 'A_01_02_3']);
    expect(bySlot.get('C_01_02_1')).toBe(long);
    expect(bySlot.get('A_01_02_3')).toBe(short);
    expect(bySlot.get('A_01_02_1')).toBeUndefined();
  });
});
