import { normaliseContainerNumber } from '@yardline/domain/containers/container-number';
import { DISPATCH_MESSAGES } from '@yardline/domain/gate/dispatch';
import {
  RETAG_MESSAGES,
  type RetagAnswer,
  type RetagValues,
  retagProblem,
} from '@yardline/domain/gate/retag';
import { writeAudit } from '../../db/audit.ts';
import type { Executor } from '../../db/database.ts';
import { conflict, HttpError, notFound } from '../../platform/http/http-error.ts';
import { boxRecords } from '../containers/index.ts';
import { gateRepository as gate } from './gate.repository.ts';
import type { GateDeps, GateUser } from './gate-deps.ts';

/** Retag (doc 2 §2 "retag"): a box in the yard gets a new RFID tag in place of its old one. */
export function createRetagService(deps: Pick<GateDeps, 'events' | 'tags'>) {
  async function retag(
    executor: Executor,
    input: RetagValues,
    user: GateUser,
  ): Promise<RetagAnswer> {
    const problem = retagProblem(input);
    if (problem) throw new HttpError(400, problem, 'RETAG_INCOMPLETE');
    const number = normaliseContainerNumber(input.containerNumber);
    return executor.transaction(async (tx) => {
      const box = await gate.boxInYard(tx, number, true);
      if (!box) throw notFound(DISPATCH_MESSAGES.notInYard(number));
      if (!box.tag) throw new HttpError(400, RETAG_MESSAGES.noTag, 'NO_TAG');
      if (input.oldTag && input.oldTag !== box.tag) {
        throw conflict(`${number} carries tag ${box.tag}, not ${input.oldTag}.`);
      }
      await deps.tags.refuseExpired(tx, [{ tag: input.newTag, confirmed: input.useExpiredTag }]);
      await boxRecords.setTag(tx, box.id, input.newTag);
      await gate.insertTransactions(tx, [
        {
          kind: 'retag',
          containerId: box.id,
          containerNumber: number,
          details: { oldTag: box.tag, newTag: input.newTag },
          userId: user.id,
        },
      ]);
      await writeAudit(tx, {
        userId: user.id,
        action: 'retag',
        entity: 'container',
        entityId: String(box.id),
        before: { tag: box.tag },
        after: { tag: input.newTag },
      });
      await deps.events.publish(tx, {
        type: 'container.edited',
        data: { containerId: box.id, number },
      });
      return {
        responsestatus: 'success' as const,
        containerNumber: number,
        oldTag: box.tag,
        newTag: input.newTag,
      };
    });
  }
  return { retag };
}
