import { z } from 'zod';
import { TextLine } from '../common/text.ts';

/** Doc 2 §8's shift messages, word for word, and the reasons a shift is refused. */
export const SHIFT_MESSAGES = {
  added: 'Shift Added successfully',
  updated: 'Shift updated successfully',
  deleted: 'success',
  nameRequired: 'Enter shift name',
  nameTaken: (name: string) => `A shift named ${name} already exists.`,
  sameTimes: 'A shift cannot end when it starts.',
  notFound: (id: number) => `Shift ${id} does not exist.`,
  confirmDelete: 'Are you sure you want to delete the selected shifts?',
} as const;

const hour = z.number('An hour is a whole number from 0 to 23.').int().min(0).max(23);
const minute = z.number('A minute is a whole number from 0 to 59.').int().min(0).max(59);

/** A machine shift (doc 2 §3). A shift whose end is before its start runs past midnight. */
export const Shift = z.object({
  id: z.number().int(),
  name: z.string(),
  fromHour: z.number().int(),
  fromMinute: z.number().int(),
  toHour: z.number().int(),
  toMinute: z.number().int(),
});
export type Shift = z.infer<typeof Shift>;

/** POST /rest/shifts (save) and PUT /rest/shifts/{id} (update). */
export const ShiftInput = z
  .object({
    name: TextLine.trim().min(1, SHIFT_MESSAGES.nameRequired).max(60),
    fromHour: hour,
    fromMinute: minute,
    toHour: hour,
    toMinute: minute,
  })
  .refine((s) => s.fromHour * 60 + s.fromMinute !== s.toHour * 60 + s.toMinute, {
    message: SHIFT_MESSAGES.sameTimes,
    path: ['toMinute'],
  });
export type ShiftInput = z.infer<typeof ShiftInput>;

export const ShiftSaved = z.object({ status: z.string(), shift: Shift });

/** "06:00" from an hour and a minute. */
export const clock = (hours: number, minutes: number): string =>
  `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;

/** A shift's time of day as shown: "22:00 – 06:00". */
export const shiftPeriod = (s: Pick<Shift, 'fromHour' | 'fromMinute' | 'toHour' | 'toMinute'>) =>
  `${clock(s.fromHour, s.fromMinute)} – ${clock(s.toHour, s.toMinute)}`;

/** A shift's time of day as a code: "22:00-06:00" (the master list's code, the dashboard's shiftPeriod). */
export const shiftCode = (s: Pick<Shift, 'fromHour' | 'fromMinute' | 'toHour' | 'toMinute'>) =>
  `${clock(s.fromHour, s.fromMinute)}-${clock(s.toHour, s.toMinute)}`;

/** The shift's length in minutes, across midnight when it ends before it starts. */
export const shiftMinutes = (s: Pick<Shift, 'fromHour' | 'fromMinute' | 'toHour' | 'toMinute'>) => {
  const from = s.fromHour * 60 + s.fromMinute;
  const to = s.toHour * 60 + s.toMinute;
  return to > from ? to - from : to + 24 * 60 - from;
};
