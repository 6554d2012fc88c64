import { PLAN_MESSAGES, type Plan, type PlanValues } from '@yardline/domain/planning/planning-api';
import { slotFits } from '@yardline/domain/planning/slot-fit';
import { SLOT_HOLD_MESSAGES } from '@yardline/domain/yard/slot-holds';
import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { conflict, HttpError, notFound } from '../../platform/http/http-error.ts';
import { yardConflict } from '../ledger/index.ts';
import { taskHolding } from './held-slots.ts';
import type { PlanningService } from './planning.service.ts';
import { locationSlot, storedBox } from './planning-yard.mapper.ts';
import { plansRepository as plans } from './plans.repository.ts';

/**
 * Saved plans (doc 3 §4 "Planning"): save marks the containers with slots as planned and stores
 * the plan; delete clears them. Every slot is checked against the yard as it stands, with the
 * slots of other plans held, by the same hard rules the engine's suggestions obey.
 */
export function createPlansService(deps: { db: Db; planning: PlanningService; events: EventBus }) {
  async function plan(id: number): Promise<Plan> {
    const [found] = await plans.plans(deps.db, id);
    if (!found) throw notFound(PLAN_MESSAGES.notFound(id));
    return found;
  }

  return {
    list: () => plans.plans(deps.db),
    queued: (search: string | undefined) => plans.queued(deps.db, search),

    async save(input: PlanValues, userId: number): Promise<Plan> {
      const ids = input.plannedContainers.map((c) => c.containerId);
      const locations = input.plannedContainers.map((c) => c.slotFullName);
      if (new Set(ids).size !== ids.length || new Set(locations).size !== locations.length) {
        throw new HttpError(400, PLAN_MESSAGES.twice);
      }
      try {
        const id = await deps.db.transaction(async (tx) => {
          let before: Plan | undefined;
          if (input.id !== undefined) {
            if (!(await plans.lock(tx, input.id))) throw notFound(PLAN_MESSAGES.notFound(input.id));
            [before] = await plans.plans(tx, input.id);
          }
          if (await plans.named(tx, input.name, input.id))
            throw conflict(PLAN_MESSAGES.nameTaken(input.name));
          const [elsewhere] = await plans.plannedElsewhere(tx, ids, input.id);
          if (elsewhere)
            throw conflict(PLAN_MESSAGES.plannedElsewhere(elsewhere.number, elsewhere.plan));
          const rows = new Map(
            (await deps.planning.queuedBoxes(tx, ids)).map((row) => [row.id, row]),
          );
          const own = new Set([
            ...ids,
            ...(before?.plannedContainers.map((c) => c.containerId) ?? []),
          ]);
          const { yard, model, now, standIns } = await deps.planning.liveYard(tx, own);
          const cellId = new Map(yard.cells.map((cell) => [cell.fullName, cell.id]));
          const ordered = [...input.plannedContainers].sort(
            (a, b) => a.planningOrder - b.planningOrder,
          );
          for (const planned of ordered) {
            const row = rows.get(planned.containerId);
            if (!row) throw new HttpError(400, PLAN_MESSAGES.notQueued(planned.containerId));
            const box = storedBox(row, model, now);
            const slot = locationSlot(planned.slotFullName, cellId);
            const task = taskHolding(standIns, planned.slotFullName.split(','));
            if (task) {
              throw conflict(
                SLOT_HOLD_MESSAGES.held(planned.slotFullName, {
                  kind: 'task',
                  taskId: task.taskId,
                  containerNumber: task.containerNumber,
                }),
              );
            }
            if (!slot || !slotFits(yard, box, slot)) {
              throw conflict(PLAN_MESSAGES.slotRefused(row.number, planned.slotFullName));
            }
            yard.place(box, slot, true);
          }
          const planId = input.id ?? (await plans.insert(tx, input.name, userId));
          if (input.id !== undefined) await plans.rename(tx, planId, input.name, userId);
          await plans.setSlots(
            tx,
            planId,
            ordered.map((c) => ({
              containerId: c.containerId,
              location: c.slotFullName,
              planningOrder: c.planningOrder,
              reason: c.slotReason ?? null,
            })),
          );
          const [after] = await plans.plans(tx, planId);
          await writeAudit(tx, {
            userId,
            action: before ? 'update' : 'create',
            entity: 'plan',
            entityId: String(planId),
            before,
            after,
          });
          await deps.events.publish(tx, {
            type: 'plan.changed',
            data: { planId, name: input.name, action: before ? 'updated' : 'created' },
          });
          return planId;
        });
        return await plan(id);
      } catch (error) {
        if (uniqueViolation(error, 'plans_name_key'))
          throw conflict(PLAN_MESSAGES.nameTaken(input.name));
        if (
          uniqueViolation(error, 'plan_containers_location_key') ||
          uniqueViolation(error, 'plan_containers_pkey')
        ) {
          throw conflict(
            'Another plan took one of these containers or slots meanwhile. Reload and try again.',
          );
        }
        // A slot a task held or a box took meanwhile: the database's holds refuse it (0042).
        throw yardConflict(error) ?? error;
      }
    },

    async remove(id: number, userId: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        if (!(await plans.lock(tx, id))) throw notFound(PLAN_MESSAGES.notFound(id));
        const [before] = await plans.plans(tx, id);
        await plans.remove(tx, id);
        await writeAudit(tx, {
          userId,
          action: 'delete',
          entity: 'plan',
          entityId: String(id),
          before,
        });
        if (before) {
          await deps.events.publish(tx, {
            type: 'plan.changed',
            data: { planId: id, name: before.name, action: 'deleted' },
          });
        }
      });
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
