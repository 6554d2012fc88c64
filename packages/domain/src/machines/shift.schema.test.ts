import { describe, expect, it } from 'vitest';
import {
  SHIFT_MESSAGES,
  ShiftInput,
  shiftCode,
  shiftMinutes,
  shiftPeriod,
} from './shift.schema.ts';

describe('machine shifts', () => {
  it('keeps the spec messages word for word (doc 2 §8)', () => {
    expect(SHIFT_MESSAGES.added).toBe('Shift Added successfully');
    expect(SHIFT_MESSAGES.updated).toBe('Shift updated successfully');
  });

  it('takes hours 0–23 and minutes 0–59, and no shift of no length', () => {
    const night = { name: 'C', fromHour: 22, fromMinute: 0, toHour: 6, toMinute: 0 };
    expect(ShiftInput.parse(night)).toEqual(night);
    expect(ShiftInput.safeParse({ ...night, fromHour: 24 }).success).toBe(false);
    expect(ShiftInput.safeParse({ ...night, toMinute: 60 }).success).toBe(false);
    expect(ShiftInput.safeParse({ ...night, toHour: 22 }).error?.issues[0]?.message).toBe(
      SHIFT_MESSAGES.sameTimes,
    );
  });

  it('runs past midnight when it ends before it starts', () => {
    expect(shiftMinutes({ fromHour: 22, fromMinute: 0, toHour: 6, toMinute: 0 })).toBe(480);
    expect(shiftMinutes({ fromHour: 6, fromMinute: 30, toHour: 14, toMinute: 0 })).toBe(450);
    expect(shiftPeriod({ fromHour: 6, fromMinute: 5, toHour: 14, toMinute: 0 })).toBe(
      '06:05 – 14:00',
    );
    expect(shiftCode({ fromHour: 22, fromMinute: 0, toHour: 6, toMinute: 5 })).toBe('22:00-06:05');
  });
});
