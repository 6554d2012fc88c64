import { z } from 'zod';
import {
  isValidContainerNumber,
  normaliseContainerNumber,
} from '../containers/container-number.ts';
import { formatLocation, parseLocation } from '../yard/slot-key.ts';

/**
 * Inventory sync (doc 1 §2, §7: POST /rest/enterprise/batch/sync): a file of boxes and where they
 * stand, compared with the ledger. Each file row and, with compareWithDb, each yard box the file
 * leaves out becomes one line of the report.
 */

/** Headings the file's columns are recognised by (case, spaces and punctuation ignored). */
const NUMBER_HEADINGS = ['containernumber', 'containerno', 'container', 'number'];
const LOCATION_HEADINGS = ['location', 'slot', 'fullname', 'yardlocation'];

const squash = (heading: string) => heading.toLowerCase().replace(/[^a-z]/g, '');

export const SYNC_MESSAGES = {
  columns:
    'The file needs a "Container number" column and a "Location" column (slot keys such as A_01_02_1).',
} as const;

export interface SyncColumns {
  number: number;
  location: number;
}

/** Where the number and the location are in the file's rows, or undefined when either is missing. */
export function findSyncColumns(headers: readonly string[]): SyncColumns | undefined {
  const squashed = headers.map(squash);
  const number = squashed.findIndex((h) => NUMBER_HEADINGS.includes(h));
  const location = squashed.findIndex((h) => LOCATION_HEADINGS.includes(h));
  return number < 0 || location < 0 ? undefined : { number, location };
}

export const SYNC_STATUSES = [
  'match',
  'elsewhere',
  'missing-from-yard',
  'missing-from-file',
  'refused',
] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];

export const SYNC_STATUS_LABELS: Record<SyncStatus, string> = {
  match: 'Matches',
  elsewhere: 'Elsewhere in the yard',
  'missing-from-yard': 'Missing from the yard',
  'missing-from-file': 'Missing from the file',
  refused: 'Refused',
};

/** A box of the ledger as the sync sees it. */
export interface SyncYardBox {
  containerId: number;
  number: string;
  /** Its slots now, or null when it has a record but is not in the yard. */
  location: string | null;
  /** When it last moved (ms since 1970), and who moved it. */
  lastMovedAt: number | null;
  locationUpdatedBy: string | null;
}

export interface SyncLine {
  /** The file's row number as a spreadsheet shows it (the heading is row 1); null for a yard box. */
  row: number | null;
  number: string;
  status: SyncStatus;
  fileLocation: string | null;
  yardLocation: string | null;
  note: string;
}

export interface SyncMove {
  containerId: number;
  number: string;
  to: string;
  /** Where the ledger had it when compared: the move is refused if it moved since. */
  expectedFrom: string;
}

export interface SyncOptions {
  /** Also list the yard's boxes that the file leaves out. */
  compareWithDb: boolean;
  /** When the file's yard was read (ms): a box moved after it is not moved back by the file. */
  lastUpdated?: number | undefined;
}

/** The same slots however written: spaces dropped, a long box's keys as the ledger orders them. */
function sameLocation(file: string[], yard: string): boolean {
  const yardKeys = yard.split(',');
  // A long box may be listed by its first slot alone.
  return formatLocation(file) === yard || (file.length === 1 && file[0] === yardKeys[0]);
}

/** One file row's status, and the move it asks for when the box stands elsewhere. */
function judgeRow(
  row: number,
  number: string,
  fileLocation: string,
  box: SyncYardBox | undefined,
  seen: Map<string, number>,
  options: SyncOptions,
): { status: SyncStatus; note?: string; move?: SyncMove } {
  if (!isValidContainerNumber(number))
    return { status: 'refused', note: 'Invalid container number' };
  const earlier = seen.get(number);
  if (earlier !== undefined) {
    return { status: 'refused', note: `Listed twice: rows ${earlier} and ${row}` };
  }
  seen.set(number, row);
  const keys = fileLocation ? parseLocation(fileLocation) : undefined;
  if (!keys) {
    const note = fileLocation ? `${fileLocation} is not a slot (write A_01_02_1)` : 'No location';
    return { status: 'refused', note };
  }
  if (!box?.location) return { status: 'missing-from-yard' };
  if (sameLocation(keys, box.location)) return { status: 'match' };
  if (options.lastUpdated !== undefined && (box.lastMovedAt ?? 0) > options.lastUpdated) {
    const when = new Date(box.lastMovedAt ?? 0).toISOString();
    const who = box.locationUpdatedBy ? ` by ${box.locationUpdatedBy}` : '';
    return { status: 'refused', note: `Moved at ${when}${who}, after the file's yard was read` };
  }
  const to = formatLocation(keys);
  return {
    status: 'elsewhere',
    move: { containerId: box.containerId, number, to, expectedFrom: box.location },
  };
}

/** Compares the file's rows with the ledger's boxes (by number); returns the lines and the moves. */
export function compareInventory(
  rows: readonly string[][],
  columns: SyncColumns,
  yard: ReadonlyMap<string, SyncYardBox>,
  options: SyncOptions,
): { lines: SyncLine[]; moves: SyncMove[] } {
  const lines: SyncLine[] = [];
  const moves: SyncMove[] = [];
  const seen = new Map<string, number>();
  rows.forEach((cells, index) => {
    const row = index + 2;
    const number = normaliseContainerNumber(cells[columns.number] ?? '');
    const fileLocation = (cells[columns.location] ?? '').replace(/\s+/g, '');
    const box = yard.get(number);
    const { status, note = '', move } = judgeRow(row, number, fileLocation, box, seen, options);
    if (move) moves.push(move);
    lines.push({
      row,
      number,
      status,
      fileLocation: fileLocation || null,
      yardLocation: box?.location ?? null,
      note,
    });
  });
  if (options.compareWithDb) {
    for (const box of yard.values()) {
      if (!box.location || seen.has(box.number)) continue;
      lines.push({
        row: null,
        number: box.number,
        status: 'missing-from-file',
        fileLocation: null,
        yardLocation: box.location,
        note: '',
      });
    }
  }
  return { lines, moves };
}

export const SyncCounts = z.object({
  match: z.number().int(),
  elsewhere: z.number().int(),
  missingFromYard: z.number().int(),
  missingFromFile: z.number().int(),
  refused: z.number().int(),
});
export type SyncCounts = z.infer<typeof SyncCounts>;

export function countLines(lines: readonly SyncLine[]): SyncCounts {
  const count = (status: SyncStatus) => lines.filter((line) => line.status === status).length;
  return {
    match: count('match'),
    elsewhere: count('elsewhere'),
    missingFromYard: count('missing-from-yard'),
    missingFromFile: count('missing-from-file'),
    refused: count('refused'),
  };
}

/**
 * The sync's answer. `generatedReport` is the report's path (an .xlsx that downloads with the
 * session). With update, the file is applied all or nothing: `applied` says whether it was.
 */
export const InventorySyncAnswer = z.object({
  responsestatus: z.enum(['success', 'refused']),
  message: z.string(),
  generatedReport: z.string(),
  applied: z.boolean(),
  moved: z.number().int(),
  counts: SyncCounts,
});
export type InventorySyncAnswer = z.infer<typeof InventorySyncAnswer>;
