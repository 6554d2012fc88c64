import { z } from 'zod';
import { TextLine } from '../common/text.ts';
import { isValidContainerTag } from './tags.ts';

/** Retag (doc 2 §3 "Retag", §5 "Retag"): a box in the yard gets a new RFID tag. */

export const RETAG_MESSAGES = {
  number: 'Enter container number before proceeding',
  noTag: 'No existing container tag found for the entered container',
  newTag: 'Enter new container tag',
  newTagLength: 'New tag should be of 8 characters',
  success: 'Re-tag successful',
} as const;

const text = (max: number) => TextLine.trim().max(max);

export const RetagBody = z.object({
  containerNumber: text(20).default(''),
  oldTag: text(20).default(''),
  newTag: text(20).default(''),
  /** The new tag is past its end of life and the clerk said to use it (doc 1 §5). */
  useExpiredTag: z.boolean().default(false),
});
export type RetagBody = z.input<typeof RetagBody>;
export type RetagValues = z.output<typeof RetagBody>;

export const RetagAnswer = z.object({
  responsestatus: z.literal('success'),
  containerNumber: z.string(),
  oldTag: z.string(),
  newTag: z.string(),
});
export type RetagAnswer = z.infer<typeof RetagAnswer>;

/** The first message the form earns; whether the box has a tag is the server's to say. */
export function retagProblem(body: RetagValues): string | undefined {
  if (!body.containerNumber) return RETAG_MESSAGES.number;
  if (!body.newTag) return RETAG_MESSAGES.newTag;
  if (!isValidContainerTag(body.newTag)) return RETAG_MESSAGES.newTagLength;
  return undefined;
}
