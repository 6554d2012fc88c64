import { forcedAllowance } from '@yardline/domain/cha/allowance';
import {
  type AllowedDelivery,
  CHA_PROBLEMS,
  type Cha,
  type ChaAllocation,
  type ChaAllocationValues,
  type ChaContact,
} from '@yardline/domain/cha/cha.schema';
import { writeAudit } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/database.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { conflict, HttpError, notFound } from '../../platform/http/http-error.ts';
import type { SessionUser } from '../../platform/session/session.service.ts';
import { chaRepository as repo } from './cha.repository.ts';

type Actor = Pick<SessionUser, 'id'>;

const SEARCH_LIMIT = 20;

/** Clearing agents and what each may bring through the gate (doc 1 "CHA vehicles"). */
export function createChaService(deps: { db: Db; events: Pick<EventBus, 'publish'> }) {
  async function agentOr404(db: Executor, id: number, lock = false): Promise<Cha> {
    const agent = await repo.agent(db, id, lock);
    if (!agent) throw notFound(CHA_PROBLEMS.agentNotFound(id));
    return agent;
  }

  async function allocationOf(db: Executor, chaId: number): Promise<ChaAllocation | null> {
    const row = await repo.allocation(db, chaId);
    if (!row) return null;
    const deliveries = await repo.deliveries(db, row.id);
    return {
      id: row.id,
      agent: { id: row.chaId },
      createDate: row.createdAt.toISOString(),
      equipments: row.equipments,
      allowedDeliveries: Object.fromEntries(
        deliveries.map(({ activityId, activityName, activityGroup, ...counts }) => [
          activityName,
          { deliveryType: { activityId, activityName, activityGroup }, ...counts },
        ]),
      ) as Record<string, AllowedDelivery>,
    };
  }

  /** Checks the keys name vehicle delivery types and the tags are no other agent's. */
  async function checkedRows(tx: Executor, chaId: number, input: ChaAllocationValues) {
    const types = new Map((await repo.deliveryTypes(tx)).map((t) => [t.activityId, t]));
    const rows = Object.entries(input.allowedDeliveries).map(([key, allowance]) => {
      const type = types.get(allowance.deliveryType.activityId);
      if (!type) throw new HttpError(400, CHA_PROBLEMS.notDeliveryType(key), 'NOT_DELIVERY_TYPE');
      if (type.activityName.toLowerCase() !== key.toLowerCase()) {
        throw new HttpError(400, CHA_PROBLEMS.keyMismatch(key), 'DELIVERY_TYPE_MISMATCH');
      }
      const { allowedCount, allowed20, allowed40 } = forcedAllowance(allowance);
      return { activityId: type.activityId, allowedCount, allowed20, allowed40 };
    });
    const equipments = [...new Set(input.equipments)];
    const [taken] = await repo.tagOwners(tx, equipments, chaId);
    if (taken) throw conflict(CHA_PROBLEMS.tagTaken(taken.tag, taken.name));
    return { rows, equipments };
  }

  /** Creates (no `id`) or updates the agent's allocation, in one transaction. */
  async function save(
    actor: Actor,
    chaId: number,
    id: number | undefined,
    input: ChaAllocationValues,
  ) {
    try {
      const allocation = await deps.db.transaction(async (tx) => {
        await agentOr404(tx, chaId, true);
        const before = await allocationOf(tx, chaId);
        if (id === undefined && before) throw conflict(CHA_PROBLEMS.allocationExists);
        if (id !== undefined && before?.id !== id) {
          throw notFound(CHA_PROBLEMS.allocationNotFound(id));
        }
        const { rows, equipments } = await checkedRows(tx, chaId, input);
        let allocationId = before?.id;
        if (allocationId === undefined) {
          allocationId = await repo.insertAllocation(tx, chaId, equipments);
        } else {
          await repo.setEquipments(tx, allocationId, equipments);
        }
        await repo.replaceDeliveries(tx, allocationId, rows);
        const after = await allocationOf(tx, chaId);
        await writeAudit(tx, {
          userId: actor.id,
          action: before ? 'update' : 'create',
          entity: 'cha-allocation',
          entityId: String(allocationId),
          before,
          after,
        });
        await deps.events.publish(tx, {
          type: 'cha.allocation-changed',
          data: { chaId, cause: 'saved' },
        });
        return after as ChaAllocation;
      });
      return { responsestatus: 'success' as const, allocation };
    } catch (error) {
      // Two first saves at once: the second finds the first's allocation.
      if (uniqueViolation(error, 'cha_allocations_cha_key')) {
        throw conflict(CHA_PROBLEMS.allocationExists);
      }
      throw error;
    }
  }

  return {
    search: (text: string): Promise<Cha[]> => repo.search(deps.db, text, SEARCH_LIMIT),
    agent: (id: number) => agentOr404(deps.db, id),
    deliveryTypes: () => repo.deliveryTypes(deps.db),
    equipments: () => repo.equipments(deps.db),
    async allocation(chaId: number) {
      await agentOr404(deps.db, chaId);
      return allocationOf(deps.db, chaId);
    },
    create: (actor: Actor, chaId: number, input: ChaAllocationValues) =>
      save(actor, chaId, undefined, input),
    update: (actor: Actor, chaId: number, id: number, input: ChaAllocationValues) =>
      save(actor, chaId, id, input),
    setContacts: (actor: Actor, id: number, contacts: ChaContact[]): Promise<Cha> =>
      deps.db.transaction(async (tx) => {
        const before = await agentOr404(tx, id, true);
        await repo.setContacts(tx, id, contacts);
        const after = { ...before, contacts };
        await writeAudit(tx, {
          userId: actor.id,
          action: 'update',
          entity: 'cha-contacts',
          entityId: String(id),
          before: before.contacts,
          after: contacts,
        });
        return after;
      }),
  };
}

export type ChaService = ReturnType<typeof createChaService>;
