import {
  YARD_LOCATION_MESSAGES,
  type YardLocation,
  type YardLocationInput,
} from '@yardline/domain/yard/yard-location';
import { writeAudit } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/database.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { conflict, notFound } from '../../platform/http/http-error.ts';
import { yardLocationsRepository as repo } from './yard-locations.repository.ts';

/** Yard zones and task destinations (doc 3 §3): the shape is checked by the input schema. */
export function createYardLocationsService(deps: { db: Db }) {
  async function locked(tx: Executor, id: number): Promise<YardLocation> {
    const location = await repo.lock(tx, id);
    if (!location) throw notFound(YARD_LOCATION_MESSAGES.notFound(id));
    return location;
  }

  async function nameFree<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error, 'yard_locations_name_key'))
        throw conflict(YARD_LOCATION_MESSAGES.nameTaken(name));
      throw error;
    }
  }

  const audit = (
    tx: Executor,
    userId: number,
    action: string,
    id: number,
    before?: YardLocation,
    after?: YardLocation,
  ) =>
    writeAudit(tx, {
      userId,
      action,
      entity: 'yard_location',
      entityId: String(id),
      before,
      after,
    });

  return {
    list: () => repo.all(deps.db),

    create: (userId: number, input: YardLocationInput) =>
      nameFree(input.name, () =>
        deps.db.transaction(async (tx) => {
          const after = await repo.insert(tx, input);
          await audit(tx, userId, 'create', after.id, undefined, after);
          return after;
        }),
      ),

    update: (userId: number, id: number, input: YardLocationInput) =>
      nameFree(input.name, () =>
        deps.db.transaction(async (tx) => {
          const before = await locked(tx, id);
          const after = await repo.update(tx, id, input);
          await audit(tx, userId, 'update', id, before, after);
          return after;
        }),
      ),

    async remove(userId: number, id: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const before = await locked(tx, id);
        await repo.delete(tx, id);
        await audit(tx, userId, 'delete', id, before);
      });
    },
  };
}

export type YardLocationsService = ReturnType<typeof createYardLocationsService>;
