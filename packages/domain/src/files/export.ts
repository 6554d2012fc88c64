import { z } from 'zod';
import { textLine } from '../common/text.ts';

/** The file formats an export is written in. */
export const ExportFormat = z.enum(['xlsx', 'csv'], 'format must be xlsx or csv');
export type ExportFormat = z.infer<typeof ExportFormat>;

/** Which pages a list's export covers (doc 1 §5: current page, all, or a page range). */
export type ExportMode = 'current' | 'all' | 'range';

/** Doc 1 §5's export messages, word for word. */
export const EXPORT_MESSAGES = {
  zeroPage: 'Zero page number not allowed',
  invalidRange: 'Invalid from/to page numbers',
  chooseOption: 'Choose an option first',
} as const;

export interface ExportChoice {
  mode: ExportMode | undefined;
  /** The page the list shows now (1-based). */
  currentPage: number;
  /** The range's pages as typed (1-based); only read for 'range'. */
  fromPage?: number | null;
  toPage?: number | null;
  pageSize: number;
  /** How many pages the list has. */
  pageCount: number;
}

/** The rows to export: the first row's index (0-based) and how many; no limit means to the end. */
export type ExportRows = { offset: number; limit: number | undefined } | { error: string };

/** Turns the dialog's choice into the rows to export, or the message that refuses it. */
export function exportRows(choice: ExportChoice): ExportRows {
  const { mode, pageSize } = choice;
  if (mode === undefined) return { error: EXPORT_MESSAGES.chooseOption };
  if (mode === 'all') return { offset: 0, limit: undefined };
  if (mode === 'current') {
    return { offset: (choice.currentPage - 1) * pageSize, limit: pageSize };
  }
  const from = choice.fromPage ?? null;
  const to = choice.toPage ?? null;
  if (from === 0 || to === 0) return { error: EXPORT_MESSAGES.zeroPage };
  if (
    from === null ||
    to === null ||
    !Number.isInteger(from) ||
    !Number.isInteger(to) ||
    from < 1 ||
    from > to ||
    to > Math.max(choice.pageCount, 1)
  ) {
    return { error: EXPORT_MESSAGES.invalidRange };
  }
  return { offset: (from - 1) * pageSize, limit: (to - from + 1) * pageSize };
}

/**
 * A stored file as a call answers it: `path` is the address it downloads from with the session,
 * its last segment the file's name.
 */
export const StoredFile = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string(),
  rows: z.number().int(),
});
export type StoredFile = z.infer<typeof StoredFile>;

/** A stored file's address: the last segment is the file's name. */
export const storedFilePath = (id: string, name: string) =>
  `/rest/files/${id}/${encodeURIComponent(name)}`;

/** A stored file's id in a path: 32 hexadecimal digits. */
export const FileId = z.string().regex(/^[0-9a-f]{32}$/, 'A file id is 32 hexadecimal digits.');

/** A stored file's name in a path: one segment, no control characters. */
export const FileName = textLine()
  .min(1, 'Give the file name.')
  .max(200, 'A file name has at most 200 characters.')
  .regex(/^[^/\\]+$/, 'A file name is one path segment.');
