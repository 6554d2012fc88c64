/**
 * RFID tags at the gate (doc 2 §5 "Identifiers", §9): a container tag is an 8-digit number or one
 * of the placeholder tags a clerk picks for a box that carries none; a trailer tag is 8
 * characters.
 */

export const TAG_LENGTH = 8;
export const TRAILER_TAG_LENGTH = 8;

/** Placeholders for boxes without an RFID tag of their own (reefers, over-dimension, tanks). */
export const SPECIAL_TAGS = ['Refer Tag', 'ODC Tag', 'Tank Tag', 'DummyTag'] as const;
export type SpecialTag = (typeof SPECIAL_TAGS)[number];

export const isSpecialTag = (tag: string): tag is SpecialTag =>
  (SPECIAL_TAGS as readonly string[]).includes(tag);

/** "Parses as a number and has 8 characters, or is one of Refer Tag, ODC Tag, Tank Tag, DummyTag." */
export function isValidContainerTag(tag: string): boolean {
  if (isSpecialTag(tag)) return true;
  return tag.length === TAG_LENGTH && /^[0-9]+$/.test(tag);
}

export const isValidTrailerTag = (tag: string): boolean => tag.length === TRAILER_TAG_LENGTH;

/**
 * Two boxes on one truck may not carry the same tag; the placeholder tags are shared by design
 * ("the four special tags are exempt").
 */
export const tagsClash = (a: string, b: string): boolean => a === b && !isSpecialTag(a);
