import type { ColourRule } from '@yardline/domain/configuration/colour-rule';
import { autoAssign } from '@yardline/domain/planning/auto-assign';
import { planningNow } from '@yardline/domain/planning/departure';
import { fitDwellModel } from '@yardline/domain/planning/dwell-model';
import {
  type ArrivingBox,
  PLAN_MESSAGES,
  type PlanOnScreen,
  type ReshuffleFigures,
  type SlotSuggestions,
  type SuggestedPlan,
  type SuggestPlanValues,
} from '@yardline/domain/planning/planning-api';
import {
  type PlanningBox,
  PlanningYard,
  type YardSnapshot,
} from '@yardline/domain/planning/planning-yard';
import { type SlotSuggestion, suggestSlots } from '@yardline/domain/planning/suggest';
import { DEFAULT_WEIGHTS, type PlanningWeights } from '@yardline/domain/planning/weights';
import { writeAudit } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { HttpError, notFound } from '../../platform/http/http-error.ts';
import { type StandIns, syncStandIns } from './held-slots.ts';
import { type BoxRow, planningRepository as repository } from './planning.repository.ts';
import { arrivingBox, locationSlot, planningCells, storedBox } from './planning-yard.mapper.ts';
import { createPlanningYardCache, type Hold } from './planning-yard-cache.ts';

/** A container as the engine reads it (the gate passes the row of a box it has just stored). */
export type { BoxRow };

/**
 * The planning engine on the live yard. The gate's questions (a gate-in's slot, the gate's
 * suggestions) are answered from the yard kept in memory (`yard`, planning-yard-cache.ts); the
 * planning screen's calls read the yard (cells, colour rules, standing boxes, the slots stored
 * plans hold), fit the dwell model to the boxes that left, and ask the engine. Nothing here
 * moves a box: plans are stored by the plans service, placements go through the ledger.
 */
