import { describe, expect, it } from 'vitest';
import { CARD_COLUMNS, matchColumns, PlaCardInput } from './trailer-cards.schema.ts';

describe('matchColumns', () => {
  it('finds each field by a loose heading', () => {
    expect(
      matchColumns(['PLA Card No', 'Trailer Tag'], { tag: ['trailer tag'], card: ['pla card no'] }),
    ).toEqual({
      tag: 1,
      card: 0,
    });
    expect(matchColumns(['Trailer tag number', 'PLA card number'], CARD_COLUMNS.plaCards)).toEqual({
      trailerTagNumber: 0,
      plaCardNumber: 1,
    });
  });

  it('names the first field it cannot find', () => {
    expect(matchColumns(['Trailer tag'], CARD_COLUMNS.plaCards)).toEqual({
      missing: 'plaCardNumber',
    });
  });
});

describe('PlaCardInput', () => {
  it('wants both numbers, trimmed', () => {
    expect(PlaCardInput.parse({ trailerTagNumber: ' TT000001 ', plaCardNumber: 'PLA-1' })).toEqual({
      trailerTagNumber: 'TT000001',
      plaCardNumber: 'PLA-1',
    });
    expect(PlaCardInput.safeParse({ trailerTagNumber: '', plaCardNumber: 'x' }).success).toBe(
      false,
    );
  });
});
