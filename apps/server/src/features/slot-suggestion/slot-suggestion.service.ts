import type { Executor } from '../../db/database.ts';
import type { BoxRow, Hold, PlanningService } from '../planning/index.ts';

/**
 * Where a box should go: the one place the gate (and the dispatch's shifts) ask. The planning
 * engine's first suggestion (packages/domain/src/planning): the hard rules (stacking, colour
 * rules, reefer plugs, hazardous areas), then the fewest expected reshuffles.
 */
export function createSlotSuggestion(deps: { planning: PlanningService }) {
  return {
    /**
     * A location for the stored box `box` (its id, read in `tx`, or its row when the caller has
     * it), away from the cells in `avoid`, held for it until its move arrives or the caller
     * releases it (the claim failed, the transaction rolled back); undefined when the yard has no
     * room for it.
     */
    suggest: (
      tx: Executor,
      box: number | BoxRow,
      avoid: ReadonlySet<number> = new Set(),
    ): Promise<Hold | undefined> => deps.planning.firstChoice(tx, box, avoid),
  };
}

export type SlotSuggestion = ReturnType<typeof createSlotSuggestion>;
