import type { ColourRule } from '@yardline/domain/configuration/colour-rule';
import { autoAssign } from '@yardline/domain/planning/auto-assign';
import { fitDwellModel } from '@yardline/domain/planning/dwell-model';
import {
  type ArrivingBox,
  PLAN_MESSAGES,
  type ReshuffleFigures,
  type SlotSuggestions,
  type SuggestedPlan,
} from '@yardline/domain/planning/planning-api';
import {
  type PlanningBox,
  PlanningYard,
  type YardSnapshot,
} from '@yardline/domain/planning/planning-yard';
import { suggestSlots } from '@yardline/domain/planning/suggest';
import { DEFAULT_WEIGHTS, type PlanningWeights } from '@yardline/domain/planning/weights';
import { writeAudit } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { type BoxRow, planningRepository as repository } from './planning.repository.ts';
import { arrivingBox, locationSlot, planningCells, storedBox } from './planning-yard.mapper.ts';

/**
 * The planning engine on the live yard: each call reads the yard (cells, colour rules, standing
 * boxes, the slots stored plans hold), fits the dwell model to the boxes that left, and asks
 * the engine. Nothing here moves a box: plans are stored by the plans service, placements go
 * through the ledger.
 */
export function createPlanningService(deps: {
  db: Db;
  colourRules: (db: Executor) => Promise<ColourRule[]>;
  startHeight: (db: Executor) => Promise<number>;
}) {
  async function weights(db: Executor = deps.db): Promise<PlanningWeights> {
    return (await repository.weights(db)) ?? DEFAULT_WEIGHTS;
  }

  /**
   * The engine's view of the yard, leaving out the plan slots of `exceptContainers`, with the
   * `draft` slots (a plan not yet saved) taken as planned.
   */
  async function liveYard(
    db: Executor,
    exceptContainers: ReadonlySet<number> = new Set(),
    draft: { row: BoxRow; location: string }[] = [],
  ) {
    const now = Date.now();
    // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
    const cellRows = await repository.cells(db);
    const rules = await deps.colourRules(db);
    const standing = await repository.standing(db);
    const planned = await repository.plannedSlots(db);
    const history = await repository.dwellHistory(db);
    const startHeight = await deps.startHeight(db);
    const model = fitDwellModel(history);
    const cells = planningCells(cellRows, rules);
    const cellId = new Map(cells.map((cell) => [cell.fullName, cell.id]));
    const snapshot: YardSnapshot['standing'][number][] = standing.map((row) => ({
      box: storedBox(row, model, now),
      cellIds: row.cellIds ?? [],
      height: row.height ?? startHeight,
    }));
    const stored = planned.filter((row) => !exceptContainers.has(row.containerId));
    for (const row of [...stored, ...draft.map(({ row, location }) => ({ ...row, location }))]) {
      const slot = locationSlot(row.location, cellId);
      // A plan slot whose cells were renamed or removed since holds nothing.
      if (!slot) continue;
      snapshot.push({ box: storedBox(row, model, now), ...slot, planned: true });
    }
    return {
      yard: new PlanningYard({ cells, standing: snapshot, startHeight }),
      model,
      now,
      /** A location's cells and height in this yard, or undefined for one it does not have. */
      slotAt: (location: string) => locationSlot(location, cellId),
    };
  }

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
     * being dispatched), read in `tx` so it sees the transaction's own moves, away from the cells
     * in `avoid`. A box standing in the yard is taken off its stack first: it is the one moving.
     */
    async firstChoice(
      tx: Executor,
      containerId: number,
      avoid: ReadonlySet<number>,
    ): Promise<{ location: string; cellIds: number[] } | undefined> {
      const [row] = await repository.boxes(tx, [containerId], false);
      if (!row) return undefined;
      const { yard, model, now } = await liveYard(tx, new Set([containerId]));
      const box = storedBox(row, model, now);
      yard.remove(box.id);
      const context = { now, weights: await weights(tx), excludeCells: avoid };
      const [best] = suggestSlots(yard, box, context, 1);
      return best && { location: best.location, cellIds: best.cellIds };
    },
    liveYard,
    queuedBoxes,

    async setWeights(next: PlanningWeights, userId: number): Promise<PlanningWeights> {
      return deps.db.transaction(async (tx) => {
        const before = await weights(tx);
        await repository.setWeights(tx, next, userId);
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

    /** The ranked slots for a queued container or a box described at the gate. */
    async suggestions(question: {
      containerId?: number;
      container?: ArrivingBox;
      limit: number;
      plannedContainers: { containerId: number; slotFullName: string }[];
    }): Promise<SlotSuggestions> {
      const rows =
        question.containerId === undefined
          ? []
          : await queuedBoxes(deps.db, [question.containerId]);
      // The screen's plan, but not the asked container's own slot in it: that is being chosen.
      const onScreen = question.plannedContainers.filter(
        (c) => c.containerId !== question.containerId,
      );
      const draftRows = await repository.boxes(
        deps.db,
        onScreen.map((c) => c.containerId),
        true,
      );
      const location = new Map(onScreen.map((c) => [c.containerId, c.slotFullName]));
      const draft = draftRows.map((row) => ({ row, location: location.get(row.id) as string }));
      const except = new Set([...rows, ...draftRows].map((row) => row.id));
      const { yard, model, now } = await liveYard(deps.db, except, draft);
      const box: PlanningBox = rows[0]
        ? storedBox(rows[0], model, now)
        : arrivingBox(question.container as ArrivingBox, model, now);
      const current = await weights();
      return {
        suggestions: suggestSlots(yard, box, { now, weights: current }, question.limit),
        weights: current,
      };
    },

    /** Auto-assign (doc 3 §4): slots for the searched containers, nothing stored. */
    async suggestPlan(containerIds: number[]): Promise<SuggestedPlan> {
      const rows = await queuedBoxes(deps.db, [...new Set(containerIds)]);
      const { yard, model, now } = await liveYard(deps.db, new Set(rows.map((row) => row.id)));
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

export type PlanningService = ReturnType<typeof createPlanningService>;
