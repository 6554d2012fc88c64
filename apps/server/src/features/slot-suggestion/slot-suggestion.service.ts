import type { Box } from '@yardline/domain/yard/moves';
import type { Executor } from '../../db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { BoxRow, Hold, PlanningService } from '../planning/index.ts';

/** A box standing on another, and the slot chosen to shift it to. */
export interface Shift {
  box: Box;
  slot: Hold;
}

/**
 * Where a box should go: the one place the gate, the dispatch's shifts and a buried task's
 * shifting tasks ask. The planning engine's first suggestion (packages/domain/src/planning): the
 * hard rules (stacking, colour rules, reefer plugs, hazardous areas), then the fewest expected
 * reshuffles.
 */
export function createSlotSuggestion(deps: { planning: PlanningService }) {
  /**
   * A location for the stored box `box` (its id, read in `tx`, or its row when the caller has
   * it), away from the cells in `avoid`, held for it until its move arrives or the caller
   * releases it (the claim failed, the transaction rolled back); undefined when the yard has no
   * room for it.
   */
  const suggest = (
    tx: Executor,
    box: number | BoxRow,
    avoid: ReadonlySet<number> = new Set(),
  ): Promise<Hold | undefined> => deps.planning.firstChoice(tx, box, avoid);

  return {
    suggest,

    /**
     * A slot for each box standing on another (`onTop`, top first), away from the cells in
     * `avoid` (the caller's column: a shift never lands in the stack it leaves) and each in a
     * column of its own, so the shifts cannot collide whatever order they are made in. A 409
     * when the yard has no room for one.
     */
    async shifts(
      tx: Executor,
      onTop: readonly Box[],
      avoid: ReadonlySet<number>,
    ): Promise<Shift[]> {
      const away = new Set(avoid);
      const shifts: Shift[] = [];
      for (const box of onTop) {
        const slot = await suggest(tx, box.containerId, away);
        if (!slot) {
          throw new HttpError(
            409,
            `There is no free slot to shift ${box.number} to.`,
            'NO_FREE_SLOT',
          );
        }
        for (const id of slot.cellIds) away.add(id);
        shifts.push({ box, slot });
      }
      return shifts;
    },
  };
}

export type SlotSuggestion = ReturnType<typeof createSlotSuggestion>;
