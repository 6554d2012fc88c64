/**
 * What JSON from clients and devices may not be, whatever its schema: nested past
 * `MAX_JSON_DEPTH` (a body 5,000 deep overflowed the stack where it was stored), or holding half
 * a UTF-16 surrogate pair, which JSON can spell (`"\udfff"`) but no text or jsonb column holds.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENING = new Set([0x5b, 0x7b]);
const CLOSING = new Set([0x5d, 0x7d]);

/**
 * Whether JSON text opens more than `MAX_JSON_DEPTH` arrays or objects inside one another, read
 * from the text itself, before anything parses or walks it.
 */
export function nestsTooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENING.has(code)) {
      if (++depth > MAX_JSON_DEPTH) return true;
    } else if (CLOSING.has(code)) {
      depth--;
    }
  }
  return false;
}

/** Whether a key or a string anywhere in parsed JSON (no deeper than the limit) is broken text. */
export function holdsBrokenText(value: unknown): boolean {
  if (typeof value === 'string') return !value.isWellFormed();
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, item]) => !key.isWellFormed() || holdsBrokenText(item));
}
