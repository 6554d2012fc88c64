import type { ColourRule, RuleFilter } from '../configuration/colour-rule.ts';
import { slotsNeeded } from '../containers/size-type.ts';
import { formatLocation, slotKeyAt } from '../yard/slot-key.ts';
import { footprints, type StackCell } from '../yard/stacking.ts';
import { type DepartureEstimate, logRemaining } from './departure.ts';
import { exchangeGroup } from './exchange.ts';

/**
 * The yard as the planning engine sees it: every ground cell with what it may hold, and the
 * stacks on it bottom-up. The engine reads it for a suggestion and, for a batch (auto-assign, a
 * simulation), places and removes boxes in it as it goes.
 */

/** The colour rule a cell belongs to, as far as the engine needs it. */
export type CellRule = Pick<ColourRule, 'name' | RuleFilter | 'hazardous'>;

export interface PlanningCell extends StackCell {
  /** Travel cost from the gate, 0 (nearest) to 1 (farthest). */
  distance: number;
  /** A reefer plug: only reefers stand here. */
  reefer: boolean;
  /** Part of a hazardous-cargo area: only hazardous boxes stand here. */
  hazardous: boolean;
  rule: CellRule | null;
}

/** A box to place, or one standing, with what the rules and the score read. */
export interface PlanningBox {
  /** The container number (any key unique in the yard). */
  id: string;
  sizeFeet: number;
  /** Container type (GP, HC, RF, …) as the colour rules name it. */
  type: string;
  process: string | null;
  /** Import, Export, Empty, … */
  category: string;
  liner: string | null;
  customer: string | null;
  cargoType: string | null;
  hazardous: boolean;
  reefer: boolean;
  /** The vessel an export box is booked on. */
  vessel: string | null;
  departure: DepartureEstimate;
}

/** Where a box stands: its cells (left to right) and its height. */
export interface PlanningSlot {
  cellIds: readonly number[];
  height: number;
}

export interface YardSnapshot {
  cells: readonly PlanningCell[];
  standing: readonly (PlanningSlot & { box: PlanningBox; planned?: boolean })[];
  startHeight: number;
}

interface Placed {
  cells: number[];
  height: number;
}

export class PlanningYard {
  readonly cells: readonly PlanningCell[];
  readonly startHeight: number;
  /** Per cell (by index), its boxes bottom-up. */
  readonly stacks: PlanningBox[][];
  /** Per cell, how many boxes stand (or are planned) on it: the length of its stack. */
  readonly levels: Uint8Array;
  /** Per cell, whether its top box is only planned (nothing may be planned on it). */
  readonly plannedTop: Uint8Array;
  /** The cell indices a box can stand on, for 20 ft boxes and for longer ones. */
  readonly footprints: { 1: readonly number[][]; 2: readonly number[][] };
  /** Whether any cell is a reefer plug. */
  readonly hasPlugs: boolean;
  /** The most tiers of any cell: the stride of the per-slot arrays below. */
  readonly tiers: number;
  /**
   * Per slot (cell index × tiers + level), what the score reads of the box there, kept as
   * numbers so a suggestion over 20,000 cells reads arrays rather than objects: the log of its
   * remaining hours (as of {@link prepare}'s `now`), the square of its spread and its exchange
   * group (an interned number, -1 for none).
   */
  readonly slotLog: Float64Array;
  readonly slotVariance: Float64Array;
  readonly slotGroup: Int32Array;
  private readonly indexOf = new Map<number, number>();
  private readonly placed = new Map<string, Placed>();
  private readonly groupIds = new Map<string, number>();
  private preparedFor = Number.NaN;

  constructor(snapshot: YardSnapshot) {
    this.cells = snapshot.cells;
    this.startHeight = snapshot.startHeight;
    for (const [i, cell] of this.cells.entries()) this.indexOf.set(cell.id, i);
    this.stacks = this.cells.map(() => []);
    this.plannedTop = new Uint8Array(this.cells.length);
    this.levels = new Uint8Array(this.cells.length);
    this.hasPlugs = this.cells.some((cell) => cell.reefer);
    this.tiers = Math.max(1, ...this.cells.map((cell) => cell.maxHeight));
    this.slotLog = new Float64Array(this.cells.length * this.tiers);
    this.slotVariance = new Float64Array(this.cells.length * this.tiers);
    this.slotGroup = new Int32Array(this.cells.length * this.tiers);
    const byRow = new Map<number, PlanningCell[]>();
    for (const cell of this.cells) byRow.set(cell.rowId, [...(byRow.get(cell.rowId) ?? []), cell]);
    const spans = (slots: 1 | 2) =>
      [...byRow.values()].flatMap((row) =>
        footprints(row, slots).map((cells) => cells.map((cell) => this.index(cell.id))),
      );
    this.footprints = { 1: spans(1), 2: spans(2) };
    const standing = [...snapshot.standing].sort((a, b) => a.height - b.height);
    for (const { box, cellIds, height, planned } of standing) {
      this.place(box, { cellIds, height }, planned ?? false);
    }
  }

