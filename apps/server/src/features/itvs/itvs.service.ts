import { rowsBefore } from '@yardline/domain/common/paging';
import {
  ITV_MESSAGES,
  type Itv,
  type ItvFields,
  type ItvLocation,
  type ItvsPage,
} from '@yardline/domain/machines/itv.schema';
import type { PositionReport } from '@yardline/domain/machines/machine.schema';
import { writeAudits } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/database.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import type { EventBus } from '../events/event-bus.ts';
import { runOnce } from '../idempotency/idempotency.ts';
import type { SessionUser } from '../session/session.service.ts';
import { itvsRepository as repo, toItvLocation } from './itvs.repository.ts';

type Actor = Pick<SessionUser, 'id'>;

export function createItvsService(deps: { db: Db; events: Pick<EventBus, 'publish'> }) {
  async function locked(tx: Executor, id: number): Promise<Itv> {
    const itv = await repo.lock(tx, id);
    if (!itv) throw notFound(ITV_MESSAGES.notFound(id));
    return itv;
  }

  const stored = async (tx: Executor, id: number) => {
    const itv = await repo.find(tx, id);
    if (!itv) throw new Error(`ITV ${id} vanished inside its own transaction`);
    return itv;
  };

  async function unique<T>(input: ItvFields, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error, 'itvs_itv_number_key'))
        throw conflict(ITV_MESSAGES.itvNumberTaken(input.itvNumber));
      if (uniqueViolation(error, 'itvs_trailer_number_key'))
        throw conflict(ITV_MESSAGES.trailerNumberTaken(input.trailerNumber));
      throw error;
    }
  }

  const changed = (tx: Executor, ids: number[]) =>
    deps.events.publish(tx, { type: 'itv.changed', data: { ids } });

  const write = (actor: Actor, action: 'create' | 'update', input: ItvFields, id?: number) =>
    unique(input, () =>
      deps.db.transaction(async (tx) => {
        const before = id === undefined ? undefined : await locked(tx, id);
        const itvId = id ?? (await repo.insert(tx, input));
        if (id !== undefined) await repo.update(tx, id, input);
        const after = await stored(tx, itvId);
        await writeAudits(tx, [
          { userId: actor.id, action, entity: 'itv', entityId: String(itvId), before, after },
        ]);
        await changed(tx, [itvId]);
        return { status: 'success' as const, itv: after };
      }),
    );

  /** A position report inside the caller's transaction (a device read's, or the route's). */
  async function reportIn(
    tx: Executor,
    actor: { scope: string; userId: number | null },
    id: number,
    report: PositionReport,
  ) {
    const before = await locked(tx, id);
    const after = await repo.report(tx, id, report);
    if (!after || after.latitude === null || after.longitude === null) {
      throw new Error(`ITV ${id} lost its report inside its own transaction`);
    }
    if (report.status && report.status !== before.status) {
      await writeAudits(tx, [
        {
          userId: actor.userId,
          action: 'status',
          entity: 'itv',
          entityId: String(id),
          before: { status: before.status },
          after: { status: after.status },
        },
      ]);
    }
    await deps.events.publish(tx, {
      type: 'itv.position',
      data: {
        id,
        itvNumber: after.itvNumber,
        status: after.status,
        lat: after.latitude,
        lng: after.longitude,
        lastDataReceived: after.lastDataReceived ?? new Date().toISOString(),
      },
    });
    return toItvLocation(after);
  }

  return {
    /** ITV Details: `limit` from a 1-based `skip` (doc 2 §9), by ITV number. */
    async list(page: { skip: number; limit: number }): Promise<ItvsPage> {
      const [itvs, totalCount] = await Promise.all([
        repo.page(deps.db, rowsBefore(page), page.limit),
        repo.count(deps.db),
      ]);
      return { itvs, totalCount };
    },

    async get(id: number): Promise<Itv> {
      const itv = await repo.find(deps.db, id);
      if (!itv) throw notFound(ITV_MESSAGES.notFound(id));
      return itv;
    },

    async exists(query: { itvNumber?: string; trailerNumber?: string; id?: number }) {
      const [column, value] = query.itvNumber
        ? (['itvNumber', query.itvNumber] as const)
        : (['trailerNumber', query.trailerNumber ?? ''] as const);
      return { exists: await repo.taken(deps.db, column, value, query.id) };
    },

    async locations(): Promise<ItvLocation[]> {
      return (await repo.all(deps.db)).map(toItvLocation);
    },

    save: (actor: Actor, input: ItvFields) => write(actor, 'create', input),
    update: (actor: Actor, id: number, input: ItvFields) => write(actor, 'update', input, id),

    /** Deletes the ITVs named (comma-joined ids, doc 2 §7); all or none, 404 if one is gone. */
    async remove(actor: Actor, ids: number[]): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const found = await repo.lockMany(tx, ids);
        const missing = ids.find((id) => !found.some((itv) => itv.id === id));
        if (missing !== undefined) throw notFound(ITV_MESSAGES.notFound(missing));
        await repo.delete(tx, ids);
        await writeAudits(
          tx,
          found.map((before) => ({
            userId: actor.id,
            action: 'delete',
            entity: 'itv',
            entityId: String(before.id),
            before,
          })),
        );
        await changed(tx, ids);
      });
    },

    reportIn,

    report: (
      actor: { scope: string; userId: number | null },
      id: number,
      report: PositionReport,
      idempotencyKey?: string,
    ) =>
      deps.db.transaction((tx) =>
        runOnce(
          tx,
          { scope: `${actor.scope}:itv-position`, key: idempotencyKey, body: { id, report } },
          () => reportIn(tx, actor, id, report),
        ),
      ),
  };
}

export type ItvsService = ReturnType<typeof createItvsService>;
