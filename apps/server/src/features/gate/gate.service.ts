import { normaliseContainerNumber } from '@yardline/domain/containers/container-number';
import { type GateContainerState, notInYard } from '@yardline/domain/gate/container-state';
import {
  DISPATCH_MESSAGES,
  DispatchBody,
  type DispatchValues,
} from '@yardline/domain/gate/dispatch';
import { type GateInValues, isGateInSuccess } from '@yardline/domain/gate/gate-in';
import type { GatePassInfo } from '@yardline/domain/gate/ocr';
import type { RetagValues } from '@yardline/domain/gate/retag';
import {
  SCANNING_EXIT_PROCESS,
  SCANNING_MESSAGES,
  type ScanningDispatchValues,
} from '@yardline/domain/gate/scanning';
import type { VehicleGateInValues } from '@yardline/domain/gate/vehicle-gate-in';
import type { Db, Executor } from '../../db/database.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { runOnce } from '../../platform/idempotency/idempotency.ts';
import { yardConflict } from '../ledger/index.ts';
import { createDispatchService } from './dispatch.service.ts';
import { gateRepository as gate } from './gate.repository.ts';
import type { GateDeps, GateUser } from './gate-deps.ts';
import { createGateInService } from './gate-in.service.ts';
import { createRetagService } from './retag.service.ts';
import { createVehicleGateInService } from './vehicle-gate-in.service.ts';

/**
 * The gate's calls as the routes make them: each its own transaction, resends with an
 * `Idempotency-Key` answered from the first, a yard rule tripped at commit answered as a 409.
 * Other features (batch uploads) call `gateIn`, `dispatch`, `retag` and `vehicleGateIn` with their
 * own transaction.
 */
export function createGateService(deps: GateDeps & { db: Db }) {
  const { gateIn } = createGateInService(deps);
  const { dispatch } = createDispatchService(deps);
  const { retag } = createRetagService(deps);
  const { vehicleGateIn } = createVehicleGateInService(deps);

  /** One call in its own transaction, at most once per key. */
  async function once<T>(
    what: string,
    user: GateUser,
    key: string | undefined,
    body: unknown,
    work: (tx: Executor) => Promise<T>,
    keep?: (answer: T) => boolean,
  ): Promise<T> {
    try {
      // Without a key there is nothing to remember: the call's own transaction is the only one
      // (each call opens one on the executor it is given), saving a savepoint.
      if (key === undefined) return await work(deps.db);
      return await deps.db.transaction((tx) =>
        runOnce(tx, { scope: `user:${user.id}:${what}`, key, body }, () => work(tx), keep),
      );
    } catch (error) {
      throw yardConflict(error) ?? error;
    }
  }

  return {
    gateIn,
    dispatch,
    retag,
    vehicleGateIn,

    gateInOnce: (input: GateInValues, user: GateUser, key?: string) =>
      once(
        'gate-in',
        user,
        key,
        input,
        (tx) => gateIn(tx, input, user),
        (answer) => isGateInSuccess(answer.responsestatus),
      ),

    dispatchOnce: (input: DispatchValues, user: GateUser, key?: string) =>
      once(
        'dispatch',
        user,
        key,
        input,
        (tx) => dispatch(tx, input, user),
        (answer) => answer.dispatched,
      ),

    retagOnce: (input: RetagValues, user: GateUser, key?: string) =>
      once('retag', user, key, input, (tx) => retag(tx, input, user)),

    vehicleGateInOnce: (input: VehicleGateInValues, user: GateUser, key?: string) =>
      once('vehicle-gate-in', user, key, input, (tx) => vehicleGateIn(tx, input, user)),

    /**
     * Dispatch for scanning (doc 2 §7): the box leaves for the scanner without a gate pass
     * (exit process 'Scanning', the reason saying so) through the one dispatch, so boxes on top
     * are shifted in the same change. A box the ERP holds is answered `foundInErp` until the
     * clerk confirms with `forceDispatch`.
     */
    async dispatchForScanning(body: ScanningDispatchValues, user: GateUser, key?: string) {
      const input = DispatchBody.parse({
        containerNumber: body.containerNumber,
        exitProcess: SCANNING_EXIT_PROCESS,
        dispatchTime: Date.now(),
        forceDispatch: body.forceDispatch,
        gate: body.gate,
        trailerNumber: body.trailerNumber,
        gateOutDetails: { forceDispatchReason: SCANNING_MESSAGES.reason },
      });
      const answer = await once(
        'dispatch-scanning',
        user,
        key,
        body,
        (tx) => dispatch(tx, input, user, { needsGatePass: false }),
        (done) => done.dispatched,
      );
      return {
        responsestatus: answer.responsestatus,
        dispatched: answer.dispatched,
        foundInErp: answer.foundInErp,
        moves: answer.moves,
      };
    },

    /** The pass of the box of this number in the yard, or null (the OCR record's litmus). */
    async gatePass(text: string): Promise<GatePassInfo | null> {
      return (await gate.gatePassInfo(deps.db, normaliseContainerNumber(text))) ?? null;
    },

    /**
     * GET gate-pass (doc 1 §7): the pass of the box in the yard, or a 404 telling the clerk
     * whether the number is wrong (no such box in the yard) or the box is not released yet.
     */
    async issuedGatePass(number: string): Promise<GatePassInfo> {
      const pass = await gate.gatePassInfo(deps.db, number);
      if (pass) return pass;
      const inYard = await gate.state(deps.db, number);
      throw notFound((inYard ? DISPATCH_MESSAGES.noGatePass : DISPATCH_MESSAGES.notInYard)(number));
    },

    /** The public /status page's answer (doc 2 §7 "container status"). */
    async itemStatus(igm: string, item: string) {
      return { responseMap: { containerStatusList: await gate.itemStatus(deps.db, igm, item) } };
    },

    async state(text: string): Promise<GateContainerState> {
      const number = normaliseContainerNumber(text);
      const found = await gate.state(deps.db, number);
      return found ? { number, ...found } : notInYard(number);
    },
  };
}

export type GateService = ReturnType<typeof createGateService>;
