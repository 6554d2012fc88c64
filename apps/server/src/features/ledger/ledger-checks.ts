import { parseLocation, splitSlotKey } from '@yardline/domain/yard/slot-key';
import { conflict, HttpError, notFound } from '../../platform/http/http-error.ts';
import type { BoxRow } from './ledger.repository.ts';
import type { LocationChange } from './ledger.service.ts';

/** The caller's view of a box, checked against the box as it is: its number, and where it stood. */
export function checkCaller(change: LocationChange, box: BoxRow | undefined): void {
  if (!box) throw notFound(`Container ${change.containerId} does not exist.`);
  if (change.number !== undefined && change.number.toUpperCase() !== box.number) {
    throw new HttpError(
      400,
      `Container ${change.containerId} is ${box.number}, not ${change.number}.`,
    );
  }
  if (change.expectedFrom === undefined) return;
  const seen = normalise(change.expectedFrom);
  if (seen === normalise(box.location)) return;
  if (seen === null) throw conflict(`${box.number} already stands at ${box.location}.`);
  const now = box.location ? `it is now at ${box.location}` : 'it is no longer in the yard';
  throw conflict(`${box.number} is no longer at ${seen}: ${now}. Reload and try again.`);
}

const normalise = (location: string | null | undefined) =>
  location
    ? location
        .split(',')
        .map((key) => key.trim())
        .join(',')
    : null;

/** A location's cells (full names) and height; a location whose slots differ in height is refused. */
export function readLocation(location: string): { cells: string[]; height: number } {
  const keys = parseLocation(location);
  const slots = keys?.map((key) => splitSlotKey(key));
  if (!slots || slots.some((slot) => slot === undefined)) {
    throw new HttpError(
      400,
      `${location} is not a slot: write area_row_cell_height, e.g. A_01_02_1.`,
    );
  }
  const heights = new Set(slots.map((slot) => slot?.height));
  if (heights.size !== 1) {
    throw new HttpError(400, `${location}: a box stands at one height.`, 'NOT_A_CELL_PAIR');
  }
  return { cells: slots.map((slot) => slot?.cell ?? ''), height: slots[0]?.height ?? 0 };
}
