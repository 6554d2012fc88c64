/**
 * Slot keys (doc 3 §3): area, row, cell and height joined with underscores, e.g. `A_01_02_3`.
 * A cell's full name is the key without its height (`A_01_02`). A box's location is its slot key,
 * or for a box longer than 20 ft the keys of its two slots comma-joined (doc 2 §3):
 * `C_01_01_1,C_01_02_1`.
 */

export interface SlotAddress {
  area: string;
  row: string;
  cell: string;
  height: number;
}

/** Row and cell names are short codes without underscores; an area name may contain one. */
const PART = /^[A-Za-z0-9-]+$/;
const HEIGHT = /^\d$/;

export const cellFullName = (area: string, row: string, cell: string): string =>
  `${area}_${row}_${cell}`;

export const slotKey = ({ area, row, cell, height }: SlotAddress): string =>
  `${cellFullName(area, row, cell)}_${height}`;

/** The slot key of a cell (given by its full name) at a height. */
export const slotKeyAt = (cellFullName: string, height: number): string =>
  `${cellFullName}_${height}`;

/** Reads a slot key from the right, so an area name with an underscore still parses. */
export function parseSlotKey(key: string): SlotAddress | undefined {
  const parts = key.trim().split('_');
  if (parts.length < 4) return undefined;
  const height = parts.pop() as string;
  const cell = parts.pop() as string;
  const row = parts.pop() as string;
  const area = parts.join('_');
  if (!HEIGHT.test(height) || !PART.test(cell) || !PART.test(row) || area === '') return undefined;
  if (!area.split('_').every((part) => PART.test(part))) return undefined;
  return { area, row, cell, height: Number(height) };
}

/** The cell's full name and the height of a slot key. */
export function splitSlotKey(key: string): { cell: string; height: number } | undefined {
  const address = parseSlotKey(key);
  if (!address) return undefined;
  return { cell: cellFullName(address.area, address.row, address.cell), height: address.height };
}

/** A box's location as stored and shown: its slot keys, comma-joined. */
export const formatLocation = (keys: readonly string[]): string => keys.join(',');

/**
 * The slot keys of a location (one for a 20 ft box, two for a longer one); undefined when any
 * part is not a slot key. Spaces around the commas are ignored.
 */
export function parseLocation(location: string): string[] | undefined {
  const keys = location.split(',').map((key) => key.trim());
  if (keys.length === 0 || keys.length > 2) return undefined;
  return keys.every((key) => parseSlotKey(key) !== undefined) ? keys : undefined;
}
