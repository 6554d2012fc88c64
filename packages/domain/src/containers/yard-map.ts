import { z } from 'zod';
import { textLine } from '../common/text.ts';

/** GET /rest/enterprise/containers/yard-map: where the selected boxes stand (doc 1 §2, §8). */
export const YardMapQuery = z.object({
  containerNumbers: textLine()
    .transform((value) =>
      value
        .split(',')
        .map((number) => number.replace(/\s+/g, '').toUpperCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(11, 'A container number has 11 characters.'))
        .min(1, 'Name at least one container number.')
        .max(50, 'At most 50 container numbers.'),
    ),
  medium: textLine().max(20).optional(),
});

export const YardMapAnswer = z.object({
  located: z.array(
    z.object({
      containerId: z.number().int(),
      number: z.string(),
      sizeFeet: z.number().int(),
      location: z.string(),
    }),
  ),
  /** Numbers with no box standing in the yard. */
  notFound: z.array(z.string()),
});
export type YardMapAnswer = z.infer<typeof YardMapAnswer>;

/** Doc 1 §8: "Location was found empty for {numbers}." */
export const locationEmptyMessage = (numbers: readonly string[]): string =>
  `Location was found empty for ${numbers.join(', ')}.`;
