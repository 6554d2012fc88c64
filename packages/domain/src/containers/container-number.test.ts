import { describe, expect, it } from 'vitest';
import {
  CONTAINER_NUMBER_MESSAGES,
  CONTAINER_NUMBER_PATTERN,
  ContainerNumber,
  ContainerNumberFormat,
  checkDigit,
  formatContainerNumber,
  isValidContainerNumber,
  makeContainerNumber,
  normaliseContainerNumber,
  ownerPrefix,
  parseContainerNumber,
} from './container-number.ts';

describe('checkDigit', () => {
  it.each([
    ['CSQU305438', 3],
    ['MSKU907032', 3],
    ['MSKU123456', 5],
    ['TGHU123456', 7],
    ['HLXU123456', 1],
    ['AAAU000000', 7],
    ['ABCJ000000', 4],
    ['XYZZ999999', 2],
    ['MSKU123457', 0], // remainder 0
    ['MSKU123455', 0], // remainder 10, written as 0
  ])('%s → %i', (first10, digit) => {
    expect(checkDigit(first10)).toBe(digit);
  });

  it('accepts lowercase', () => {
    expect(checkDigit('csqu305438')).toBe(3);
  });

  it.each(['CSQU30543', 'CSQU3054383', 'CSQ1305438', '1SQU305438', 'CSQU30543A', ''])(
    'throws on %j',
    (bad) => {
      expect(() => checkDigit(bad)).toThrow(RangeError);
    },
  );
});

describe('parseContainerNumber', () => {
  it('splits a valid number', () => {
    expect(parseContainerNumber('MSKU1234565')).toEqual({
      ok: true,
      value: { owner: 'MSK', category: 'U', serial: '123456', checkDigit: 5, full: 'MSKU1234565' },
    });
  });

  it.each(['msku 123456-5', '  MSKU 123456 5 ', 'MSKU-123456-5', 'mskU1234565', 'MSKU\t1234565'])(
    'normalises %j',
    (text) => {
      const result = parseContainerNumber(text);
      expect(result.ok && result.value.full).toBe('MSKU1234565');
    },
  );

  it.each([
    'CSQU3054383',
    'MSKU9070323',
    'MSKU1234550',
    'MSKU1234570',
    'ABCJ0000004',
    'XYZZ9999992',
  ])('accepts %s', (text) => {
    expect(parseContainerNumber(text).ok).toBe(true);
  });

  it('keeps category J and Z', () => {
    const j = parseContainerNumber('ABCJ0000004');
    const z = parseContainerNumber('XYZZ9999992');
    expect(j.ok && j.value.category).toBe('J');
    expect(z.ok && z.value.category).toBe('Z');
  });

  it.each([
    '',
    'MSKU123456',
    'MSKU12345655',
    'MSK1234565',
    'MSKU12345X5',
    'MSKU 123456/5',
    '1SKU1234565',
  ])('reports bad format for %j', (text) => {
    expect(parseContainerNumber(text)).toMatchObject({ ok: false, reason: 'bad-format' });
  });

  it('reports the normalised text on bad format', () => {
    expect(parseContainerNumber('msku 12')).toEqual({
      ok: false,
      reason: 'bad-format',
      normalised: 'MSKU12',
    });
  });

  it.each(['MSKA1234565', 'MSKX1234565', 'CSQE3054383'])('reports bad category for %s', (text) => {
    expect(parseContainerNumber(text)).toEqual({
      ok: false,
      reason: 'bad-category',
      category: text.charAt(3),
    });
  });

  it('reports the expected check digit', () => {
    expect(parseContainerNumber('CSQU3054384')).toEqual({
      ok: false,
      reason: 'bad-check-digit',
      expected: 3,
      actual: 4,
    });
    expect(parseContainerNumber('MSKU1234551')).toMatchObject({ expected: 0, actual: 1 });
  });

  // With a non-zero check digit, a single mistyped serial digit always changes the digit; a 0
  // is ambiguous (remainder 0 or 10), as the MSKU1234550 / MSKU1234570 pair shows.
  it('lets both members of a check-digit-0 collision through', () => {
    expect(isValidContainerNumber('MSKU1234550')).toBe(true);
    expect(isValidContainerNumber('MSKU1234570')).toBe(true);
  });
});

describe('isValidContainerNumber', () => {
  it('is true only for fully valid numbers', () => {
    expect(isValidContainerNumber('csqu 305438 3')).toBe(true);
    expect(isValidContainerNumber('CSQU3054384')).toBe(false);
    expect(isValidContainerNumber('CSQA3054383')).toBe(false);
    expect(isValidContainerNumber('CSQU305438')).toBe(false);
  });
});

