import {
  SHIFT_MESSAGES,
  type Shift,
  type ShiftInput,
} from '@yardline/domain/machines/shift.schema';
import { deleteAudited, writeAudits } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { conflict, notFound } from '../../platform/http/http-error.ts';
import type { SessionUser } from '../../platform/session/session.service.ts';
import { shiftsRepository as repo } from './shifts.repository.ts';

type Actor = Pick<SessionUser, 'id'>;

export function createShiftsService(deps: { db: Db }) {
  async function unique<T>(input: ShiftInput, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error, 'machine_shifts_name_key'))
        throw conflict(SHIFT_MESSAGES.nameTaken(input.name));
      throw error;
    }
  }

  return {
    list: (): Promise<Shift[]> => repo.list(deps.db),
    find: (id: number): Promise<Shift | undefined> => repo.find(deps.db, id),

    /** Answers doc 2 §8's 'Shift Added successfully'. */
    save: (actor: Actor, input: ShiftInput) =>
      unique(input, () =>
        deps.db.transaction(async (tx) => {
          const shift = await repo.insert(tx, input);
          await writeAudits(tx, [
            {
              userId: actor.id,
              action: 'create',
              entity: 'shift',
              entityId: String(shift.id),
              after: shift,
            },
          ]);
          return { status: SHIFT_MESSAGES.added, shift };
        }),
      ),

    /** Answers doc 2 §8's 'Shift updated successfully'. */
    update: (actor: Actor, id: number, input: ShiftInput) =>
      unique(input, () =>
        deps.db.transaction(async (tx) => {
          const [before] = await repo.lockMany(tx, [id]);
          if (!before) throw notFound(SHIFT_MESSAGES.notFound(id));
          const shift = await repo.update(tx, id, input);
          await writeAudits(tx, [
            {
              userId: actor.id,
              action: 'update',
              entity: 'shift',
              entityId: String(id),
              before,
              after: shift,
            },
          ]);
          return { status: SHIFT_MESSAGES.updated, shift: shift ?? before };
        }),
      ),

    /** Deletes the shifts named (comma-joined ids); all or none. */
    async remove(actor: Actor, ids: number[]): Promise<{ status: 'success' }> {
      await deps.db.transaction(async (tx) => {
        await deleteAudited(tx, repo, ids, {
          userId: actor.id,
          entity: 'shift',
          missing: (id) => notFound(SHIFT_MESSAGES.notFound(id)),
        });
      });
      return { status: 'success' };
    },
  };
}

export type ShiftsService = ReturnType<typeof createShiftsService>;
