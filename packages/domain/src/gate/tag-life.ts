import { z } from 'zod';
import { TextLine } from '../common/text.ts';
import { isValidContainerTag, TAG_LENGTH } from './tags.ts';

/**
 * A container tag's end of life (doc 1 §5 "Container tag", §7 tag-valid; metadata
 * allowExpiredContainerTag). The terminal keeps its RFID tags in a register, each with the day it
 * reaches its end of life; a tag the register does not hold, and the placeholder tags, have none
 * (decision 0035). From that day on the tag is expired: a save that puts it on a box is refused,
 * unless the setting allows expired tags and the clerk answered yes to the question.
 */

/** Doc 1 §5, word for word (its comma and capital U included). */
export const TAG_LIFE_MESSAGES = {
  expired: (tag: string) => `Tag ${tag}, has reached its end of life, Use a different tag.`,
  stillUse: 'Do you still want to use it?',
  /** Ours: what tag-valid answers for a tag no box could carry. */
  notATag: 'A container tag is 8 digits, or one of Refer Tag, ODC Tag, Tank Tag, DummyTag.',
} as const;

/** The codes of a save refused for an expired tag: not allowed at all, or not confirmed. */
export const TAG_EXPIRED = 'TAG_EXPIRED';
export const TAG_EXPIRED_UNCONFIRMED = 'TAG_EXPIRED_UNCONFIRMED';

/** A day as the register holds it (YYYY-MM-DD), in the local time of whoever asks. */
export const localDay = (at: Date): string =>
  [at.getFullYear(), at.getMonth() + 1, at.getDate()]
    .map((part, i) => String(part).padStart(i === 0 ? 4 : 2, '0'))
    .join('-');

/** Whether a tag whose life ends on `endOfLife` (none: it has no end) has reached it by `today`. */
export const hasReachedEndOfLife = (endOfLife: string | null, today: string): boolean =>
  endOfLife !== null && endOfLife <= today;

/** One tag of the register: an RFID tag's 8 digits and its end-of-life day. */
export const ContainerTagInput = z.object({
  tag: TextLine.trim().regex(
    new RegExp(`^[0-9]{${TAG_LENGTH}}$`),
    `A tag of the register is ${TAG_LENGTH} digits.`,
  ),
  endOfLife: z.iso.date('End of life is a date, YYYY-MM-DD.'),
});
export type ContainerTagInput = z.infer<typeof ContainerTagInput>;
export const ContainerTag = ContainerTagInput.extend({ id: z.number().int() });
export type ContainerTag = z.infer<typeof ContainerTag>;

/** The headings an upload of the register accepts for each field, compared loosely. */
export const CONTAINER_TAG_COLUMNS = {
  tag: ['tag', 'tag id', 'container tag', 'rfid tag'],
  endOfLife: ['end of life', 'eol', 'expiry', 'expiry date', 'expires'],
} as const;

/** GET /rest/enterprise/containers/tag-valid?tag=… */
export const TagValidQuery = z.object({
  tag: TextLine.trim().max(20).refine(isValidContainerTag, TAG_LIFE_MESSAGES.notATag),
});

/**
 * Doc 1 §7's `responseMap.valid`, with what the gate's form needs to say why: the tag's
 * end-of-life day (null: none), and whether the terminal lets a clerk use an expired tag.
 */
export const TagValidAnswer = z.object({
  responseMap: z.object({
    tag: z.string(),
    valid: z.boolean(),
    endOfLife: z.string().nullable(),
    allowExpired: z.boolean(),
  }),
});
export type TagValidAnswer = z.infer<typeof TagValidAnswer>;
export type TagLife = TagValidAnswer['responseMap'];
