import type { MachineStatus, PositionReport } from '@yardline/domain/machines/machine.schema';
import { deleteAudited, writeAudits } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/database.ts';
import type { EventBus, NewEvent } from '../../platform/events/event-bus.ts';
import { conflict, notFound } from '../../platform/http/http-error.ts';
import { runOnce } from '../../platform/idempotency/idempotency.ts';
import type { SessionUser } from '../../platform/session/session.service.ts';

type Actor = Pick<SessionUser, 'id'>;
/** Who reports a position: a user (the route) or a tracker (a device read, no user). */
export type Reporter = { scope: string; userId: number | null };

/** What the shared steps need of a vehicle's table (machines, ITVs). */
export interface VehicleRepository<Row extends { id: number }, Fields> {
  find(db: Executor, id: number): Promise<Row | undefined>;
  lock(db: Executor, id: number): Promise<Row | undefined>;
  lockMany(db: Executor, ids: number[]): Promise<Row[]>;
  insert(db: Executor, input: Fields): Promise<number>;
  update(db: Executor, id: number, input: Fields): Promise<void>;
  delete(db: Executor, ids: number[]): Promise<void>;
  report(
    db: Executor,
    id: number,
    report: { lat: number; lng: number; status?: MachineStatus },
  ): Promise<Row | undefined>;
}

/** How one kind of vehicle differs: its table, names, messages and events. */
export interface VehicleKind<Row extends { id: number }, Fields, Location> {
  /** The audit log's entity and the idempotency scope's suffix: `machine`, `itv`. */
  entity: string;
  repo: VehicleRepository<Row, Fields>;
  notFound(id: number): string;
  /** The message for a unique key the write broke, if it is one of the kind's. */
  taken(error: unknown, input: Fields): string | undefined;
  /** The status's field, as audited: `machineStatus` for a machine, `status` for an ITV. */
  statusField: string;
  status(row: Row): string;
  changed(ids: number[]): NewEvent;
  /** The position event of a row just reported; undefined if the row lost its position. */
  positioned(row: Row): NewEvent | undefined;
  location(row: Row): Location;
}

/**
 * The steps machines and ITVs share: a locked read, writes whose unique keys answer 409 with the
 * kind's message, an audit row and a `changed` event in the write's transaction, and position
 * reports that stamp the time, audit a status change and move every open map.
 */
export function createVehicleRecords<Row extends { id: number }, Fields, Location>(
  deps: { db: Db; events: Pick<EventBus, 'publish'> },
  kind: VehicleKind<Row, Fields, Location>,
) {
  const { repo } = kind;

  async function locked(tx: Executor, id: number): Promise<Row> {
    const row = await repo.lock(tx, id);
    if (!row) throw notFound(kind.notFound(id));
    return row;
  }

  async function unique<T>(input: Fields, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const message = kind.taken(error, input);
      throw message ? conflict(message) : error;
    }
  }

  const changed = (tx: Executor, ids: number[]) => deps.events.publish(tx, kind.changed(ids));

  /**
   * Creates (no id) or updates a vehicle; `updated` runs in the same transaction with the row
   * before and after (a machine's rename follows onto its tasks).
   */
  const write = (
    actor: Actor,
    input: Fields,
    id?: number,
    updated?: (tx: Executor, before: Row, after: Row) => Promise<void>,
  ) =>
    unique(input, () =>
      deps.db.transaction(async (tx) => {
        const before = id === undefined ? undefined : await locked(tx, id);
        const rowId = id ?? (await repo.insert(tx, input));
        if (id !== undefined) await repo.update(tx, id, input);
        const after = await repo.find(tx, rowId);
        if (!after) throw new Error(`${kind.entity} ${rowId} vanished inside its own transaction`);
        if (before) await updated?.(tx, before, after);
        const action = before ? 'update' : 'create';
        await writeAudits(tx, [
          { userId: actor.id, action, entity: kind.entity, entityId: String(rowId), before, after },
        ]);
        await changed(tx, [rowId]);
        return after;
      }),
    );

  /** A position report inside the caller's transaction (a device read's, or the route's). */
  async function reportIn(tx: Executor, actor: Reporter, id: number, report: PositionReport) {
    const before = await locked(tx, id);
    const after = await repo.report(tx, id, report);
    const event = after && kind.positioned(after);
    if (!after || !event) {
      throw new Error(`${kind.entity} ${id} lost its report inside its own transaction`);
    }
    if (report.status && report.status !== kind.status(before)) {
      await writeAudits(tx, [
        {
          userId: actor.userId,
          action: 'status',
          entity: kind.entity,
          entityId: String(id),
          before: { [kind.statusField]: kind.status(before) },
          after: { [kind.statusField]: kind.status(after) },
        },
      ]);
    }
    await deps.events.publish(tx, event);
    return kind.location(after);
  }

  return {
    async get(id: number): Promise<Row> {
      const row = await repo.find(deps.db, id);
      if (!row) throw notFound(kind.notFound(id));
      return row;
    },

    save: (actor: Actor, input: Fields) => write(actor, input),

    update: (
      actor: Actor,
      id: number,
      input: Fields,
      updated?: (tx: Executor, before: Row, after: Row) => Promise<void>,
    ) => write(actor, input, id, updated),

    /** Deletes the vehicles named, all or none: 404 if one is gone. */
    async remove(actor: Actor, ids: number[]): Promise<void> {
      await deps.db.transaction(async (tx) => {
        await deleteAudited(tx, repo, ids, {
          userId: actor.id,
          entity: kind.entity,
          missing: (id) => notFound(kind.notFound(id)),
        });
        await changed(tx, ids);
      });
    },

    reportIn,

    /**
     * A position (and maybe status) report from the vehicle's tracker or a user: stamps
     * lastDataReceived and moves the marker on every open map. With an Idempotency-Key a resend
     * changes nothing and gets the first answer.
     */
    report: (actor: Reporter, id: number, report: PositionReport, idempotencyKey?: string) =>
      deps.db.transaction((tx) =>
        runOnce(
          tx,
          {
            scope: `${actor.scope}:${kind.entity}-position`,
            key: idempotencyKey,
            body: { id, report },
          },
          () => reportIn(tx, actor, id, report),
        ),
      ),
  };
}
