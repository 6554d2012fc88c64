import type { ContainerMove } from '@yardline/domain/events/live-events';
import {
  type BoxMove,
  checkMoves,
  type Footprint,
  footprintLocation,
} from '@yardline/domain/yard/moves';
import type { StackCell } from '@yardline/domain/yard/stacking';
import type { SQL } from 'drizzle-orm';
import { type AuditEntry, writeAudits } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/database.ts';
import type { EventBus, NewEvent } from '../../platform/events/event-bus.ts';
import { type BoxRow, ledgerRepository as slots } from './ledger.repository.ts';
import { checkCaller, readLocation } from './ledger-checks.ts';
import { refusalError, yardConflict } from './ledger-errors.ts';
import { createLedgerReads, heldSlot, standingOf } from './ledger-reads.ts';

/** Who moves the boxes, and from where (recorded on each movement). */
export interface Mover {
  userId: number | null;
  username: string | null;
  /** The screen or channel: 'containers', 'inventory', 'gate', 'tasks', 'upload', … */
  source: string;
  /** The machine that made the moves, when known (the task dashboard counts by it). */
  machine?: string | null;
}

/** A box and where it goes: a location (`A_01_01_1`, `C_01_01_1,C_01_02_1`), or null to leave. */
export interface LocationChange {
  containerId: number;
  to: string | null;
  /** Where the caller saw the box: the change is refused when it is no longer there. */
  expectedFrom?: string | null;
  /** The number the caller knows the box by: refused when it is not this box's. */
  number?: string;
  /** Where a box taken off the stack goes (a trailer, a zone), named on its movement. */
  toLabel?: string;
  /** Record the move as shifting (a rehandle the caller ordered) whatever the plan says. */
  shifting?: boolean;
}

/**
 * Rows a caller writes in the statement that writes its moves, saving the round trip of a
 * statement of their own (a gate-in's record of the truck).
 * - `ctes`: more common table expressions of that statement (`name as (…), …`), named apart from
 *   the ledger's (vacated, located, placed, recorded, audited, published). They run with the
 *   moves' and see the tables as the statement found them.
 * - `audits` are written after the moves' audit rows, `events` and then `made`
 *   (EventBus.outboxInsert) sent after the moves' events, each in the same insert as the moves';
 *   `made` may read the CTEs.
 * - `answer`: a select-list expression the statement answers, handed to `answered`.
 * - `name` keeps the prepared text of the moves with these rows apart from the moves' alone.
 */
export interface WrittenWithMoves {
  name: string;
  ctes: SQL;
  audits: AuditEntry[];
  events: NewEvent[];
  made: SQL[];
  answer: SQL;
  answered(value: unknown): void;
}

/**
 * What a caller writes with its moves, given the moves about to be written. It may read first,
 * in the moves' transaction: a gate-in's tasks choose their machines once their slot is known.
 */
export type WriteAlong = (moves: ContainerMove[]) => WrittenWithMoves | Promise<WrittenWithMoves>;

/** Moves to one event, so each stays far below the NOTIFY payload limit. */
const MOVES_PER_EVENT = 40;

export interface LedgerDeps {
  db: Db;
  events: Pick<EventBus, 'outboxInsert'>;
}

/**
 * The slot ledger: the one place that changes where boxes stand. Every change is checked against
 * the domain's stacking rules (and again by the database at commit), and writes its movements,
 * audit rows and a 'container.moved' event in the caller's transaction.
 */
