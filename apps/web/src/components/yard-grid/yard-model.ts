import type { ContainerMove } from '@yardline/domain/events/live-events';
import type { YardLayout } from '@yardline/domain/yard/layout.schema';
import { pairHalves } from '@yardline/domain/yard/slot-admin';
import { parseLocation, splitSlotKey } from '@yardline/domain/yard/slot-key';
import { NUMBER_WIDTH, type YardContainers } from '@yardline/domain/yard/yard-containers';
import type { GridShape, GridSlot } from './slot-grid.ts';

/**
 * The inventory's picture of the yard, built for a yard of 120,000 slots: typed arrays indexed by
 * cell and slot rather than an object per slot, so building it, drawing it and patching it when a
 * box moves are all plain loops.
 */

/** A cell's place in its 40 ft pair: none, the left half, the right half; or no cell at all. */
export const CELL = { single: 0, left: 1, right: 2, none: 3 } as const;

export interface AreaModel {
  name: string;
  shape: GridShape;
  columns: readonly string[];
  rowNames: readonly string[];
  /** Per cell (`row × columns + column`): its full name (`A_01_02`), '' where a row has none. */
  cellNames: readonly string[];
  /** Per cell: one of {@link CELL}. */
  pairs: Uint8Array;
  /** Per slot (`cell × tiers + tier`): the index of the box there plus one, 0 when empty. */
  slots: Int32Array;
  totalSlots: number;
  /** Slots taken (a long box takes two). */
  filled: number;
}

export interface YardModel {
  areas: AreaModel[];
  startHeight: number;
  boxes: YardContainers;
  /** Box index by container id. */
  boxById: Map<number, number>;
  /** Where each box stands: area index, cell index, tier (-1 when it left the yard). */
  boxArea: Int32Array;
  boxCell: Int32Array;
  boxTier: Int32Array;
  /** Cell by full name, and by id. */
  cellByName: Map<string, { area: number; cell: number }>;
  cellById: Map<number, { area: number; cell: number }>;
}

/** A box's place in the grid and how many columns it covers. */
export const spanOf = (model: YardModel, box: number): number =>
  (model.boxes.sizes[box] ?? 20) > 20 ? 2 : 1;

export const boxNumber = (model: YardModel, box: number): string =>
  model.boxes.numbers.slice(box * NUMBER_WIDTH, (box + 1) * NUMBER_WIDTH).trimEnd();

function buildArea(
  area: YardLayout['areaLayouts'][number],
  index: number,
  cellByName: YardModel['cellByName'],
  cellById: YardModel['cellById'],
): AreaModel {
  const columns = area.cellNames;
  const columnOf = new Map(columns.map((name, i) => [name, i]));
  const shape = { rows: area.rowLayouts.length, columns: columns.length, tiers: area.maxHeight };
  const cellNames: string[] = new Array(shape.rows * shape.columns).fill('');
  const pairs = new Uint8Array(shape.rows * shape.columns).fill(CELL.none);
  area.rowLayouts.forEach((row, r) => {
    const halves = pairHalves(row.cellLayouts.map((cell) => cell.merged));
    row.cellLayouts.forEach((cell, i) => {
      const column = columnOf.get(cell.name);
      if (column === undefined) return;
      const at = r * shape.columns + column;
      cellNames[at] = cell.fullName;
      pairs[at] = halves[i] === 'left' ? CELL.left : halves[i] === 'right' ? CELL.right : 0;
      cellByName.set(cell.fullName, { area: index, cell: at });
      cellById.set(cell.id, { area: index, cell: at });
    });
  });
  return {
    name: area.name,
    shape,
    columns,
    rowNames: area.rowLayouts.map((row) => row.name),
    cellNames,
    pairs,
    slots: new Int32Array(shape.rows * shape.columns * shape.tiers),
    totalSlots: area.totalSlots,
    filled: 0,
  };
}

/** Puts box `box` at a cell and tier (or takes it away when `area` is -1). */
function place(model: YardModel, box: number, area: number, cell: number, tier: number): void {
  const span = spanOf(model, box);
  const was = model.areas[model.boxArea[box] ?? -1];
  if (was) {
    const tiers = was.shape.tiers;
    const from = (model.boxCell[box] ?? 0) * tiers + (model.boxTier[box] ?? 0);
    for (let s = 0; s < span; s++)
      if (was.slots[from + s * tiers] === box + 1) was.slots[from + s * tiers] = 0;
    was.filled -= span;
  }
  model.boxArea[box] = area;
  model.boxCell[box] = cell;
  model.boxTier[box] = tier;
  const to = model.areas[area];
  if (!to) return;
  const tiers = to.shape.tiers;
  for (let s = 0; s < span; s++) to.slots[(cell + s) * tiers + tier] = box + 1;
  to.filled += span;
}

