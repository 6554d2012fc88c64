import { z } from 'zod';

/**
 * Text from users and clients. PostgreSQL cannot store NUL (it fails the whole query), and other
 * control characters in a name or a code only hide what a value really is, so they are refused
 * at the edge with a 400 naming the field rather than reaching the database. So is half of a
 * UTF-16 surrogate pair, which JSON can spell (`"\udfff"`) but no text holds: PostgreSQL refuses
 * it in jsonb (the audit row) and stores U+FFFD in its place in a text column.
 */

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** C0 controls (NUL included), DEL and C1 controls; `lines` lets tabs and line breaks through. */
function hasControl(value: string, lines: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (lines && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** Whether `value` holds a high surrogate not followed by a low one, or a low one alone. */
function hasUnpairedSurrogate(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0xd800 || code > 0xdfff) continue;
    const next = value.charCodeAt(i + 1);
    if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return true;
    i++;
  }
  return false;
}

const UNICODE_MESSAGE = 'must be valid Unicode text';

/** One line of text (a name, a code, a username): no control characters at all. */
export const textLine = (typeMessage?: string) =>
  z
    .string(typeMessage)
    .refine((value) => !hasUnpairedSurrogate(value), UNICODE_MESSAGE)
    .refine((value) => !hasControl(value, false), 'must not contain control characters');

/** Text of several lines (a mail body, a note): tabs and line breaks, no other control characters. */
export const textBlock = (typeMessage?: string) =>
  z
    .string(typeMessage)
    .refine((value) => !hasUnpairedSurrogate(value), UNICODE_MESSAGE)
    .refine(
      (value) => !hasControl(value, true),
      'must not contain control characters other than tabs and line breaks',
    );

export const TextLine = textLine();
export const TextBlock = textBlock();