describe('normaliseContainerNumber', () => {
  it('strips spaces and hyphens and uppercases, nothing else', () => {
    expect(normaliseContainerNumber(' ms-ku 12 3456\n5 ')).toBe('MSKU1234565');
    expect(normaliseContainerNumber('MSKU/123456.5')).toBe('MSKU/123456.5');
  });
});

describe('formatContainerNumber', () => {
  it.each([
    ['MSKU1234565', 'MSKU 123456 5'],
    ['msku-123456-5', 'MSKU 123456 5'],
    ['CSQU3054384', 'CSQU 305438 4'], // wrong check digit is still displayed spaced
    ['  not a number ', 'not a number'],
    ['MSKU12', 'MSKU12'],
  ])('%j → %j', (text, display) => {
    expect(formatContainerNumber(text)).toBe(display);
  });
});

describe('ownerPrefix', () => {
  it.each([
    ['MSKU1234565', 'MSKU'],
    ['msku 123456 5', 'MSKU'],
    ['cs-qu', 'CSQU'],
    ['MSK', undefined],
    ['MS1U1234565', undefined],
    ['', undefined],
  ])('%j → %j', (text, prefix) => {
    expect(ownerPrefix(text)).toBe(prefix);
  });
});

describe('makeContainerNumber', () => {
  it('builds known numbers', () => {
    expect(makeContainerNumber('MSK', 'U', 123456)).toBe('MSKU1234565');
    expect(makeContainerNumber('csq', 'U', 305438)).toBe('CSQU3054383');
    expect(makeContainerNumber('ABC', 'J', 0)).toBe('ABCJ0000004');
    expect(makeContainerNumber('XYZ', 'Z', 999_999)).toBe('XYZZ9999992');
    expect(makeContainerNumber('MSK', 'U', 123455)).toBe('MSKU1234550');
  });

  it.each([
    ['MS', 'U', 1],
    ['MSKU', 'U', 1],
    ['M1K', 'U', 1],
    ['MSK', 'U', -1],
    ['MSK', 'U', 1_000_000],
    ['MSK', 'U', 1.5],
    ['MSK', 'U', Number.NaN],
  ] as const)('throws for %j %j %j', (owner, category, serial) => {
    expect(() => makeContainerNumber(owner, category, serial)).toThrow(RangeError);
  });

  it('throws for a category outside U, J, Z', () => {
    // @ts-expect-error - callers from untyped code
    expect(() => makeContainerNumber('MSK', 'X', 1)).toThrow(RangeError);
  });
});

describe('CONTAINER_NUMBER_PATTERN', () => {
  it('is the bare 4 letters + 7 digits check', () => {
    expect(CONTAINER_NUMBER_PATTERN.test('MSKU1234565')).toBe(true);
    expect(CONTAINER_NUMBER_PATTERN.test('MSKA1234569')).toBe(true); // category not its concern
    expect(CONTAINER_NUMBER_PATTERN.test('msku1234565')).toBe(false);
    expect(CONTAINER_NUMBER_PATTERN.test('MSKU 1234565')).toBe(false);
    expect(CONTAINER_NUMBER_PATTERN.test('MSKU12345651')).toBe(false);
  });
});

describe('ContainerNumber schema', () => {
  it('normalises valid input', () => {
    expect(ContainerNumber.parse('  csqu 305438-3 ')).toBe('CSQU3054383');
  });

  it.each(['', 'CSQU305438', 'CSQU3054384', 'CSQA3054383', 'hello'])(
    'rejects %j with the spec message only once',
    (text) => {
      const result = ContainerNumber.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        CONTAINER_NUMBER_MESSAGES.invalid,
      ]);
    },
  );

  it('rejects non-strings', () => {
    expect(ContainerNumber.safeParse(12345678901).success).toBe(false);
  });

  it('uses the spec wording', () => {
    expect(CONTAINER_NUMBER_MESSAGES.invalid).toBe(
      'The container number you provided is not valid, please try again with an accurate container number.',
    );
  });
});

describe('ContainerNumberFormat schema', () => {
  it('accepts a wrong check digit or category (skipValidation)', () => {
    expect(ContainerNumberFormat.parse('csqu 305438 4')).toBe('CSQU3054384');
    expect(ContainerNumberFormat.parse('CSQA3054383')).toBe('CSQA3054383');
  });

  it.each(['', 'CSQU305438', 'CSQU30543833', '12QU3054383'])('rejects %j', (text) => {
    const result = ContainerNumberFormat.safeParse(text);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      CONTAINER_NUMBER_MESSAGES.invalid,
    ]);
  });
});
