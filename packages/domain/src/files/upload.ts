import { z } from 'zod';
import { textLine } from '../common/text.ts';

/** What an upload may be: refused beyond these with a 4xx before any row is read. */
export const UPLOAD_LIMITS = {
  /** The file as sent. */
  maxBytes: 5 * 1024 * 1024,
  /** Rows after the heading row. */
  maxRows: 10_000,
  /** All of an .xlsx's parts unpacked (a real 10,000-row sheet is a few MB). */
  maxUnpackedBytes: 25 * 1024 * 1024,
  /** Parts inside an .xlsx (a workbook has a dozen or so). */
  maxZipEntries: 200,
  /**
   * Reading the sheet's cells, off the server's thread: a 10,000-row sheet of ordinary width takes
   * a second or two; past this the reader is stopped, so no upload holds a core for long.
   */
  maxReadSeconds: 30,
  /** The reader's memory: a 9,000 × 60 sheet needs under 256 MB. */
  maxReadMegabytes: 512,
} as const;

export const UPLOAD_MESSAGES = {
  noFile: 'Choose a file to upload.',
  notMultipart: 'Send the file as multipart/form-data with a "file" part.',
  wrongType: 'Upload an Excel workbook (.xlsx) or a CSV file (.csv).',
  tooLarge: `The file is larger than ${UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB.`,
  tooManyRows: `The file has more than ${UPLOAD_LIMITS.maxRows.toLocaleString('en')} rows.`,
  unpacksTooLarge: `The workbook unpacks to more than ${
    UPLOAD_LIMITS.maxUnpackedBytes / 1024 / 1024
  } MB: it is not an ordinary sheet.`,
  unreadable: 'The file could not be read as a workbook or a CSV file.',
  tooHeavy: `The file takes more than ${UPLOAD_LIMITS.maxReadSeconds} seconds or ${UPLOAD_LIMITS.maxReadMegabytes} MB to read: split it into smaller files.`,
  empty: 'The file has no rows.',
} as const;

const flag = (name: string) =>
  z
    .enum(['true', 'false'], `${name} must be true or false`)
    .default('false')
    .transform((value) => value === 'true');

/**
 * The text parts of a batch upload (doc 1 §7: file, user, update, compareWithDb, lastUpdated).
 * `user` is what the screen shows; who uploads is the session's user.
 */
export const BatchUploadFields = z.object({
  user: textLine().max(100, 'user has at most 100 characters').optional(),
  update: flag('update'),
  compareWithDb: flag('compareWithDb'),
  /** When the screen read the yard (epoch ms, the inventory's `lastUpdated`). */
  lastUpdated: z
    .string()
    .regex(/^\d{1,15}$/, 'lastUpdated is a time in milliseconds since 1970')
    .transform(Number)
    .optional(),
});
export type BatchUploadFields = z.infer<typeof BatchUploadFields>;
