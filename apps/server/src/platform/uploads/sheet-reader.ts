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

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const wrongType = () => new HttpError(415, UPLOAD_MESSAGES.wrongType, 'WRONG_TYPE');
const unreadable = () => new HttpError(400, UPLOAD_MESSAGES.unreadable, 'UNREADABLE');
const tooManyRows = () => new HttpError(413, UPLOAD_MESSAGES.tooManyRows, 'TOO_MANY_ROWS');

/**
 * Reads an uploaded .xlsx (first worksheet) or .csv. The name's extension and the content must
 * agree: an .xlsx is a zip (checked for bombs and row count before it is unpacked), a .csv is text.
 */
export async function readSheet(fileName: string, content: Buffer): Promise<Sheet> {
  const extension = fileName.toLowerCase().split('.').at(-1);
  const isZip = content.subarray(0, 4).equals(ZIP_MAGIC);
  if (extension === 'xlsx' && isZip) return readXlsx(content);
  if (extension === 'csv' && !isZip) return readCsv(content);
  throw wrongType();
}

async function readXlsx(content: Buffer): Promise<Sheet> {
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
    for (let column = 1; column <= row.cellCount; column++) {
      cells.push(row.getCell(column).text.trim());
    }
    rows.push(cells);
  });
  return split(rows);
}

function readCsv(content: Buffer): Sheet {
  // A NUL byte never appears in text: this is some other binary file named .csv.
  if (content.includes(0)) throw wrongType();
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
function decode(content: Buffer): string {
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
  if (rest.length > UPLOAD_LIMITS.maxRows) throw tooManyRows();
  return { headers, rows: rest };
}
