import { z } from 'zod';

/** Doc 2 §7 "Get trailer tag": what a trailer tag read or typed at the gate stands for. */
export const TrailerTagAnswer = z.object({
  responseMap: z.object({
    tagid: z.string(),
    plaCard: z.string().nullable(),
    trailerNumber: z.string().nullable(),
    /** Where the trailer number came from: a permanent trailer, a trailer in the yard, or none. */
    source: z.enum(['permanent', 'yard', 'none']),
  }),
});
export type TrailerTagAnswer = z.infer<typeof TrailerTagAnswer>;
