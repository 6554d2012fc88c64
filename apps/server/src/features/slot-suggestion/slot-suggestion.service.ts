import type { Executor } from '../../db/database.ts';
import type { PlanningService } from '../planning/planning.service.ts';

/**
 * Where a box should go: the one place the gate (and the dispatch's shifts) ask. The planning
 * engine's first suggestion (packages/domain/src/planning): the hard rules (stacking, colour
 * rules, reefer plugs, hazardous areas), then the fewest expected reshuffles.
 */
export function createSlotSuggestion(deps: { planning: PlanningService }) {
  return {
    /**
     * A location for the stored box `containerId`, read in `tx` (so it sees the transaction's own
     * placements), away from the cells in `avoid`; undefined when the yard has no room for it.
     */
    suggest: (
      tx: Executor,
      containerId: number,
      avoid: ReadonlySet<number> = new Set(),
    ): Promise<{ location: string; cellIds: number[] } | undefined> =>
      deps.planning.firstChoice(tx, containerId, avoid),
  };
}

export type SlotSuggestion = ReturnType<typeof createSlotSuggestion>;
