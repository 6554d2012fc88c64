import { normaliseContainerNumber } from '@yardline/domain/containers/container-number';
import type { ContainerMove } from '@yardline/domain/events/live-events';
import {
  DISPATCH_MESSAGES,
  DISPATCH_SUCCESS,
  type DispatchAnswer,
  type DispatchValues,
  dispatchProblem,
  FOUND_IN_ERP,
  GATE_PASS_NOT_FOUND,
} from '@yardline/domain/gate/dispatch';
import { boxesOnTop } from '@yardline/domain/yard/moves';
import { writeAudit } from '../../db/audit.ts';
import type { Executor } from '../../db/database.ts';
import { HttpError, notFound } from '../../platform/http/http-error.ts';
import { boxRecords } from '../containers/index.ts';
import type { LocationChange } from '../ledger/index.ts';
import { gateRepository as gate } from './gate.repository.ts';
import { type GateDeps, type GateUser, gateMover } from './gate-deps.ts';

/** How many times a dispatch plans its shifts before it gives up on a busy yard. */
const SHIFT_ATTEMPTS = 4;

const refused = (responsestatus: string, flags: Partial<DispatchAnswer>): DispatchAnswer => ({
  responsestatus,
  dispatched: false,
  foundInErp: false,
  gatePassFound: false,
  moves: [],
  ...flags,
});

/**
 * Out-gate (doc 2 §2 "dispatch", §8): a box leaves the yard in one transaction. Without a gate
 * pass the answer is 'Gate Pass Not Found' until the clerk forces it with a reason; a box the ERP
 * holds is answered 'Container found In Erp' until confirmed. Boxes standing on it are shifted
 * to free slots by the ledger in the same change, recorded as shifting moves.
 */
export function createDispatchService(deps: GateDeps) {
  /**
   * `needsGatePass: false` is the dispatch for scanning: the box leaves for the scanner, not the
   * road, so no gate pass is asked for (its reason says why); an ERP hold still asks first.
   */
  async function dispatch(
    executor: Executor,
    input: DispatchValues,
    user: GateUser,
    { needsGatePass = true } = {},
  ): Promise<DispatchAnswer> {
    const problem = dispatchProblem(input);
    if (problem) throw new HttpError(400, problem, 'DISPATCH_INCOMPLETE');
    const number = normaliseContainerNumber(input.containerNumber);
    return executor.transaction(async (tx) => {
      // Locked: a second dispatch of the box waits, then finds it gone.
      const box = await gate.boxInYard(tx, number, true);
      if (!box) throw notFound(DISPATCH_MESSAGES.notInYard(number));
      const gatePass = await gate.gatePass(tx, number, box.gateInAt);
      const reason = input.gateOutDetails.forceDispatchReason ?? '';
      if (!gatePass && needsGatePass && !input.forceDispatch) {
        return refused(GATE_PASS_NOT_FOUND, {});
      }
      if (!gatePass && !reason) throw new HttpError(400, DISPATCH_MESSAGES.forceReason);
      const foundInErp = await gate.erpHold(tx, number);
      if (foundInErp && !input.forceDispatch) {
        return refused(FOUND_IN_ERP, { foundInErp, gatePassFound: Boolean(gatePass) });
      }

      const moves = await leave(tx, user, box);
      await boxRecords.setDispatched(tx, box.id, new Date(input.dispatchTime ?? Date.now()));
      const details = {
        exitProcess: input.exitProcess ?? null,
        exitTag: input.exitTag ?? null,
        gate: input.gate ?? null,
        gatePass: gatePass ?? input.gateOutDetails.gatePass ?? null,
        forced: input.forceDispatch,
        forceDispatchReason: gatePass ? null : reason,
        foundInErp,
        from: box.location,
      };
      await gate.insertTransactions(tx, [
        {
          kind: 'dispatch',
          containerId: box.id,
          containerNumber: number,
          trailerNumber: input.trailerNumber ?? null,
          trailerTag: input.exitTrailerTag ?? null,
          details,
          userId: user.id,
        },
      ]);
      await writeAudit(tx, {
        userId: user.id,
        action: 'dispatch',
        entity: 'container',
        entityId: String(box.id),
        before: { location: box.location },
        after: details,
      });
      await deps.events.publish(tx, {
        type: 'container.dispatched',
        data: { containerId: box.id, number },
      });
      return {
        responsestatus: DISPATCH_SUCCESS,
        dispatched: true,
        foundInErp,
        gatePassFound: Boolean(gatePass),
        moves,
      };
    });
  }

  /**
   * Takes the box out of the yard through the ledger, the boxes standing on it shifted in the same
   * change. A shift's slot taken meanwhile by another gate (the kept planning yard a moment
   * behind) makes the ledger refuse before it writes: the shifts are planned again away from the
   * slots tried, a few times.
   */
  async function leave(
    tx: Executor,
    user: GateUser,
    box: { id: number; location: string | null },
  ): Promise<ContainerMove[]> {
    const tried = new Set<number>();
    for (let attempt = 1; ; attempt++) {
      const shifts = await shiftsOff(tx, box.id, tried);
      try {
        return await deps.ledger.apply(tx, gateMover(user), [
          ...shifts.map(({ change }) => change),
          { containerId: box.id, to: null, expectedFrom: box.location },
        ]);
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status !== 409 || shifts.length === 0 || attempt >= SHIFT_ATTEMPTS) throw error;
        for (const { cellIds } of shifts) for (const id of cellIds) tried.add(id);
      }
    }
  }

  /**
   * Where each box standing on `containerId` goes, top first, each to a free slot away from the
   * leaving box's column, from the slots the others take and from the cells in `avoid`.
   */
  async function shiftsOff(
    tx: Executor,
    containerId: number,
    avoid: ReadonlySet<number>,
  ): Promise<{ change: LocationChange; cellIds: readonly number[] }[]> {
    const cellIds = await gate.cellsOf(tx, containerId);
    if (cellIds.length === 0) return [];
    const standing = await deps.ledger.standingOn(tx, cellIds);
    const away = new Set([...avoid, ...standing.flatMap((box) => box.cellIds)]);
    const shifts = await deps.slots.shifts(tx, boxesOnTop(standing, containerId), away);
    return shifts.map(({ box, slot }) => ({
      change: { containerId: box.containerId, to: slot.location },
      cellIds: slot.cellIds,
    }));
  }

  return { dispatch };
}

export type DispatchService = ReturnType<typeof createDispatchService>;
