import { describe, expect, it } from 'vitest';
import {
  CONTAINER_NUMBER_PATTERN,
  checkDigit,
  isValidContainerNumber,
  makeContainerNumber,
  parseContainerNumber,
} from './container-number.ts';

// Checks over many generated numbers against an independent reference of the spec.

// The table as printed in ISO 6346 Annex A, kept literal so the code's derivation is checked.
const SPEC_LETTER_VALUES: Record<string, number> = Object.fromEntries(
  [
    'A10 B12 C13 D14 E15 F16 G17 H18 I19 J20 K21 L23 M24',
    'N25 O26 P27 Q28 R29 S30 T31 U32 V34 W35 X36 Y37 Z38',
  ]
    .join(' ')
    .split(' ')
    .map((pair) => [pair.charAt(0), Number(pair.slice(1))]),
);

function referenceRemainder(first10: string): number {
  let sum = 0;
  [...first10].forEach((char, i) => {
    sum += (SPEC_LETTER_VALUES[char] ?? Number(char)) * 2 ** i;
  });
  return sum % 11;
}

// Deterministic spread of serials over the whole range (a prime stride hits every digit).
const SERIALS = Array.from({ length: 400 }, (_, i) => (i * 7919 + 13) % 1_000_000);
const OWNERS = ['MSK', 'CSQ', 'TGH', 'HLX', 'ZZZ', 'AAA'];

describe('checkDigit', () => {
  it('maps remainder 10 to 0 (MSKU123455 sums to 10 mod 11)', () => {
    expect(referenceRemainder('MSKU123455')).toBe(10);
    expect(checkDigit('MSKU123455')).toBe(0);
  });

  it('agrees with the literal spec table for every letter in every position', () => {
    for (const letter of Object.keys(SPEC_LETTER_VALUES)) {
      for (const first10 of [`${letter}AAU000000`, `A${letter}AU000000`, `AA${letter}U000000`]) {
        expect(checkDigit(first10)).toBe(referenceRemainder(first10) % 10);
      }
      expect(checkDigit(`AAA${letter}123456`)).toBe(referenceRemainder(`AAA${letter}123456`) % 10);
    }
  });

  it('agrees with the reference over generated serials', () => {
    for (const owner of OWNERS) {
      for (const serial of SERIALS) {
        const first10 = `${owner}U${String(serial).padStart(6, '0')}`;
        expect(checkDigit(first10)).toBe(referenceRemainder(first10) % 10);
      }
    }
  });
});

describe('parseContainerNumber', () => {
  it('rejects every wrong check digit on generated numbers', () => {
    for (const serial of SERIALS.slice(0, 60)) {
      const full = makeContainerNumber('TGH', 'U', serial);
      const good = Number(full.charAt(10));
      for (let digit = 0; digit <= 9; digit++) {
        const result = parseContainerNumber(full.slice(0, 10) + digit);
        expect(result.ok).toBe(digit === good);
        if (!result.ok) expect(result).toMatchObject({ expected: good, actual: digit });
      }
    }
  });

  it('detects any single serial-digit typo when the check digit is not 0', () => {
    for (const serial of SERIALS.slice(0, 80)) {
      const full = makeContainerNumber('CSQ', 'U', serial);
      if (full.endsWith('0')) continue;
      for (let position = 4; position < 10; position++) {
        for (let digit = 0; digit <= 9; digit++) {
          if (String(digit) === full.charAt(position)) continue;
          const typo = full.slice(0, position) + digit + full.slice(position + 1);
          expect(isValidContainerNumber(typo)).toBe(false);
        }
      }
    }
  });
});

describe('makeContainerNumber', () => {
  it('always produces numbers that parse back to their parts', () => {
    for (const owner of OWNERS) {
      for (const category of ['U', 'J', 'Z'] as const) {
        for (const serial of SERIALS.slice(0, 50)) {
          const full = makeContainerNumber(owner, category, serial);
          expect(full).toMatch(CONTAINER_NUMBER_PATTERN);
          const result = parseContainerNumber(full);
          expect(result.ok).toBe(true);
          if (result.ok) {
            expect(result.value).toMatchObject({ owner, category, serial: full.slice(4, 10) });
            expect(Number(result.value.serial)).toBe(serial);
          }
        }
      }
    }
  });
});