export function createLedgerService(deps: LedgerDeps) {
  /**
   * Applies the changes together inside `tx`; returns the moves made (no-ops dropped). `along`
   * gives what the caller writes in the same statement, given the moves (even none).
   */
  async function apply(
    tx: Executor,
    mover: Mover,
    changes: LocationChange[],
    along?: WriteAlong,
  ): Promise<ContainerMove[]> {
    return (await applyUnlessHeld(tx, mover, changes, false, along)) ?? [];
  }

  /**
   * As apply; with `skipHeld`, answers undefined and changes nothing (`along` unwritten) when
   * another transaction holds the column of a slot a box is going to.
   */
  async function applyUnlessHeld(
    tx: Executor,
    mover: Mover,
    changes: LocationChange[],
    skipHeld: boolean,
    along?: WriteAlong,
  ): Promise<ContainerMove[] | undefined> {
    const ids = changes.map((change) => change.containerId);
    const targets = changes.map((change) => (change.to === null ? null : readLocation(change.to)));
    const names = [...new Set(targets.flatMap((t) => t?.cells ?? []))];
    const locked = await slots.lockForMoves(tx, ids, names, { skipLocked: skipHeld });
    const byName = new Map(locked.cells.map((cell) => [cell.fullName, cell]));
    if (skipHeld && names.some((name) => !byName.has(name))) return undefined;
    const boxes = new Map(locked.boxes.map((box) => [box.id, box]));
    for (const change of changes) checkCaller(change, boxes.get(change.containerId));

    const cells = new Map<number, StackCell>(locked.cells.map((cell) => [cell.id, cell]));
    // A long box's other cell may lie outside the locked columns: its row carries it.
    for (const { cellId, fullName, rowId, position, maxHeight, pair } of locked.standing) {
      if (!cells.has(cellId))
        cells.set(cellId, { id: cellId, fullName, rowId, position, maxHeight, pair });
    }

    const moves: BoxMove[] = changes.map((change, i) => {
      const box = boxes.get(change.containerId) as BoxRow;
      const target = targets[i];
      // Left to right, however the caller listed them.
      const targetCells = target?.cells.map((name) => byName.get(name));
      targetCells?.sort((a, b) => (a?.position ?? 0) - (b?.position ?? 0));
      const to: Footprint | null = target
        ? { cellIds: targetCells?.map((cell) => cell?.id ?? -1) ?? [], height: target.height }
        : null;
      return { containerId: box.id, number: box.number, sizeFeet: box.sizeFeet, to };
    });
    const unknown = moves.findIndex((move) => move.to?.cellIds.includes(-1));
    if (unknown >= 0) {
      throw refusalError([{ reason: 'unknown-slot', location: changes[unknown]?.to ?? '' }]);
    }
    const result = checkMoves({
      cells,
      standing: standingOf(locked.standing),
      moves,
      startHeight: locked.startHeight,
      holds: locked.holds.map(heldSlot),
    });
    if ('refusals' in result) throw refusalError(result.refusals);

    const asked = new Map(changes.map((change) => [change.containerId, change]));
    const made: ContainerMove[] = result.changes.map((change) => ({
      containerId: change.containerId,
      number: change.number,
      from: change.from ? footprintLocation(cells, change.from) : null,
      to: change.to ? footprintLocation(cells, change.to) : null,
      shifting:
        result.shifting.has(change.containerId) || asked.get(change.containerId)?.shifting === true,
    }));
    if (made.length === 0 && !along) return made;
    await write(tx, mover, result.changes, made, asked, await along?.(made));
    return made;
  }

  async function write(
    tx: Executor,
    mover: Mover,
    changes: BoxMove[],
    made: ContainerMove[],
    asked: Map<number, LocationChange>,
    along: WrittenWithMoves | undefined,
  ) {
    const answer = await slots.writeMoves(
      tx,
      {
        locations: made.map((move) => ({ containerId: move.containerId, location: move.to })),
        slots: changes.flatMap((change) =>
          (change.to?.cellIds ?? []).map((cellId) => ({
            containerId: change.containerId,
            cellId,
            height: change.to?.height ?? 0,
          })),
        ),
        movements: made.map((move) => ({
          containerId: move.containerId,
          from: move.from,
          to: move.to ?? asked.get(move.containerId)?.toLabel ?? null,
          shifting: move.shifting,
          userId: mover.userId,
          source: mover.source,
          machine: mover.machine ?? null,
        })),
        audits: [
          ...made.map((move) => ({
            userId: mover.userId,
            action: 'move',
            entity: 'container',
            entityId: String(move.containerId),
            before: { location: move.from },
            after: { location: move.to, shifting: move.shifting, source: mover.source },
          })),
          ...(along?.audits ?? []),
        ],
        published: deps.events.outboxInsert(
          [
            ...Array.from({ length: Math.ceil(made.length / MOVES_PER_EVENT) }, (_, i) => ({
              type: 'container.moved' as const,
              data: { moves: made.slice(i * MOVES_PER_EVENT, (i + 1) * MOVES_PER_EVENT) },
            })),
            ...(along?.events ?? []),
          ],
          along?.made,
        ),
      },
      mover.username,
      along,
    );
    along?.answered(answer);
  }

  return {
    apply,
    /** A box arrives (gate-in): it must not stand anywhere yet. `along`: as for apply. */
    place: (tx: Executor, mover: Mover, containerId: number, to: string, along?: WriteAlong) =>
      apply(tx, mover, [{ containerId, to, expectedFrom: null }], along),
    /** Boxes change slots together (boxes above shifted in the same call). */
    move: (tx: Executor, mover: Mover, changes: LocationChange[]) => apply(tx, mover, changes),
    /** A box leaves the yard (dispatch); `shifts` move the boxes above it out of the way. */
    remove: (tx: Executor, mover: Mover, containerId: number, shifts: LocationChange[] = []) =>
      apply(tx, mover, [...shifts, { containerId, to: null }]),

    /**
     * A box arrives (gate-in) unless another transaction holds its slot's column: then nothing
     * changes and the answer is undefined. The gate asks this for a suggested slot, so gates
     * working at once take different slots instead of queueing for one.
     */
    placeIfFree: (
      tx: Executor,
      mover: Mover,
      containerId: number,
      to: string,
      along?: WriteAlong,
    ) => applyUnlessHeld(tx, mover, [{ containerId, to, expectedFrom: null }], true, along),

    /**
     * Credits a machine with the box's last movement when none is named on it yet: the gate
     * reserves a box's slot at gate-in, and the machine that offloads it there completes the
     * task. Answers whether a movement was credited.
     */
    async creditMachine(tx: Executor, containerId: number, to: string, machine: string) {
      return slots.creditMachine(tx, containerId, to, machine);
    },

    ...createLedgerReads(deps.db),

    /**
     * After cells were renamed (moved to another area), gives the boxes on them locations that
     * name their cells as they are called now, with an audit row each. Nothing moved, so no
     * movement is written; the caller publishes the layout change.
     */
    async relabel(tx: Executor, userId: number | null, cellIds: number[]): Promise<number> {
      if (cellIds.length === 0) return 0;
      const renamed = await slots.renamedLocations(tx, cellIds);
      await slots.renameLocations(tx, renamed);
      await writeAudits(
        tx,
        renamed.map((box) => ({
          userId,
          action: 'relabel',
          entity: 'container',
          entityId: String(box.id),
          before: { location: box.stated },
          after: { location: box.location },
        })),
      );
      return renamed.length;
    },

    /** The update-location call: its own transaction, database refusals answered as 409s. */
    async updateLocations(mover: Mover, changes: LocationChange[]): Promise<ContainerMove[]> {
      try {
        return await deps.db.transaction((tx) => apply(tx, mover, changes));
      } catch (error) {
        throw yardConflict(error) ?? error;
      }
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
