import { z } from 'zod';
import type { DispatchBody } from './dispatch.ts';
import type { GateInBody } from './gate-in.ts';

/**
 * Batch gate-in and batch dispatch from a file (doc 1 §2, §7: POST /rest/enterprise/batch/gate-in
 * and /batch/dispatch). Each row is one gate-in or one dispatch through the gate's own rules, in
 * its own transaction: good rows go through, bad rows are reported with the gate's reason.
 */

const squash = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The file's columns by heading (case, spaces and punctuation ignored), or undefined. */
function columnsOf<K extends string>(
  headers: readonly string[],
  names: Record<K, readonly string[]>,
): Record<K, number> {
  const squashed = headers.map(squash);
  return Object.fromEntries(
    Object.entries<readonly string[]>(names).map(([key, aliases]) => [
      key,
      squashed.findIndex((heading) => aliases.includes(heading)),
    ]),
  ) as Record<K, number>;
}

const GATE_IN_COLUMNS = {
  number: ['containernumber', 'containerno', 'container', 'number'],
  size: ['size', 'containersize'],
  purpose: ['gateintype', 'purpose', 'gateinpurpose', 'process'],
  tag: ['tag', 'tagid', 'containertag'],
  type: ['type', 'containertype'],
  trailerNumber: ['trailernumber', 'trailerno', 'trailer'],
  trailerTag: ['trailertag'],
  igm: ['igm'],
  item: ['item'],
} as const;

const DISPATCH_COLUMNS = {
  number: ['containernumber', 'containerno', 'container', 'number'],
  gatePass: ['gatepass'],
  reason: ['forcedispatchreason', 'forcereason', 'reason'],
} as const;

export const BATCH_MESSAGES = {
  gateInColumns:
    'The file needs the columns Container number, Size, Gate-in type, Trailer number and Trailer tag (Tag, Type, IGM and Item may follow).',
  dispatchColumns:
    'The file needs a Container number column (Gate pass and Force dispatch reason may follow).',
} as const;

const cell = (row: readonly string[], index: number) => (index >= 0 ? (row[index] ?? '') : '');

/** Reads a gate-in file's rows as gate-in bodies, or undefined when a needed column is missing. */
export function gateInRows(
  headers: readonly string[],
  rows: readonly string[][],
): GateInBody[] | undefined {
  const at = columnsOf(headers, GATE_IN_COLUMNS);
  if ([at.number, at.size, at.purpose, at.trailerNumber, at.trailerTag].some((i) => i < 0)) {
    return undefined;
  }
  return rows.map((row) => ({
    container1Data: {
      containerNumber: cell(row, at.number),
      containerSize: cell(row, at.size),
      gateInPurpose: cell(row, at.purpose),
      // A box listed without a tag carries the placeholder a clerk would pick.
      tagId: cell(row, at.tag) || 'DummyTag',
      containerType: cell(row, at.type) || 'GP',
      ...(cell(row, at.igm) ? { igm: cell(row, at.igm) } : {}),
      ...(cell(row, at.item) ? { item: cell(row, at.item) } : {}),
    },
    trailerNumber: cell(row, at.trailerNumber),
    trailerTag1: cell(row, at.trailerTag),
  }));
}

/**
 * Reads a dispatch file's rows as dispatch bodies (dispatched now); a row with a reason is forced
 * past a missing gate pass or an ERP hold, as the clerk's answer on the screen would.
 */
export function dispatchRows(
  headers: readonly string[],
  rows: readonly string[][],
  now: number,
): DispatchBody[] | undefined {
  const at = columnsOf(headers, DISPATCH_COLUMNS);
  if (at.number < 0) return undefined;
  return rows.map((row) => {
    const reason = cell(row, at.reason);
    const gatePass = cell(row, at.gatePass);
    return {
      containerNumber: cell(row, at.number),
      dispatchTime: now,
      forceDispatch: reason !== '',
      gateOutDetails: {
        ...(gatePass ? { gatePass } : {}),
        ...(reason ? { forceDispatchReason: reason } : {}),
      },
    };
  });
}

/** The answer of a batch upload: how many rows went through, and the report's path. */
export const BatchAnswer = z.object({
  responsestatus: z.string(),
  message: z.string(),
  generatedReport: z.string(),
  done: z.number().int(),
  refused: z.number().int(),
});
export type BatchAnswer = z.infer<typeof BatchAnswer>;
