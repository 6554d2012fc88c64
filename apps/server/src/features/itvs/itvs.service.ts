import { rowsBefore } from '@yardline/domain/common/paging';
import {
  ITV_MESSAGES,
  type Itv,
  type ItvFields,
  type ItvLocation,
  type ItvsPage,
} from '@yardline/domain/machines/itv.schema';
import type { Db } from '../../db/database.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { SessionUser } from '../../platform/session/session.service.ts';
import { createVehicleRecords } from '../machines/index.ts';
import { itvsRepository as repo, toItvLocation } from './itvs.repository.ts';

type Actor = Pick<SessionUser, 'id'>;

export function createItvsService(deps: { db: Db; events: Pick<EventBus, 'publish'> }) {
  const records = createVehicleRecords<Itv, ItvFields, ItvLocation>(deps, {
    entity: 'itv',
    repo,
    notFound: ITV_MESSAGES.notFound,
    taken(error, input) {
      if (uniqueViolation(error, 'itvs_itv_number_key'))
        return ITV_MESSAGES.itvNumberTaken(input.itvNumber);
      if (uniqueViolation(error, 'itvs_trailer_number_key'))
        return ITV_MESSAGES.trailerNumberTaken(input.trailerNumber);
      return undefined;
    },
    statusField: 'status',
    status: (itv) => itv.status,
    changed: (ids) => ({ type: 'itv.changed', data: { ids } }),
    positioned: (itv) =>
      itv.latitude === null || itv.longitude === null
        ? undefined
        : {
            type: 'itv.position',
            data: {
              id: itv.id,
              itvNumber: itv.itvNumber,
              status: itv.status,
              lat: itv.latitude,
              lng: itv.longitude,
              lastDataReceived: itv.lastDataReceived ?? new Date().toISOString(),
            },
          },
    location: toItvLocation,
  });

  return {
    /** ITV Details: `limit` from a 1-based `skip` (doc 2 §9), by ITV number. */
    async list(page: { skip: number; limit: number }): Promise<ItvsPage> {
      const [itvs, totalCount] = await Promise.all([
        repo.page(deps.db, rowsBefore(page), page.limit),
        repo.count(deps.db),
      ]);
      return { itvs, totalCount };
    },

    get: records.get,

    async exists(query: { itvNumber?: string; trailerNumber?: string; id?: number }) {
      const [column, value] = query.itvNumber
        ? (['itvNumber', query.itvNumber] as const)
        : (['trailerNumber', query.trailerNumber ?? ''] as const);
      return { exists: await repo.taken(deps.db, column, value, query.id) };
    },

    async locations(): Promise<ItvLocation[]> {
      return (await repo.all(deps.db)).map(toItvLocation);
    },

    save: async (actor: Actor, input: ItvFields) => ({
      status: 'success' as const,
      itv: await records.save(actor, input),
    }),
    update: async (actor: Actor, id: number, input: ItvFields) => ({
      status: 'success' as const,
      itv: await records.update(actor, id, input),
    }),

    /** Deletes the ITVs named (comma-joined ids, doc 2 §7); all or none, 404 if one is gone. */
    remove: records.remove,
    reportIn: records.reportIn,
    report: records.report,
  };
}

export type ItvsService = ReturnType<typeof createItvsService>;
