import { z } from 'zod';

/**
 * ISO 6346 container numbers: 3-letter owner code, 1-letter equipment category, 6-digit serial
 * and a check digit, e.g. MSKU 123456 5.
 */

/** The spec's "four capital letters followed by seven digits"; the check digit is checked apart. */
export const CONTAINER_NUMBER_PATTERN = /^[A-Z]{4}\d{7}$/;

/** U freight container, J detachable related equipment, Z trailer or chassis. */
export const EQUIPMENT_CATEGORIES = ['U', 'J', 'Z'] as const;
export type EquipmentCategory = (typeof EQUIPMENT_CATEGORIES)[number];

export const CONTAINER_NUMBER_MESSAGES = {
  invalid:
    'The container number you provided is not valid, please try again with an accurate container number.',
} as const;

export type ContainerNumberParts = {
  owner: string;
  category: EquipmentCategory;
  serial: string;
  checkDigit: number;
  full: string;
};

export type ContainerNumberProblem =
  | { reason: 'bad-format'; normalised: string }
  | { reason: 'bad-category'; category: string }
  | { reason: 'bad-check-digit'; expected: number; actual: number };

export type ContainerNumberResult =
  | { ok: true; value: ContainerNumberParts }
  | ({ ok: false } & ContainerNumberProblem);

/**
 * Letter values start at A=10 and skip 11, 22 and 33: a multiple of 11 would weigh nothing in
 * the mod-11 sum, so a typo on that letter would go unnoticed.
 */
const LETTER_VALUES: ReadonlyMap<string, number> = (() => {
  const values = new Map<string, number>();
  let value = 10;
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (value % 11 === 0) value++;
    values.set(letter, value++);
  }
  return values;
})();

const FIRST_TEN_PATTERN = /^[A-Z]{4}\d{6}$/;

/** Scanners and people write "msku 123456-5"; the stored form has no separators. */
export function normaliseContainerNumber(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

/** The ISO 6346 check digit of owner code, category and serial (the first ten characters). */
export function checkDigit(first10: string): number {
  const text = first10.toUpperCase();
  if (!FIRST_TEN_PATTERN.test(text)) {
    throw new RangeError(`Expected 4 letters and 6 digits, got "${first10}"`);
  }
  let sum = 0;
  for (let position = 0; position < 10; position++) {
    const char = text.charAt(position);
    const value = LETTER_VALUES.get(char) ?? Number(char);
    sum += value * 2 ** position;
  }
  // A remainder of 10 is written as 0; ISO advises against such serials but they are in service.
  return (sum % 11) % 10;
}

export function parseContainerNumber(text: string): ContainerNumberResult {
  const full = normaliseContainerNumber(text);
  if (!CONTAINER_NUMBER_PATTERN.test(full)) {
    return { ok: false, reason: 'bad-format', normalised: full };
  }
  const category = full.charAt(3);
  if (!isEquipmentCategory(category)) return { ok: false, reason: 'bad-category', category };
  const expected = checkDigit(full.slice(0, 10));
  const actual = Number(full.charAt(10));
  if (actual !== expected) return { ok: false, reason: 'bad-check-digit', expected, actual };
  return {
    ok: true,
    value: {
      owner: full.slice(0, 3),
      category,
      serial: full.slice(4, 10),
      checkDigit: actual,
      full,
    },
  };
}

export function isValidContainerNumber(text: string): boolean {
  return parseContainerNumber(text).ok;
}

/**
 * Display form "MSKU 123456 5". Anything in the 4+7 format is spaced, even with a wrong check
 * digit (those can be saved with skipValidation); other text is shown as typed, trimmed.
 */
export function formatContainerNumber(text: string): string {
  const full = normaliseContainerNumber(text);
  if (!CONTAINER_NUMBER_PATTERN.test(full)) return text.trim();
  return `${full.slice(0, 4)} ${full.slice(4, 10)} ${full.charAt(10)}`;
}

/**
 * The 4-letter prefix (owner code + category) that liner-infos prefixes are matched against.
 * Only the start is looked at, so a half-typed number already finds its liner.
 */
export function ownerPrefix(number: string): string | undefined {
  const prefix = normaliseContainerNumber(number).slice(0, 4);
  return /^[A-Z]{4}$/.test(prefix) ? prefix : undefined;
}

/** Builds a valid number from its parts; the seed uses it to invent plausible containers. */
export function makeContainerNumber(
  owner3: string,
  category: EquipmentCategory,
  serial: number,
): string {
  const owner = owner3.toUpperCase();
  if (!/^[A-Z]{3}$/.test(owner)) throw new RangeError(`Owner code must be 3 letters: "${owner3}"`);
  if (!isEquipmentCategory(category)) throw new RangeError(`Bad equipment category: ${category}`);
  if (!Number.isInteger(serial) || serial < 0 || serial > 999_999) {
    throw new RangeError(`Serial must be an integer from 0 to 999999: ${serial}`);
  }
  const first10 = `${owner}${category}${String(serial).padStart(6, '0')}`;
  return `${first10}${checkDigit(first10)}`;
}

function isEquipmentCategory(letter: string): letter is EquipmentCategory {
  return (EQUIPMENT_CATEGORIES as readonly string[]).includes(letter);
}

/** Format only: for requests where the user chose to skip the check-digit validation. */
export const ContainerNumberFormat = z
  .string()
  .overwrite(normaliseContainerNumber)
  // abort: a bad format must not also run (and repeat the message of) the check-digit refine.
  .regex(CONTAINER_NUMBER_PATTERN, { message: CONTAINER_NUMBER_MESSAGES.invalid, abort: true });
export type ContainerNumberFormat = z.infer<typeof ContainerNumberFormat>;

/** A fully valid number (format, category and check digit), normalised to 11 characters. */
export const ContainerNumber = ContainerNumberFormat.refine(isValidContainerNumber, {
  message: CONTAINER_NUMBER_MESSAGES.invalid,
});
export type ContainerNumber = z.infer<typeof ContainerNumber>;
