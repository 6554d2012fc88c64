import type { Plan, QueuedContainer } from '@yardline/domain/planning/planning-api';
import type { SlotHold } from '@yardline/domain/yard/slot-holds';
import {
  formatLocation,
  parseLocation,
  slotKeyAt,
  splitSlotKey,
} from '@yardline/domain/yard/slot-key';
import type { GridSlot } from '../../components/yard-grid/slot-grid.ts';
import { type AreaModel, CELL, type YardModel } from '../../components/yard-grid/yard-model.ts';

/**
 * The planning screen's rules for slots (doc 3 §4 "Slot colouring", "Planning"), pure so they are
 * tested without a browser: which slots are planned or held and by whom, which free slot a container may
 * be given (every lower height of the cell occupied, nothing planned in the cell, a 40 ft box over
 * a merged pair with the next cell free too), and which container a click gives a slot to.
 */

/**
 * A slot held by a plan (the stored plans' and the one being made on screen) or by an open task
 * taking a box there (docs/architecture/slot-holds.md).
 */
export interface SlotPlan {
  containerId: number;
  containerNumber: string;
  /** The stored plan holding it; null for the plan on screen and for a task's slot. */
  planName: string | null;
  /** The open task whose destination it is: held, not planned. */
  taskId?: number;
  order: number;
  reason: string | null;
  /** Its location as stored: one slot key, two comma-joined for a long box. */
  location: string;
}

/** A slot given on screen to a container of the plan being made. */
export interface DraftSlot {
  location: string;
  order: number;
  reason: string | null;
  /** How well the engine rated the slot, when auto-assign chose it. */
  matchPercent?: number;
}

export type DraftSlots = ReadonlyMap<number, DraftSlot>;

/** Per area (by index), per slot (`cell × tiers + tier`): what is planned there. */
export type PlannedSlots = Map<number, SlotPlan>[];

/** The area, cell and tier of a slot key, when the model has that cell. */
export function slotPlace(model: YardModel, key: string) {
  const slot = splitSlotKey(key);
  const cell = slot && model.cellByName.get(slot.cell);
  return cell && slot ? { ...cell, tier: slot.height - model.startHeight } : undefined;
}

/**
 * Every planned slot: the stored plans' (leaving out `editing`, whose slots are the draft's now),
 * the draft's, and the free slots open tasks hold (`holds`: their plan slots are the plans').
 */
export function plannedSlots(
  model: YardModel,
  plans: readonly Plan[],
  editing: number | undefined,
  draft: DraftSlots,
  numbers: ReadonlyMap<number, string>,
  holds: readonly SlotHold[] = [],
): PlannedSlots {
  const planned: PlannedSlots = model.areas.map(() => new Map());
  const add = (entry: SlotPlan) => {
    for (const key of parseLocation(entry.location) ?? []) {
      const place = slotPlace(model, key);
      const area = place && model.areas[place.area];
      if (!place || !area || place.tier < 0 || place.tier >= area.shape.tiers) continue;
      planned[place.area]?.set(place.cell * area.shape.tiers + place.tier, entry);
    }
  };
  for (const plan of plans) {
    if (plan.id === editing) continue;
    for (const c of plan.plannedContainers) {
      add({
        containerId: c.containerId,
        containerNumber: c.containerNumber,
        planName: plan.name,
        order: c.planningOrder,
        reason: c.slotReason,
        location: c.slotFullName,
      });
    }
  }
  for (const [containerId, slot] of draft) {
    add({
      containerId,
      containerNumber: numbers.get(containerId) ?? String(containerId),
      planName: null,
      order: slot.order,
      reason: slot.reason,
      location: slot.location,
    });
  }
  for (const { holder, containerId, location } of holds) {
    // A slot its box already stands in (a gate-in's task) is the box's, as the engine sees it.
    if (holder.kind !== 'task' || parseLocation(location)?.some((key) => boxStands(model, key)))
      continue;
    add({
      containerId: containerId ?? 0,
      containerNumber: holder.containerNumber,
      planName: null,
      taskId: holder.taskId,
      order: 0,
      reason: null,
      location,
    });
  }
  return planned;
}

