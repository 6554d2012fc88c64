import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@yardline/domain/files/upload';
import { HttpError } from '../http/http-error.ts';
import { readInProcess } from './reader-processes.ts';
import type { Sheet, SheetKind } from './sheet-parser.ts';

export type { Sheet } from './sheet-parser.ts';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const wrongType = () => new HttpError(415, UPLOAD_MESSAGES.wrongType, 'WRONG_TYPE');

/**
 * Reads an uploaded .xlsx (first worksheet) or .csv. The name's extension and the content must
 * agree: an .xlsx is a zip, a .csv is text. The rest (the zip's checks, the cells) is read in a
 * child process within `budgetMs` (`reader-processes.ts`).
 */
export function readSheet(
  fileName: string,
  content: Buffer,
  { budgetMs = UPLOAD_LIMITS.maxReadSeconds * 1000 } = {},
): Promise<Sheet> {
  return readInProcess(sheetKind(fileName, content), content, budgetMs);
}

function sheetKind(fileName: string, content: Buffer): SheetKind {
  const extension = fileName.toLowerCase().split('.').at(-1);
  const isZip = content.subarray(0, 4).equals(ZIP_MAGIC);
  if (extension === 'xlsx' && isZip) return 'xlsx';
  // A NUL byte never appears in text: a .csv holding one is some other binary file.
  if (extension === 'csv' && !isZip && !content.includes(0)) return 'csv';
  throw wrongType();
}