export function buildYardModel(
  layout: YardLayout,
  boxes: YardContainers,
  startHeight: number,
): YardModel {
  const cellByName: YardModel['cellByName'] = new Map();
  const cellById: YardModel['cellById'] = new Map();
  const areas = layout.areaLayouts.map((area, i) => buildArea(area, i, cellByName, cellById));
  const count = boxes.ids.length;
  const model: YardModel = {
    areas,
    startHeight,
    boxes,
    boxById: new Map(boxes.ids.map((id, i) => [id, i])),
    boxArea: new Int32Array(count).fill(-1),
    boxCell: new Int32Array(count),
    boxTier: new Int32Array(count),
    cellByName,
    cellById,
  };
  for (let box = 0; box < count; box++) {
    const cell = cellById.get(boxes.cells[box] ?? 0);
    if (cell) place(model, box, cell.area, cell.cell, (boxes.heights[box] ?? 0) - startHeight);
  }
  return model;
}

/** The cell and tier of a slot key, when the model has that cell. */
function slotOf(model: YardModel, key: string) {
  const slot = splitSlotKey(key);
  const cell = slot && model.cellByName.get(slot.cell);
  return cell && slot ? { ...cell, tier: slot.height - model.startHeight } : undefined;
}

/**
 * Applies moves from a `container.moved` event in place. Answers false when the model cannot
 * follow them (a box or a slot it does not know): the caller reads the yard again then.
 */
export function applyMoves(model: YardModel, moves: readonly ContainerMove[]): boolean {
  const targets = moves.map((move) => {
    const box = model.boxById.get(move.containerId);
    if (box === undefined) return undefined;
    if (move.to === null) return { box, area: -1, cell: 0, tier: 0 };
    const first = parseLocation(move.to)?.[0];
    const slot = first === undefined ? undefined : slotOf(model, first);
    return slot && { box, ...slot };
  });
  if (targets.some((target) => target === undefined)) return false;
  // Take every moving box away first, so a swap within one event does not clear the newcomer.
  for (const target of targets) if (target) place(model, target.box, -1, 0, 0);
  for (const target of targets)
    if (target) place(model, target.box, target.area, target.cell, target.tier);
  return true;
}

/** A box's location as the ledger writes it: its slot keys, comma-joined for a long box. */
export function locationOf(model: YardModel, box: number): string | null {
  const area = model.areas[model.boxArea[box] ?? -1];
  if (!area) return null;
  const cell = model.boxCell[box] ?? 0;
  const height = (model.boxTier[box] ?? 0) + model.startHeight;
  const keys = [`${area.cellNames[cell]}_${height}`];
  if (spanOf(model, box) === 2) keys.push(`${area.cellNames[cell + 1]}_${height}`);
  return keys.join(',');
}

/** The box standing in a slot (its index), or undefined when the slot is empty. */
export function boxAt(area: AreaModel, slot: GridSlot): number | undefined {
  const value =
    area.slots[(slot.row * area.shape.columns + slot.column) * area.shape.tiers + slot.tier];
  return value ? value - 1 : undefined;
}

/**
 * Where a box of `size` feet would stand if put in this slot: one slot key for a 20 ft box, both
 * halves of the 40 ft slot (whichever half was chosen) for a longer one. Undefined when there is
 * no cell there.
 */
export function locationAt(area: AreaModel, slot: GridSlot, size: number, startHeight: number) {
  const cell = slot.row * area.shape.columns + slot.column;
  const name = area.cellNames[cell];
  if (!name) return undefined;
  const height = slot.tier + startHeight;
  if (size <= 20) return `${name}_${height}`;
  // Either half of a 40 ft slot means the pair; an unmerged cell is sent with its neighbour, and
  // the ledger says why a long box cannot stand there.
  const leftColumn = area.pairs[cell] === CELL.right ? slot.column - 1 : slot.column;
  const left = slot.row * area.shape.columns + leftColumn;
  const names = [area.cellNames[left], area.cellNames[left + 1]];
  if (leftColumn + 1 >= area.shape.columns || names.some((n) => !n)) return `${name}_${height}`;
  return names.map((n) => `${n}_${height}`).join(',');
}
