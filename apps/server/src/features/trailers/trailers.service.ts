import { isAdmin } from '@yardline/domain/auth/roles';
import { rowsBefore } from '@yardline/domain/common/paging';
import type { StoredFile } from '@yardline/domain/files/export';
import {
  type DispatchTrailerBody,
  TRAILER_MESSAGES,
  type Trailer,
  type TrailerInput,
  type TrailersExportQuery,
  type TrailersPage,
  type TrailersQuery,
} from '@yardline/domain/trailers/trailer.schema';
import type { z } from 'zod';
import { writeAudit } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/database.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { ExportService } from '../../platform/exports/export.service.ts';
import { conflict, notFound } from '../../platform/http/http-error.ts';
import type { SessionUser } from '../../platform/session/session.service.ts';
import { trailersRepository as repo, type TrailerFilter } from './trailers.repository.ts';

type Actor = Pick<SessionUser, 'id' | 'roleKey'>;
type Dispatch = z.output<typeof DispatchTrailerBody>;

const EXPORT_BATCH = 1000;

const EXPORT_COLUMNS = [
  { header: 'Trailer tag', value: (t: Trailer) => t.trailerTagId, width: 14 },
  { header: 'Trailer number', value: (t: Trailer) => t.trailerNumber, width: 16 },
  { header: 'Entry date', value: (t: Trailer) => new Date(t.entryDate), width: 20 },
  {
    header: 'Out date',
    value: (t: Trailer) => (t.outDate ? new Date(t.outDate) : null),
    width: 20,
  },
  { header: 'Container number', value: (t: Trailer) => t.containerNumber, width: 16 },
  { header: 'Trailer type', value: (t: Trailer) => t.trailerType, width: 14 },
  { header: 'Type', value: (t: Trailer) => t.type, width: 12 },
  { header: 'PLA card 1', value: (t: Trailer) => t.plaCard1, width: 12 },
  { header: 'PLA card 2', value: (t: Trailer) => t.plaCard2, width: 12 },
];

export function createTrailersService(deps: { db: Db; exports: Pick<ExportService, 'export'> }) {
  async function locked(tx: Executor, id: number): Promise<Trailer> {
    const trailer = await repo.lock(tx, id);
    if (!trailer) throw notFound(TRAILER_MESSAGES.notFound(String(id)));
    return trailer;
  }

  /** Two trucks cannot be in the yard under one tag: the database's key decides. */
  async function tagFree<T>(tag: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error, 'trailers_tag_in_yard_key'))
        throw conflict(TRAILER_MESSAGES.tagInYard(tag));
      throw error;
    }
  }

  const stored = async (tx: Executor, id: number) => {
    const trailer = await repo.find(tx, id);
    if (!trailer) throw new Error(`trailer ${id} vanished inside its own transaction`);
    return trailer;
  };

  return {
    async list(query: TrailersQuery): Promise<TrailersPage> {
      const [entities, totalCount] = await Promise.all([
        repo.page(deps.db, query, rowsBefore(query), query.limit),
        repo.count(deps.db, query),
      ]);
      return { entities, totalCount };
    },

    save: (actor: Actor, input: TrailerInput) =>
      tagFree(input.trailerTagId, () =>
        deps.db.transaction(async (tx) => {
          const id = await repo.insert(tx, input);
          const after = await stored(tx, id);
          await writeAudit(tx, {
            userId: actor.id,
            action: 'create',
            entity: 'trailer',
            entityId: String(id),
            after,
          });
          return { status: TRAILER_MESSAGES.success, trailer: after };
        }),
      ),

    update: (actor: Actor, id: number, input: TrailerInput) =>
      tagFree(input.trailerTagId, () =>
        deps.db.transaction(async (tx) => {
          const before = await locked(tx, id);
          await repo.update(tx, id, input);
          const after = await stored(tx, id);
          await writeAudit(tx, {
            userId: actor.id,
            action: 'update',
            entity: 'trailer',
            entityId: String(id),
            before,
            after,
          });
          return { status: TRAILER_MESSAGES.success, trailer: after };
        }),
      ),

    async remove(actor: Actor, id: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const before = await locked(tx, id);
        await repo.delete(tx, id);
        await writeAudit(tx, {
          userId: actor.id,
          action: 'delete',
          entity: 'trailer',
          entityId: String(id),
          before,
        });
      });
    },

    /**
     * Sets the trailer's outDate (doc 3 §4). The tag names the trailer in the yard, else the last
     * one dispatched under it, which only an admin or superadmin may dispatch again.
     */
    dispatch: (actor: Actor, body: Dispatch) =>
      deps.db.transaction(async (tx) => {
        const before = await repo.lockByTag(tx, body.trailerTagId);
        if (!before) throw notFound(TRAILER_MESSAGES.notFound(body.trailerTagId));
        if (before.outDate && !isAdmin(actor.roleKey)) {
          throw conflict(TRAILER_MESSAGES.alreadyDispatched(body.trailerTagId));
        }
        await repo.dispatch(tx, before.id, body.dispatchMode, actor.id);
        const after = await stored(tx, before.id);
        await writeAudit(tx, {
          userId: actor.id,
          action: 'dispatch',
          entity: 'trailer',
          entityId: String(before.id),
          before,
          after: { ...after, dispatchMode: body.dispatchMode },
        });
        return { status: TRAILER_MESSAGES.success, trailer: after };
      }),

    /** The list as filtered, from `skip` (1-based), `limit` rows or to the end, as a file. */
    async export(actor: Actor, query: TrailersExportQuery): Promise<StoredFile> {
      const filter: TrailerFilter = query;
      const matching = await repo.count(deps.db, filter);
      const start = query.skip - 1;
      const end = query.limit === undefined ? matching : Math.min(matching, start + query.limit);
      async function* batches() {
        for (let offset = start; offset < end; offset += EXPORT_BATCH) {
          yield await repo.page(deps.db, filter, offset, Math.min(EXPORT_BATCH, end - offset));
        }
      }
      return deps.exports.export(
        { userId: actor.id, area: 'trailers' },
        {
          name: `trailers ${new Date().toISOString().slice(0, 10)}`,
          format: query.format,
          source: { columns: EXPORT_COLUMNS, batches: batches(), total: Math.max(end - start, 0) },
        },
      );
    },
  };
}

export type TrailersService = ReturnType<typeof createTrailersService>;
