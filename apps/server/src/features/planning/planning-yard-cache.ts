import type { LiveEvent } from '@yardline/domain/events/live-events';
import { planningNow } from '@yardline/domain/planning/departure';
import type { DwellModel } from '@yardline/domain/planning/dwell-model';
import type {
  PlanningBox,
  PlanningSlot,
  PlanningYard,
} from '@yardline/domain/planning/planning-yard';
import type { PlanningWeights } from '@yardline/domain/planning/weights';
import { isOnTop, moveBox, takeOut } from '@yardline/domain/planning/yard-updates';
import { clearStandInsOn, type StandIns, syncStandIns } from './held-slots.ts';
import type { BoxRow, TaskHoldRow } from './planning.repository.ts';
import { storedBox } from './planning-yard.mapper.ts';

/** The planning yard as read from the database, with what keeping it needs. */
export interface LoadedYard {
  yard: PlanningYard;
  model: DwellModel;
  weights: PlanningWeights;
  /** A location's cells and height in this yard, or undefined for one it does not have. */
  slotAt(location: string): PlanningSlot | undefined;
  /** The number of each container the yard holds (standing or planned), by id. */
  numbers: Map<number, string>;
  /** The stand-ins for open tasks' held destinations (held-slots.ts). */
  standIns: StandIns;
  /** How many held destinations had no stand-in (not the next free height): tried after moves. */
  unplacedHolds: number;
}

/** A slot a gate is claiming for a box, held in the kept yard until the box's move arrives. */
export interface Hold {
  location: string;
  cellIds: number[];
  /** Gives the slot back (the claim failed, or the transaction rolled back). */
  release(): void;
  /** The transaction committed: the slot stays held only until the box's move arrives. */
  settle(): void;
}

type Logger = { warn(obj: unknown, msg?: string): void };

/** How long a held slot waits for its box's move before it is given back. */
const HOLD_MS = 30_000;

/**
 * The planning yard kept in memory on this node (README, "The planning engine"): read once when
 * first asked, then kept in step with every committed change this node hears on the event bus
 * (from every node on PostgreSQL), instead of being read again for each question. The database
 * stays the authority: the ledger checks each slot when a box is placed, so a kept yard a moment
 * behind costs a gate its first choice, never a wrong placement.
 *
 * - Moves are applied one by one (`moveBox`); a move the kept yard disagrees with, and changes
 *   the events do not describe (layout, colour rules, weights, plans, a lost stream), make it
 *   stale: the next question waits for one new read, shared by every question meanwhile.
 * - Departure estimates and the dwell model are as of the last read: `refresh` reads the yard
 *   again in the background (hourly, planning/index.ts) while questions use the kept one.
 * - A gate holds the slot it is claiming (`hold`): the kept yard shows it as taken, so gates
 *   asking at once on this node get different slots.
 * - Open tasks' held destinations stand in the yard as stand-ins (held-slots.ts), read again when
 *   the database says the holds changed ('slot.holds-changed').
 */
