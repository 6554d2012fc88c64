import { describe, expect, it } from 'vitest';
import { asLatinLookAlike, clashingScripts } from './scripts.ts';

describe('clashingScripts', () => {
  it.each([
    'Night-shift 2',
    'Склад',
    'Πύλη 2',
    'Gate 東京',
    '東京ゲート係',
    'Yard 야드',
    'Yard योजना',
    'Café',
  ])('lets %s through: one script, or a mix Unicode allows', (text) => {
    expect(clashingScripts(text)).toEqual([]);
  });

  it.each([
    ['Аdmin', ['Cyrillic', 'Latin']],
    ['ΑDMIN', ['Greek', 'Latin']],
    ['Склад Πύλη', ['Cyrillic', 'Greek']],
    ['Yard योजना 東京', ['Latin', 'Devanagari', 'Han']],
  ])('names the scripts %s mixes', (text, scripts) => {
    expect(clashingScripts(text)).toEqual(scripts);
  });
});

describe('asLatinLookAlike', () => {
  it('reads Cyrillic and Greek letters that look Latin as Latin', () => {
    expect(asLatinLookAlike('КІОЅК')).toBe('kiosk');
    expect(asLatinLookAlike('ΑΒΕ')).toBe('abe');
    expect(asLatinLookAlike('Склад')).toBe('ckлaд');
  });
});
