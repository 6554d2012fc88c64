import { describe, expect, it } from 'vitest';
import { BodyId, MAX_RECORD_ID, RecordId } from './record-id.ts';

describe('RecordId', () => {
  it('reads digits as an id', () => {
    expect(RecordId.parse('1')).toBe(1);
    expect(RecordId.parse('31')).toBe(31);
    expect(RecordId.parse(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
  });

  it.each(['0', '2147483648', '0x1F', '+1', ' 1 ', '1e0', '1.0', '-1', '', 'abc', '9'.repeat(400)])(
    'refuses %j',
    (value) => {
      const parsed = RecordId.safeParse(value);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(
        'An id is a whole number from 1 to 2147483647.',
      );
    },
  );
});

describe('BodyId', () => {
  it('takes whole numbers that fit an integer column', () => {
    expect(BodyId.parse(1)).toBe(1);
    expect(BodyId.parse(MAX_RECORD_ID)).toBe(MAX_RECORD_ID);
  });

  it.each([0, -1, 1.5, 2 ** 31, 2 ** 53, '1', '0x1F', null])('refuses %j', (value) => {
    expect(BodyId.safeParse(value).success).toBe(false);
  });
});
