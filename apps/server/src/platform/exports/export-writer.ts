import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { setImmediate as yieldToOtherRequests } from 'node:timers/promises';
import type { ExportFormat } from '@yardline/domain/files/export';
import { type CellValue, csvField, safeCell } from './cell-text.ts';

/** A column of an export: its heading and how a row gives the cell. */
export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => CellValue;
  /** Width in characters in the .xlsx. */
  width?: number;
}

/**
 * Rows to export, as batches: a source reads its rows a batch at a time (keyset pages), so an
 * export of a million rows never holds them all, and other requests run between batches.
 */
export interface ExportSource<Row> {
  columns: ExportColumn<Row>[];
  batches: AsyncIterable<Row[]>;
  /** How many rows there will be, when the source knows (for the progress shown). */
  total?: number | null;
}

/** Called after each batch with the rows written so far. */
export type OnProgress = (rows: number) => void | Promise<void>;

/** Writes the rows to `path` in `format`; returns how many rows were written. */
export function writeExport<Row>(
  format: ExportFormat,
  path: string,
  sheetName: string,
  source: ExportSource<Row>,
  onProgress: OnProgress,
): Promise<number> {
  return format === 'xlsx'
    ? writeXlsx(path, sheetName, source, onProgress)
    : writeCsv(path, source, onProgress);
}

async function writeXlsx<Row>(
  path: string,
  sheetName: string,
  { columns, batches }: ExportSource<Row>,
  onProgress: OnProgress,
): Promise<number> {
  // Loaded on the first .xlsx export: ExcelJS is a fifth of the modules a server start reads.
  const { default: ExcelJS } = await import('exceljs');
  // The streaming writer puts each committed row on disk, so memory stays flat however long.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width ?? Math.max(12, column.header.length + 2),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let rows = 0;
  for await (const batch of batches) {
    for (const row of batch) {
      sheet.addRow(columns.map((column) => safeCell(column.value(row)))).commit();
    }
    rows += batch.length;
    await onProgress(rows);
    await yieldToOtherRequests();
  }
  sheet.commit();
  await workbook.commit();
  return rows;
}

async function writeCsv<Row>(
  path: string,
  { columns, batches }: ExportSource<Row>,
  onProgress: OnProgress,
): Promise<number> {
  const out = createWriteStream(path);
  const done = once(out, 'finish');
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  const line = (cells: CellValue[]) => `${cells.map(csvField).join(',')}\r\n`;
  // The byte-order mark makes Excel read the file as UTF-8 (names with accents, 東京).
  await write(`\uFEFF${line(columns.map((column) => column.header))}`);
  let rows = 0;
  try {
    for await (const batch of batches) {
      await write(batch.map((row) => line(columns.map((column) => column.value(row)))).join(''));
      rows += batch.length;
      await onProgress(rows);
      await yieldToOtherRequests();
    }
  } catch (error) {
    out.destroy();
    throw error;
  }
  out.end();
  await done;
  return rows;
}

/** A finished export's content type, by format. */
export const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};
