import type { ContainerMove } from '@yardline/domain/events/live-events';
import type { Executor } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { MetadataService } from '../../platform/metadata/index.ts';
import type { ContainerTagsService } from '../container-tags/index.ts';
import type { LedgerService, Mover, WrittenWithMoves } from '../ledger/index.ts';
import type { BoxRow, Hold } from '../planning/index.ts';
import type { SlotSuggestion } from '../slot-suggestion/index.ts';
import type { TasksService } from '../tasks/index.ts';

/**
 * What the gate's services need: the ledger to place and remove boxes, where to put them, events,
 * the tasks a gate call makes (a gate-in's machines, a trailer's tasks), the terminal's settings
 * (whether a gate-in makes the standard task) and the tags' end of life.
 */
export interface GateDeps {
  ledger: Pick<LedgerService, 'place' | 'placeIfFree' | 'apply' | 'standingOn'>;
  slots: SlotSuggestion;
  events: Pick<EventBus, 'publish' | 'madeEvent'>;
  tasks: Pick<TasksService, 'chooseMachines' | 'createIn'>;
  metadata: Pick<MetadataService, 'get'>;
  tags: Pick<ContainerTagsService, 'refuseExpired'>;
}

/** Who works the gate: the session's user (a batch upload passes its uploader). */
export interface GateUser {
  id: number | null;
  username: string | null;
}

export const gateMover = (user: GateUser, source = 'gate'): Mover => ({
  userId: user.id,
  username: user.username,
  source,
});

/**
 * A box of this transaction, placed on the slot the clerk `chosen` (refused by the ledger's rules
 * like any move), else on the slot the suggestion picks. A suggested slot whose column another
 * gate's transaction holds, or that was taken meanwhile, is given back and left for the next
 * best. The slot taken stays held for the box: the caller adds its hold to `held` and releases
 * them all if the transaction rolls back. `along`: what the caller writes with the box's move,
 * given where the box goes (WrittenWithMoves). Answers where the box stands.
 */
export async function placeBox(
  deps: GateDeps,
  tx: Executor,
  mover: Mover,
  /** `stored`: the box as the planning engine reads it, when the caller has just stored it. */
  box: { id: number; number: string; chosen?: string | undefined; stored?: BoxRow },
  held: Hold[],
  along?: (location: string) => WrittenWithMoves | Promise<WrittenWithMoves>,
): Promise<string> {
  // Where the ledger put the box, as it names the slot.
  const placedAt = (moves: ContainerMove[], asked: string) =>
    moves.find((move) => move.containerId === box.id)?.to ?? asked;
  const withMove = (asked: string) =>
    along && ((moves: ContainerMove[]) => along(placedAt(moves, asked)));
  if (box.chosen) {
    return placedAt(
      await deps.ledger.place(tx, mover, box.id, box.chosen, withMove(box.chosen)),
      box.chosen,
    );
  }
  // The first few columns another gate holds are skipped; after that the gate waits for the
  // column (the other gate's box is then committed, and a slot it filled is asked again), so gates
  // on several app nodes, each not yet told of the others' holds, all get through.
  const SKIPPING = 4;
  const ATTEMPTS = 12;
  const avoided = new Set<number>();
  for (let attempt = 1; ; attempt++) {
    const slot = await deps.slots.suggest(tx, box.stored ?? box.id, avoided);
    if (!slot) {
      throw new HttpError(
        409,
        `There is no free slot in the yard that the colour rules allow for ${box.number}.`,
        'NO_FREE_SLOT',
      );
    }
    held.push(slot);
    try {
      const along = withMove(slot.location);
      const moves =
        attempt > SKIPPING
          ? await deps.ledger.place(tx, mover, box.id, slot.location, along)
          : await deps.ledger.placeIfFree(tx, mover, box.id, slot.location, along);
      if (moves) return placedAt(moves, slot.location);
    } catch (error) {
      // Another gate took the slot between the suggestion and the ledger's lock: ask again.
      const status = (error as { statusCode?: number }).statusCode;
      if (status !== 409 || attempt >= ATTEMPTS) throw error;
    }
    held.pop();
    slot.release();
    for (const cellId of slot.cellIds) avoided.add(cellId);
  }
}
