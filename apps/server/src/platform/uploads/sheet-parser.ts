import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@yardline/domain/files/upload';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { HttpError } from '../http/http-error.ts';
import { checkXlsxZip } from './zip-check.ts';

/** An uploaded sheet: its heading row and its rows, every cell as trimmed text. */
export interface Sheet {
  headers: string[];
  rows: string[][];
}

export type SheetKind = 'xlsx' | 'csv';

const unreadable = () => new HttpError(400, UPLOAD_MESSAGES.unreadable, 'UNREADABLE');

/**
 * Reads the cells of an upload whose type `readSheet` has checked: the first worksheet of an
 * .xlsx (checked for bombs and row count before it is unpacked), or a .csv. Seconds of CPU on a
 * big sheet, so it runs in a reader process (`sheet-reader-process.ts`), never in the server.
 */
export async function parseSheet(kind: SheetKind, content: Buffer): Promise<Sheet> {
  return kind === 'xlsx' ? parseXlsx(content) : parseCsv(content);
}

async function parseXlsx(content: Buffer): Promise<Sheet> {
  await checkXlsxZip(content);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable();
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column++)
      cells.push(cellText(row.getCell(column)));
    rows.push(cells);
  });
  return split(rows);
}

/**
 * A cell as text. A date cell would read as the server's `Date.toString()`; it reads as its day
 * (YYYY-MM-DD: Excel keeps a day as midnight UTC) or, with a time of day, as an ISO instant.
 */
function cellText(cell: ExcelJS.Cell): string {
  if (!(cell.value instanceof Date)) return cell.text.trim();
  const instant = cell.value.toISOString();
  return instant.endsWith('T00:00:00.000Z') ? instant.slice(0, 10) : instant;
}

function parseCsv(content: Buffer): Sheet {
  const text = decode(content);
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
  // Excel in many locales saves "CSV" with semicolons.
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      // One row past the limit is enough to know it is too many.
      to_line: UPLOAD_LIMITS.maxRows + 2,
    });
  } catch {
    throw unreadable();
  }
  return split(records);
}

/** UTF-8 (with or without a byte-order mark), else Windows-1252 as older Excel saves CSV. */
function decode(content: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return new TextDecoder('windows-1252').decode(content);
  }
}

function split(rows: string[][]): Sheet {
  const filled = rows.filter((row) => row.some((cell) => cell !== ''));
  const [headers, ...rest] = filled;
  if (!headers) throw new HttpError(400, UPLOAD_MESSAGES.empty, 'EMPTY');
  if (rest.length > UPLOAD_LIMITS.maxRows) {
    throw new HttpError(413, UPLOAD_MESSAGES.tooManyRows, 'TOO_MANY_ROWS');
  }
  return { headers, rows: rest };
}