  has(cellId: number): boolean {
    return this.indexOf.has(cellId);
  }

  /** The index of a cell id in {@link cells}; throws for a cell the yard does not have. */
  index(cellId: number): number {
    const i = this.indexOf.get(cellId);
    if (i === undefined) throw new Error(`No cell ${cellId} in the planning yard.`);
    return i;
  }

  /** The cell indices of each position a box of this size may stand on. */
  spansFor(sizeFeet: number): readonly number[][] {
    return this.footprints[slotsNeeded(sizeFeet)];
  }

  /** Where a box stands, or undefined when it is not in the yard. */
  slotOf(boxId: string): PlanningSlot | undefined {
    const at = this.placed.get(boxId);
    return (
      at && { cellIds: at.cells.map((i) => (this.cells[i] as PlanningCell).id), height: at.height }
    );
  }

  /** The boxes standing above a box, top first (those a retrieval must move away). */
  above(boxId: string): PlanningBox[] {
    const at = this.placed.get(boxId);
    if (!at) return [];
    const level = at.height - this.startHeight;
    const seen = new Set<PlanningBox>();
    for (const i of at.cells)
      for (const box of (this.stacks[i] as PlanningBox[]).slice(level + 1)) seen.add(box);
    return [...seen].reverse();
  }

  /** Puts a box on a slot (physically or, when `planned`, as a reservation). */
  place(box: PlanningBox, slot: PlanningSlot, planned = false): void {
    const cells = slot.cellIds.map((id) => this.index(id));
    const level = slot.height - this.startHeight;
    for (const i of cells) {
      const stack = this.stacks[i] as PlanningBox[];
      stack[level] = box;
      this.levels[i] = stack.length;
      // Only the top box says whether the stack may grow: a box described again below keeps it.
      if (level === stack.length - 1) this.plannedTop[i] = planned ? 1 : 0;
      this.describeSlot(i * this.tiers + level, box);
    }
    this.placed.set(box.id, { cells, height: slot.height });
  }

  /** The interned number of an exchange group, -1 for none. */
  groupId(group: string | null): number {
    if (group === null) return -1;
    let id = this.groupIds.get(group);
    if (id === undefined) {
      id = this.groupIds.size;
      this.groupIds.set(group, id);
    }
    return id;
  }

  /** Makes the per-slot figures current for `now` (a no-op when they already are). */
  prepare(now: number): void {
    if (now === this.preparedFor) return;
    this.preparedFor = now;
    for (const [i, stack] of this.stacks.entries()) {
      for (const [level, box] of stack.entries()) {
        this.slotLog[i * this.tiers + level] = logRemaining(box.departure, now);
      }
    }
  }

  /** Call after changing the departure estimates of boxes already in the yard. */
  departuresChanged(): void {
    this.preparedFor = Number.NaN;
    for (const [i, stack] of this.stacks.entries()) {
      for (const [level, box] of stack.entries()) this.describeSlot(i * this.tiers + level, box);
    }
  }

  private describeSlot(at: number, box: PlanningBox) {
    this.slotVariance[at] = box.departure.spread * box.departure.spread;
    this.slotGroup[at] = this.groupId(exchangeGroup(box));
    if (!Number.isNaN(this.preparedFor))
      this.slotLog[at] = logRemaining(box.departure, this.preparedFor);
  }

  /** Takes a box off the top of its stacks. */
  remove(boxId: string): void {
    const at = this.placed.get(boxId);
    if (!at) return;
    for (const i of at.cells) {
      const stack = this.stacks[i] as PlanningBox[];
      stack.length = Math.min(stack.length, at.height - this.startHeight);
      this.levels[i] = stack.length;
      this.plannedTop[i] = 0;
    }
    this.placed.delete(boxId);
  }

  /** A slot's location as stored and shown (`A_01_02_3`, or two keys for a long box). */
  location(cellIndices: readonly number[], height: number): string {
    return formatLocation(
      cellIndices.map((i) => slotKeyAt((this.cells[i] as PlanningCell).fullName, height)),
    );
  }
}
