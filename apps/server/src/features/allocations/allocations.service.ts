import {
  ALLOCATION_MESSAGES,
  type Allocation,
  type AllocationFields,
  DAY_MS,
} from '@yardline/domain/machines/allocation.schema';
import { writeAudits } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/database.ts';
import { conflict, notFound } from '../../platform/http/http-error.ts';
import type { SessionUser } from '../../platform/session/session.service.ts';
import { allocationsRepository as repo } from './allocations.repository.ts';

type Actor = Pick<SessionUser, 'id'>;

export function createAllocationsService(deps: { db: Db }) {
  return {
    /** Doc 2 §7 "machine allocations for a day (ms)": those touching the 24 hours from `day`. */
    forDay: (day: number): Promise<Allocation[]> =>
      repo.between(deps.db, new Date(day), new Date(day + DAY_MS)),

    /** The allocations under way at `at` (a task's machine is chosen among them), read in `db`. */
    current: (at: Date, db: Executor = deps.db): Promise<Allocation[]> =>
      repo.between(db, at, new Date(at.getTime() + 1)),

    /**
     * Saves new allocations and changes to existing ones (a drag on the Gantt) all or none.
     * Two allocations of one machine may not overlap: checked with the machines' rows locked, so
     * two users saving at once cannot both slip one in.
     */
    save: (actor: Actor, list: AllocationFields[]) =>
      deps.db.transaction(async (tx) => {
        const machineIds = [...new Set(list.map((a) => a.machineId))];
        const locked = await repo.lockMachines(tx, machineIds);
        const unknownMachine = machineIds.find((id) => !locked.some((m) => m.id === id));
        if (unknownMachine !== undefined)
          throw notFound(ALLOCATION_MESSAGES.unknownMachine(unknownMachine));
        const areaIds = [...new Set(list.map((a) => a.areaId))];
        const known = await repo.areasExisting(tx, areaIds);
        const unknownArea = areaIds.find((id) => !known.includes(id));
        if (unknownArea !== undefined) throw notFound(ALLOCATION_MESSAGES.unknownArea(unknownArea));

        const ids: number[] = [];
        const audits = [];
        const touched = new Set(machineIds);
        for (const allocation of list) {
          if (allocation.id === undefined) {
            const id = await repo.insert(tx, allocation);
            ids.push(id);
            audits.push({
              userId: actor.id,
              action: 'create',
              entity: 'allocation',
              entityId: String(id),
              after: allocation,
            });
            continue;
          }
          const before = await repo.lock(tx, allocation.id);
          if (!before) throw notFound(ALLOCATION_MESSAGES.notFound(allocation.id));
          touched.add(before.machineId);
          await repo.update(tx, allocation.id, allocation);
          ids.push(allocation.id);
          audits.push({
            userId: actor.id,
            action: 'update',
            entity: 'allocation',
            entityId: String(allocation.id),
            before,
            after: allocation,
          });
        }
        const clash = await repo.overlapping(tx, [...touched]);
        if (clash !== undefined) {
          const name = locked.find((m) => m.id === clash)?.name ?? String(clash);
          throw conflict(ALLOCATION_MESSAGES.overlap(name));
        }
        await writeAudits(tx, audits);
        return { status: 'success' as const, allocations: await repo.byIds(tx, ids) };
      }),

    async remove(actor: Actor, id: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const before = await repo.lock(tx, id);
        if (!before) throw notFound(ALLOCATION_MESSAGES.notFound(id));
        await repo.delete(tx, id);
        await writeAudits(tx, [
          {
            userId: actor.id,
            action: 'delete',
            entity: 'allocation',
            entityId: String(id),
            before,
          },
        ]);
      });
    },
  };
}

export type AllocationsService = ReturnType<typeof createAllocationsService>;