/** Whether a box stands in the slot of this key. */
function boxStands(model: YardModel, key: string): boolean {
  const place = slotPlace(model, key);
  const area = place && model.areas[place.area];
  return Boolean(area && (area.slots[place.cell * area.shape.tiers + place.tier] ?? 0) !== 0);
}

/** The cells (indices) a box of `size` feet covers when put at this column: none if it cannot. */
export function footprint(area: AreaModel, row: number, column: number, size: number): number[] {
  if (row < 0 || row >= area.shape.rows || column < 0 || column >= area.shape.columns) return [];
  const cell = row * area.shape.columns + column;
  const pair = area.pairs[cell];
  if (size <= 20) return pair === CELL.single ? [cell] : [];
  // A long box stands over a merged pair: either half clicked means the pair.
  if (pair === CELL.left && area.pairs[cell + 1] === CELL.right) return [cell, cell + 1];
  if (pair === CELL.right && area.pairs[cell - 1] === CELL.left) return [cell - 1, cell];
  return [];
}

/** Whether anything is planned at any height of a cell. */
function cellPlanned(area: AreaModel, planned: Map<number, SlotPlan> | undefined, cell: number) {
  if (!planned || planned.size === 0) return false;
  for (let tier = 0; tier < area.shape.tiers; tier++) {
    if (planned.has(cell * area.shape.tiers + tier)) return true;
  }
  return false;
}

/** The height a cell's next box would stand at: its first free tier from the ground. */
function cellLevel(area: AreaModel, cell: number): number {
  const { tiers } = area.shape;
  let level = 0;
  while (level < tiers && area.slots[cell * tiers + level] !== 0) level++;
  return level;
}

/**
 * Where a container of `size` feet would be planned if this slot were clicked: its location, or
 * undefined when the slot cannot take it (taken, not on top of the stack, a cell with a planned
 * slot, the wrong kind of cell for the size, or a long box's other cell not free).
 */
export function assignableLocation(
  model: YardModel,
  planned: PlannedSlots,
  areaIndex: number,
  slot: GridSlot,
  size: number,
): string | undefined {
  const area = model.areas[areaIndex];
  if (!area || slot.tier < 0 || slot.tier >= area.shape.tiers) return undefined;
  const cells = footprint(area, slot.row, slot.column, size);
  if (cells.length === 0) return undefined;
  const ok = cells.every(
    (cell) => cellLevel(area, cell) === slot.tier && !cellPlanned(area, planned[areaIndex], cell),
  );
  if (!ok) return undefined;
  const height = slot.tier + model.startHeight;
  return formatLocation(cells.map((cell) => slotKeyAt(area.cellNames[cell] ?? '', height)));
}

/** Every slot (`cell × tiers + tier`) of an area a container of `size` feet could be given. */
export function assignableSlots(
  model: YardModel,
  planned: PlannedSlots,
  areaIndex: number,
  size: number,
): Set<number> {
  const found = new Set<number>();
  const area = model.areas[areaIndex];
  if (!area) return found;
  const { rows, columns, tiers } = area.shape;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const cell = row * columns + column;
      const tier = cellLevel(area, cell);
      if (tier >= tiers) continue;
      if (assignableLocation(model, planned, areaIndex, { row, column, tier }, size)) {
        found.add(cell * tiers + tier);
      }
    }
  }
  return found;
}

/** Doc 3 §4: a container may be given a slot when it has none, here or in another plan. */
export const isUnassigned = (
  container: QueuedContainer,
  draft: DraftSlots,
  editing: number | undefined,
): boolean =>
  !draft.has(container.containerId) && (container.planId === null || container.planId === editing);

/**
 * Doc 3 §4: a clicked slot goes to the selected container if it has no slot yet, otherwise to
 * the first searched container without one.
 */
export function containerToAssign(
  containers: readonly QueuedContainer[],
  draft: DraftSlots,
  editing: number | undefined,
  selectedId: number | undefined,
): QueuedContainer | undefined {
  const selected = containers.find((c) => c.containerId === selectedId);
  if (selected && isUnassigned(selected, draft, editing)) return selected;
  return containers.find((c) => isUnassigned(c, draft, editing));
}

/** The order a newly given slot takes: after every slot of the plan on screen. */
export const nextOrder = (draft: DraftSlots): number =>
  Math.max(0, ...[...draft.values()].map((slot) => slot.order)) + 1;
