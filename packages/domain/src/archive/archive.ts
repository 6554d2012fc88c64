import { z } from 'zod';
import { textLine } from '../common/text.ts';

/** Doc 3 §8's archive messages, word for word. */
export const ARCHIVE_MESSAGES = {
  finished: 'Archive process finished successfully',
  failed: 'Archive process did not finish successfully',
  tooRecent: 'The cut-off date must be at least 2 months back.',
} as const;

/** Doc 3 §5, §9: the cut-off defaults to, and may be at most, 2 months back. */
export const ARCHIVE_MONTHS_BACK = 2;

/** The latest cut-off allowed on `today`: the same day 2 months earlier (UTC). */
export function latestCutOff(today: Date): Date {
  const latest = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()),
  );
  latest.setUTCMonth(latest.getUTCMonth() - ARCHIVE_MONTHS_BACK);
  return latest;
}

export const cutOffProblem = (cutOff: Date, today: Date): string | undefined =>
  cutOff.getTime() > latestCutOff(today).getTime() ? ARCHIVE_MESSAGES.tooRecent : undefined;

/** POST /rest/archive: archive what was dispatched before `cutOffDate` (YYYY-MM-DD). */
export const ArchiveBody = z.object({
  cutOffDate: z.iso.date('cutOffDate is a date, YYYY-MM-DD'),
  /** Shown back only: the session says who archives. */
  userName: textLine().max(100).optional(),
});
export type ArchiveBody = z.infer<typeof ArchiveBody>;

export const ArchiveAnswer = z.object({
  status: z.literal('success'),
  /** Containers moved to the archive by this run. */
  totalArchived: z.number().int(),
  batches: z.number().int(),
  /** Device logs received before the cut-off, moved to device_logs_archive. */
  deviceLogsArchived: z.number().int(),
});
export type ArchiveAnswer = z.infer<typeof ArchiveAnswer>;
