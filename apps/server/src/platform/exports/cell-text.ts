/** A value an export writes into one cell. */
export type CellValue = string | number | boolean | Date | null | undefined;

/**
 * Characters that make a spreadsheet read a cell as a formula (and tab and carriage return,
 * which some programs strip before looking): text starting with one is written behind an
 * apostrophe, so a box number or a note typed as `=HYPERLINK(…)` stays text when opened.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell's value, text that would start a formula escaped; numbers and dates stay as they are. */
export function safeCell(value: CellValue): string | number | boolean | Date | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a separator, a quote or a line break. `;` and tab
 * count as separators too: Excel in many locales splits on `;` (and a paste on tabs), and an
 * unquoted `a;=1+1` would open as a second cell starting a formula.
 */
export function csvField(value: CellValue): string {
  const cell = safeCell(value);
  if (cell === null) return '';
  const text = cell instanceof Date ? cell.toISOString() : String(cell);
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