export function createPlanningYardCache(deps: {
  load: () => Promise<LoadedYard>;
  /** The containers' records by id, for the boxes that arrive or change. */
  records: (ids: number[]) => Promise<BoxRow[]>;
  /** Open tasks' free held destinations, read again when the holds change. */
  taskHolds: () => Promise<TaskHoldRow[]>;
  log: Logger;
}) {
  let kept: LoadedYard | undefined;
  let stale = false;
  let staleMarks = 0;
  /** How many times the yard was read from the database: once, plus once per stale mark or refresh. */
  let reads = 0;
  /** Every read and every change to the kept yard, one after the other. */
  let chain: Promise<unknown> = Promise.resolve();
  let loading: Promise<LoadedYard> | undefined;
  let queue: LiveEvent[] = [];
  /**
   * The slots held for arriving boxes, by container number; `settled` once the gate's
   * transaction ended, when a new read of the yard no longer needs to hold it.
   */
  const holds = new Map<
    string,
    { box: PlanningBox; slot: PlanningSlot; until: number; settled: boolean }
  >();

  function enqueue<T>(step: () => Promise<T>): Promise<T> {
    const run = chain.then(step);
    chain = run.catch((error) => deps.log.warn({ err: error }, 'planning yard not updated'));
    return run;
  }

  function reload(): Promise<LoadedYard> {
    loading ??= enqueue(async () => {
      const marks = staleMarks;
      const fresh = await deps.load();
      reads++;
      // Marked stale while reading: the read may have missed that change.
      if (staleMarks === marks) stale = false;
      // Slots held meanwhile are held in the new yard too, where they are still free.
      for (const [number, { box, slot, settled }] of holds) {
        if (settled || !moveBox(fresh.yard, box, slot, { planned: true })) holds.delete(number);
      }
      kept = fresh;
      return fresh;
    }).finally(() => {
      loading = undefined;
    });
    return loading;
  }

  /** The yard changed in a way the events do not describe: read it again at the next question. */
  function markStale() {
    stale = true;
    staleMarks++;
  }

  /** The kept yard disagrees with a change: it missed one, so it is read again. */
  function disagree(reason: string) {
    deps.log.warn({ reason }, 'planning yard out of step: read again at the next question');
    markStale();
  }

  /** Gives back the slots held longer than a move takes to arrive (a rolled-back outer transaction). */
  function expireHolds(now: number) {
    for (const [number, hold] of holds) if (hold.until < now) unhold(number);
  }

  function unhold(number: string) {
    const hold = holds.get(number);
    holds.delete(number);
    // Still only held there (no move of the box arrived): take it off.
    if (hold && kept && isPlannedTop(kept.yard, hold.slot) && kept.yard.slotOf(number)) {
      takeOut(kept.yard, number);
    }
  }

  /** A move's target held for another box: the move won, so the hold goes (its claim will fail). */
  function clearHoldsOn(slot: PlanningSlot) {
    for (const [number, hold] of holds) {
      if (hold.slot.cellIds.some((id) => slot.cellIds.includes(id))) unhold(number);
    }
  }

  async function apply(events: LiveEvent[]) {
    // A held box that moved has arrived (its gate committed): its move replaces the hold, and
    // the hold knows the box already, so it is not read again (one read less per gate-in).
    const held = new Map<number, PlanningBox>();
    for (const event of events) {
      if (event.type !== 'container.moved') continue;
      for (const move of event.data.moves) {
        const hold = holds.get(move.number);
        if (hold && move.to) held.set(move.containerId, hold.box);
        holds.delete(move.number);
      }
    }
    const yardNow = kept;
    if (!yardNow || stale) return;
    // Open tasks' held destinations are read again when they changed, and after moves while some
    // had no stand-in (a move may have made theirs the next free height).
    const holdsChanged =
      events.some((event) => event.type === 'slot.holds-changed') ||
      (yardNow.unplacedHolds > 0 && events.some((event) => event.type === 'container.moved'));
    const arriving = new Set<number>();
    for (const event of events) {
      if (event.type === 'container.moved') {
        for (const move of event.data.moves) if (move.to) arriving.add(move.containerId);
      } else if (event.type === 'container.edited') arriving.add(event.data.containerId);
    }
    // An edit in the same batch changes the box: read it then.
    for (const id of held.keys()) if (!editedIn(events, id)) arriving.delete(id);
    const rows = arriving.size > 0 ? await deps.records([...arriving]) : [];
    const taskHolds = holdsChanged ? await deps.taskHolds() : undefined;
    // A read started meanwhile reflects these changes already.
    if (kept !== yardNow || stale) return;
    const now = planningNow();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const { yard, model, numbers, slotAt, standIns } = yardNow;
    const boxOf = (id: number) => {
      const row = byId.get(id);
      return row ? storedBox(row, model, now) : held.get(id);
    };
    for (const event of events) {
      switch (event.type) {
        case 'container.moved':
          for (const move of event.data.moves) {
            const to = move.to ? slotAt(move.to) : null;
            const box = move.to ? boxOf(move.containerId) : undefined;
            if (to === undefined || (move.to && !box)) {
              disagree(`unknown slot or box in ${move.number}'s move`);
              return;
            }
            if (to) {
              clearHoldsOn(to);
              clearStandInsOn(yard, standIns, to);
            }
            const previousId = numbers.get(move.containerId) ?? move.number;
            const moved = box ? moveBox(yard, box, to, { previousId }) : takeOut(yard, previousId);
            if (!moved) {
              disagree(`${move.number} ${move.from ?? '-'} → ${move.to ?? '-'}`);
              return;
            }
            if (to) numbers.set(move.containerId, move.number);
            else numbers.delete(move.containerId);
          }
          break;
        case 'container.edited': {
          const previousId = numbers.get(event.data.containerId);
          const box = boxOf(event.data.containerId);
          const at = previousId === undefined ? undefined : yard.slotOf(previousId);
          if (!at || !box) break;
          // A planned box described again stays planned: only plan saves change plans.
          const planned = isOnTop(yard, previousId as string) && isPlannedTop(yard, at);
          if (!moveBox(yard, box, at, { previousId, planned })) {
            disagree(`edit of ${event.data.number}`);
            return;
          }
          numbers.set(event.data.containerId, box.id);
          break;
        }
        case 'container.gated-in':
        case 'container.dispatched':
          // Their moves come as 'container.moved' in the same transaction.
          break;
        case 'container.deleted':
          if (numbers.has(event.data.containerId)) markStale();
          break;
        case 'yard.layout-changed':
        case 'plan.changed':
        case 'planning.changed':
          markStale();
          return;
        case 'metadata.changed':
          // The lowest tier's number names every slot.
          if (event.data.keys.includes('startHeight')) {
            markStale();
            return;
          }
          break;
        case 'reload':
          if (AFFECTS_YARD.has(event.data.of)) markStale();
          break;
        default:
          break;
      }
    }
    if (taskHolds) yardNow.unplacedHolds = syncStandIns(yard, standIns, taskHolds, slotAt);
  }

  return {
    /**
     * The kept yard, read first when there is none or it is stale. `wait: false` (inside a
     * transaction on the embedded database, whose one connection that transaction holds) starts
     * the read and answers undefined instead of waiting for it.
     */
    async current(wait = true): Promise<LoadedYard | undefined> {
      if (kept && !stale) {
        expireHolds(Date.now());
        return kept;
      }
      const read = reload();
      if (!wait) {
        read.catch(() => {});
        return undefined;
      }
      await read;
      expireHolds(Date.now());
      return kept;
    },

    /** Holds `slot` for the arriving `box` (not yet in the yard) until its move arrives or `release`. */
    hold(yard: LoadedYard, box: PlanningBox, slot: PlanningSlot & { location: string }): Hold {
      const number = box.id;
      const held =
        yard === kept && !holds.has(number) && moveBox(yard.yard, box, slot, { planned: true });
      if (held) holds.set(number, { box, slot, until: Date.now() + HOLD_MS, settled: false });
      return {
        location: slot.location,
        cellIds: [...slot.cellIds],
        release: () => {
          if (held && holds.get(number)?.box === box) unhold(number);
        },
        settle: () => {
          const hold = holds.get(number);
          if (held && hold?.box === box) hold.settled = true;
        },
      };
    },

    /**
     * Brings open tasks' holds up to what the database holds now, in turn with the events: a
     * slot a task took a moment ago is not offered, though its 'slot.holds-changed' may still
     * be on its way from the outbox.
     */
    async syncHolds(): Promise<void> {
      await enqueue(async () => {
        const yardNow = kept;
        if (!yardNow || stale) return;
        const rows = await deps.taskHolds();
        if (kept !== yardNow || stale) return;
        yardNow.unplacedHolds = syncStandIns(yardNow.yard, yardNow.standIns, rows, yardNow.slotAt);
      });
    },

    /** Committed events from the bus, applied in order. */
    onEvent(event: LiveEvent) {
      if (!kept && !loading) return;
      if (!RELEVANT.has(event.type)) return;
      queue.push(event);
      if (queue.length > 1) return;
      void enqueue(async () => {
        const batch = queue;
        queue = [];
        await apply(batch);
      });
    },

    /** Reads the yard again in the background (departures, dwell model), if one is kept. */
    async refresh(): Promise<void> {
      if (kept) await reload();
    },

    /** Forgets the kept yard: the next question reads it (a change made past the events). */
    invalidate: markStale,

    /** How many times this node read the yard from the database. */
    reads: () => reads,
  };
}

const editedIn = (events: LiveEvent[], containerId: number): boolean =>
  events.some(
    (event) => event.type === 'container.edited' && event.data.containerId === containerId,
  );

function isPlannedTop(yard: PlanningYard, slot: PlanningSlot): boolean {
  return slot.cellIds.every((id) => yard.plannedTop[yard.index(id)] === 1);
}

const RELEVANT = new Set<LiveEvent['type']>([
  'container.moved',
  'slot.holds-changed',
  'container.edited',
  'container.deleted',
  'yard.layout-changed',
  'plan.changed',
  'planning.changed',
  'metadata.changed',
  'reload',
]);

const AFFECTS_YARD = new Set<string>([...RELEVANT]);

export type PlanningYardCache = ReturnType<typeof createPlanningYardCache>;
