import { describe, expect, it } from 'vitest';
import { TextBlock, TextLine, textLine } from './text.ts';

describe('TextLine', () => {
  it('accepts ordinary text in any script', () => {
    for (const value of ['', 'Gate 3', 'Kai Tak — Süd', '東京', 'O’Brien 🚢']) {
      expect(TextLine.safeParse(value).success, value).toBe(true);
    }
  });

  it.each(['a\u0000b', 'tab\there', 'line\nbreak', 'bell\u0007', 'del\u007f', 'c1\u0085'])(
    'refuses %j',
    (value) => {
      const parsed = TextLine.safeParse(value);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('must not contain control characters');
    },
  );

  // JSON spells half a surrogate pair (`"\udfff"`); no text holds one, and PostgreSQL refuses it
  // in jsonb (the audit row) or stores U+FFFD in its place.
  it.each(['x\udfffx', 'x\ud800', '\ud83d', '\ude80\ud83d'])(
    'refuses the unpaired surrogate in %j',
    (value) => {
      for (const type of [TextLine, TextBlock]) {
        const parsed = type.safeParse(value);
        expect(parsed.success).toBe(false);
        expect(parsed.error?.issues[0]?.message).toBe('must be valid Unicode text');
      }
    },
  );

  it('keeps its own message for a value that is not text, and chains like a string', () => {
    const name = textLine('Enter a name.').trim().min(1, 'Enter a name.');
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe('Enter a name.');
    expect(name.parse('  Gate 3 ')).toBe('Gate 3');
    expect(name.safeParse(' \u0000 ').success).toBe(false);
  });
});

describe('TextBlock', () => {
  it('lets tabs and line breaks through, nothing else', () => {
    expect(TextBlock.safeParse('Dear all,\r\n\tthe report.\n').success).toBe(true);
    expect(TextBlock.safeParse('a\u0000b').success).toBe(false);
    expect(TextBlock.safeParse('a\u001bb').success).toBe(false);
  });
});