export function createPlanningService(deps: {
  db: Db;
  colourRules: (db: Executor) => Promise<ColourRule[]>;
  startHeight: (db: Executor) => Promise<number>;
  events: Pick<EventBus, 'publish'>;
  log: { warn(obj: unknown, msg?: string): void };
}) {
  async function weights(db: Executor = deps.db): Promise<PlanningWeights> {
    return (await repository.weights(db)) ?? DEFAULT_WEIGHTS;
  }

  /**
   * The engine's view of the yard, leaving out the plan slots and task destinations of
   * `exceptContainers`, with the `draft` slots (a plan not yet saved) taken as planned and open
   * tasks' destinations taken by stand-ins (held-slots.ts).
   */
  async function liveYard(
    db: Executor,
    exceptContainers: ReadonlySet<number> = new Set(),
    draft: { row: BoxRow; location: string }[] = [],
  ) {
    const now = planningNow();
    // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
    const cellRows = await repository.cells(db);
    const rules = await deps.colourRules(db);
    const standing = await repository.standing(db);
    const planned = await repository.plannedSlots(db);
    const held = await repository.taskHolds(db);
    const history = await repository.dwellHistory(db);
    const startHeight = await deps.startHeight(db);
    const model = fitDwellModel(history);
    const cells = planningCells(cellRows, rules);
    const cellId = new Map(cells.map((cell) => [cell.fullName, cell.id]));
    const numbers = new Map<number, string>();
    const snapshot: YardSnapshot['standing'][number][] = standing.map((row) => {
      numbers.set(row.id, row.number);
      return {
        box: storedBox(row, model, now),
        cellIds: row.cellIds ?? [],
        height: row.height ?? startHeight,
      };
    });
    const stored = planned.filter((row) => !exceptContainers.has(row.containerId));
    for (const row of [...stored, ...draft.map(({ row, location }) => ({ ...row, location }))]) {
      const slot = locationSlot(row.location, cellId);
      // A plan slot whose cells were renamed or removed since holds nothing.
      if (!slot) continue;
      numbers.set(row.id, row.number);
      snapshot.push({ box: storedBox(row, model, now), ...slot, planned: true });
    }
    const engineYard = new PlanningYard({ cells, standing: snapshot, startHeight });
    const slotAt = (location: string) => locationSlot(location, cellId);
    // Open tasks' destinations: those of the boxes being chosen for are theirs to take.
    const standIns: StandIns = new Map();
    const unplacedHolds = syncStandIns(
      engineYard,
      standIns,
      held.filter((hold) => hold.containerId === null || !exceptContainers.has(hold.containerId)),
      slotAt,
    );
    return {
      yard: engineYard,
      model,
      now,
      numbers,
      standIns,
      unplacedHolds,
      /** A location's cells and height in this yard, or undefined for one it does not have. */
      slotAt,
    };
  }

  /**
   * The yard around the plan on a planner's screen, saved or not, for the containers `asked`
   * about: the screen's slots are planned in place of the stored slots of its containers and of
   * the stored plan being edited (so a slot removed on screen is free again), and the asked
   * containers' own slots are left out, as they are being chosen.
   */
  async function yardAroundScreen(asked: readonly number[], screen: PlanOnScreen) {
    const asking = new Set(asked);
    const onScreen = screen.plannedContainers.filter((c) => !asking.has(c.containerId));
    const draftRows = await repository.boxes(
      deps.db,
      onScreen.map((c) => c.containerId),
      true,
    );
    const location = new Map(onScreen.map((c) => [c.containerId, c.slotFullName]));
    const draft = draftRows.map((row) => ({ row, location: location.get(row.id) as string }));
    let edited: number[] = [];
    if (screen.planId !== undefined) {
      const held = await repository.planContainers(deps.db, screen.planId);
      if (!held) throw notFound(PLAN_MESSAGES.notFound(screen.planId));
      edited = held;
    }
    const except = new Set([...asking, ...draftRows.map((row) => row.id), ...edited]);
    return liveYard(deps.db, except, draft);
  }

  const yard = createPlanningYardCache({
    // One snapshot, and on the embedded database one turn of its one connection, not one per query.
    load: () =>
      deps.db.transaction(async (tx) => ({ ...(await liveYard(tx)), weights: await weights(tx) }), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      }),
    records: (ids) => repository.boxes(deps.db, ids, false),
    taskHolds: () => repository.taskHolds(deps.db),
    log: deps.log,
  });

  async function queuedBoxes(db: Executor, ids: number[]): Promise<BoxRow[]> {
    const rows = await repository.boxes(db, ids, true);
    const found = new Set(rows.map((row) => row.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw new HttpError(400, PLAN_MESSAGES.notQueued(missing));
    return rows;
  }

  return {
    weights: () => weights(),

    /** Reshuffles per dispatched box, last 7 and 30 days: how well the yard has been planned. */
    async reshuffles(): Promise<ReshuffleFigures> {
      const figures: ReshuffleFigures = [];
      for (const days of [7, 30]) {
        const { dispatched, shifting } = await repository.reshuffles(deps.db, days);
        const perDispatched =
          dispatched > 0 ? Math.round((shifting / dispatched) * 1000) / 1000 : null;
        figures.push({ days, dispatched, shifting, perDispatched });
      }
      return figures;
    },

    /**
     * The engine's first choice for a stored box (the gate's placement, a box shifted off one
     * being dispatched), away from the cells in `avoid`, from the kept yard; an arriving box's
     * slot is held there (`Hold`) so gates asking at once get different slots. Before the kept
     * yard is read (or while it is read again) the yard is read in `tx`: waiting for the kept one
     * inside a transaction could wait for the connection the transaction holds.
     */
    async firstChoice(
      tx: Executor,
      stored: number | BoxRow,
      avoid: ReadonlySet<number>,
    ): Promise<Hold | undefined> {
      // Its id, read here, or its row when the caller has just stored it (a gate-in).
      const row =
        typeof stored === 'number' ? (await repository.boxes(tx, [stored], false))[0] : stored;
      if (!row) return undefined;
      const containerId = row.id;
      const kept = await yard.current(false);
      if (!kept) {
        const live = await liveYard(tx, new Set([containerId]));
        const box = storedBox(row, live.model, live.now);
        // A box standing in the yard is taken off its stack first: it is the one moving.
        live.yard.remove(box.id);
        const context = { now: live.now, weights: await weights(tx), excludeCells: avoid };
        const [best] = suggestSlots(live.yard, box, context, 1);
        return best && unheld(best);
      }
      const now = planningNow();
      const box = storedBox(row, kept.model, now);
      const context = { now, weights: kept.weights, excludeCells: avoid };
      const [best] = suggestSlots(kept.yard, box, context, 1);
      if (!best) return undefined;
      // A box shifted during a dispatch already stands in the kept yard: `avoid` keeps it apart.
      return kept.yard.slotOf(box.id) ? unheld(best) : yard.hold(kept, box, best);
    },
    liveYard,
    yard,
    queuedBoxes,

    async setWeights(next: PlanningWeights, userId: number): Promise<PlanningWeights> {
      return deps.db.transaction(async (tx) => {
        const before = await weights(tx);
        await repository.setWeights(tx, next, userId);
        await deps.events.publish(tx, { type: 'planning.changed', data: { of: 'weights' } });
        await writeAudit(tx, {
          userId,
          action: 'update',
          entity: 'planning_weights',
          before,
          after: next,
        });
        return next;
      });
    },

    /**
     * The ranked slots for a queued container or a box described at the gate, around the plan on
     * the planner's screen.
     */
    async suggestions(
      question: { containerId?: number; container?: ArrivingBox; limit: number } & PlanOnScreen,
    ): Promise<SlotSuggestions> {
      const rows =
        question.containerId === undefined
          ? []
          : await queuedBoxes(deps.db, [question.containerId]);
      const { yard, model, now } = await yardAroundScreen(
        rows.map((row) => row.id),
        question,
      );
      const box: PlanningBox = rows[0]
        ? storedBox(rows[0], model, now)
        : arrivingBox(question.container as ArrivingBox, model, now);
      const current = await weights();
      return {
        suggestions: suggestSlots(yard, box, { now, weights: current }, question.limit),
        weights: current,
      };
    },

    /**
     * Auto-assign (doc 3 §4): slots for the searched containers, around the plan on the planner's
     * screen (its slots are not given again; those it removed from the stored plan are free).
     * Nothing is stored.
     */
    async suggestPlan({ containerIds, ...screen }: SuggestPlanValues): Promise<SuggestedPlan> {
      const rows = await queuedBoxes(deps.db, [...new Set(containerIds)]);
      const { yard, model, now } = await yardAroundScreen(
        rows.map((row) => row.id),
        screen,
      );
      const byNumber = new Map(rows.map((row) => [row.number, row]));
      const boxes = rows.map((row) => storedBox(row, model, now));
      const { planned, unallotted } = autoAssign(yard, boxes, { now, weights: await weights() });
      const row = (box: PlanningBox) => byNumber.get(box.id) as BoxRow;
      return {
        plannedContainers: planned.map(({ box, order, suggestion }) => ({
          containerId: row(box).id,
          containerNumber: box.id,
          slotFullName: suggestion.location,
          planningOrder: order,
          slotReason: suggestion.reason,
          matchPercent: suggestion.matchPercent,
        })),
        unallotted: unallotted.map((box) => ({
          containerId: row(box).id,
          containerNumber: box.id,
        })),
      };
    },
  };
}

const unheld = (slot: SlotSuggestion): Hold => ({
  location: slot.location,
  cellIds: slot.cellIds,
  release: () => {},
  settle: () => {},
});

export type PlanningService = ReturnType<typeof createPlanningService>;
