import { describe, expect, it } from 'vitest';
import {
  ContainerTagInput,
  hasReachedEndOfLife,
  localDay,
  TAG_LIFE_MESSAGES,
  TagValidQuery,
} from './tag-life.ts';

describe('a tag reaching its end of life', () => {
  it('is expired from its end-of-life day on, and never without one', () => {
    expect(hasReachedEndOfLife('2030-01-31', '2030-01-30')).toBe(false);
    expect(hasReachedEndOfLife('2030-01-31', '2030-01-31')).toBe(true);
    expect(hasReachedEndOfLife('2030-01-31', '2031-01-01')).toBe(true);
    expect(hasReachedEndOfLife(null, '2999-12-31')).toBe(false);
  });

  it('counts days in local time', () => {
    expect(localDay(new Date(2030, 0, 5, 23, 59))).toBe('2030-01-05');
    expect(localDay(new Date(2031, 11, 31, 0, 0))).toBe('2031-12-31');
  });

  it("says doc 1 §5's message word for word", () => {
    expect(TAG_LIFE_MESSAGES.expired('12345678')).toBe(
      'Tag 12345678, has reached its end of life, Use a different tag.',
    );
    expect(TAG_LIFE_MESSAGES.stillUse).toBe('Do you still want to use it?');
  });
});

describe('the register', () => {
  it('holds RFID tags of 8 digits with a day', () => {
    expect(ContainerTagInput.parse({ tag: ' 12345678 ', endOfLife: '2030-01-31' })).toEqual({
      tag: '12345678',
      endOfLife: '2030-01-31',
    });
  });

  it.each([
    [{ tag: 'DummyTag', endOfLife: '2030-01-31' }, 'A tag of the register is 8 digits.'],
    [{ tag: '1234567', endOfLife: '2030-01-31' }, 'A tag of the register is 8 digits.'],
    [{ tag: '12345678', endOfLife: '31/01/2030' }, 'End of life is a date, YYYY-MM-DD.'],
    [{ tag: '12345678', endOfLife: '2030-02-30' }, 'End of life is a date, YYYY-MM-DD.'],
  ])('refuses %j', (row, message) => {
    expect(ContainerTagInput.safeParse(row).error?.issues[0]?.message).toBe(message);
  });
});

describe('tag-valid', () => {
  it('asks about any tag a box may carry, placeholders included, and nothing else', () => {
    expect(TagValidQuery.parse({ tag: '12345678' })).toEqual({ tag: '12345678' });
    expect(TagValidQuery.parse({ tag: 'Tank Tag' })).toEqual({ tag: 'Tank Tag' });
    expect(TagValidQuery.safeParse({ tag: '1234' }).error?.issues[0]?.message).toBe(
      TAG_LIFE_MESSAGES.notATag,
    );
  });
});
