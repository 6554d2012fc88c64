import { describe, expect, it } from 'vitest';
import { csvField, safeCell } from './cell-text.ts';

describe('safeCell', () => {
  it.each(['=1+1', '+44 20', '-2', '@SUM(A1)', '\t=1', '\r=1'])(
    'writes %j behind an apostrophe',
    (text) => {
      expect(safeCell(text)).toBe(`'${text}`);
    },
  );

  it('leaves other text, numbers, dates and booleans alone', () => {
    const when = new Date('2026-11-23T10:00:00Z');
    expect(safeCell('MSKU1234565')).toBe('MSKU1234565');
    expect(safeCell('a=b')).toBe('a=b');
    expect(safeCell(-2)).toBe(-2);
    expect(safeCell(when)).toBe(when);
    expect(safeCell(false)).toBe(false);
    expect(safeCell(undefined)).toBeNull();
  });
});

describe('csvField', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField(null)).toBe('');
    expect(csvField(new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-23T10:00:00.000Z');
    expect(csvField('=cmd|"/c calc"!A1')).toBe('"\'=cmd|""/c calc""!A1"');
  });

  // Excel where the list separator is `;` splits an unquoted `a;=1+1` into a second cell, which
  // then starts with `=`; a tab splits the same way when a user pastes or imports the text.
  it.each(['a;=1+1', 'a\t=1+1'])('quotes %j so no second cell starts a formula', (text) => {
    expect(csvField(text)).toBe(`"${text}"`);
  });
});
