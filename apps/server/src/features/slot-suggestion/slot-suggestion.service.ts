import { typeNameOf } from '@yardline/domain/gate/size-type-code';
import { nearestSlot } from '@yardline/domain/yard/nearest-slot';
import type { Executor } from '../../db/database.ts';
import { slotSuggestionRepository as yard } from './slot-suggestion.repository.ts';

/**
 * Where a box should go: the one place the gate (and the dispatch's shifts) ask. For now the
 * nearest free legal slot the colour rules allow (packages/domain/src/yard/nearest-slot.ts); the
 * planning engine takes over behind this same call.
 */
export function createSlotSuggestion(deps: { startHeight: (tx: Executor) => Promise<number> }) {
  return {
    /**
     * A location for the stored box `containerId`, read in `tx` (so it sees the transaction's own
     * placements), away from the cells in `avoid`; undefined when the yard has no room for it.
     */
    async suggest(
      tx: Executor,
      containerId: number,
      avoid: ReadonlySet<number> = new Set(),
    ): Promise<{ location: string; cellIds: number[] } | undefined> {
      const box = await yard.box(tx, containerId);
      if (!box) return undefined;
      const startHeight = await deps.startHeight(tx);
      const type = typeNameOf(box.sizeType);
      const ruleBox = {
        ...box,
        type,
        cargoType: type === 'RF' ? 'Reefer' : null,
        hazardous: false,
      };
      return nearestSlot(await yard.openCells(tx, startHeight), ruleBox, startHeight, avoid);
    },
  };
}

export type SlotSuggestion = ReturnType<typeof createSlotSuggestion>;
