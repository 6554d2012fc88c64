import { describe, expect, it } from 'vitest';
import { isValidContainerTag, isValidTrailerTag, SPECIAL_TAGS, tagsClash } from './tags.ts';

describe('container tags', () => {
  it.each(['12345678', '00000001', ...SPECIAL_TAGS])('accepts %j', (tag) => {
    expect(isValidContainerTag(tag)).toBe(true);
  });

  it.each([
    '1234567',
    '123456789',
    '1234567a',
    '1234 678',
    '-1234567',
    '1.345678',
    '',
    'refer tag',
    'Dummy Tag',
    ' 12345678',
  ])('refuses %j', (tag) => {
    expect(isValidContainerTag(tag)).toBe(false);
  });
});

describe('trailer tags', () => {
  it('are 8 characters of any kind', () => {
    expect(isValidTrailerTag('TRL-0001')).toBe(true);
    expect(isValidTrailerTag('12345678')).toBe(true);
    expect(isValidTrailerTag('1234567')).toBe(false);
    expect(isValidTrailerTag('123456789')).toBe(false);
    expect(isValidTrailerTag('')).toBe(false);
  });
});

describe('tagsClash', () => {
  it('sees two boxes with one tag, except the placeholder tags', () => {
    expect(tagsClash('12345678', '12345678')).toBe(true);
    expect(tagsClash('12345678', '87654321')).toBe(false);
    for (const tag of SPECIAL_TAGS) expect(tagsClash(tag, tag)).toBe(false);
  });
});
