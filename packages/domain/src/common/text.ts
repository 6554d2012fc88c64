import { z } from 'zod';

/**
 * Text from users and clients. PostgreSQL cannot store NUL (it fails the whole query), and other
 * control characters in a name or a code only hide what a value really is, so they are refused
 * at the edge with a 400 naming the field rather than reaching the database.
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

/** One line of text (a name, a code, a username): no control characters at all. */
export const textLine = (typeMessage?: string) =>
  z
    .string(typeMessage)
    .refine((value) => !hasControl(value, false), 'must not contain control characters');

/** Text of several lines (a mail body, a note): tabs and line breaks, no other control characters. */
export const textBlock = (typeMessage?: string) =>
  z
    .string(typeMessage)
    .refine(
      (value) => !hasControl(value, true),
      'must not contain control characters other than tabs and line breaks',
    );

export const TextLine = textLine();
export const TextBlock = textBlock();
