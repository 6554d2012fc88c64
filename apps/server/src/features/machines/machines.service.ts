import {
  MACHINE_MESSAGES,
  type Machine,
  type MachineFields,
  type MachineLocation,
  type MachineYardMap,
  type PositionReport,
} from '@yardline/domain/machines/machine.schema';
import { writeAudit } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/database.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import type { EventBus } from '../events/event-bus.ts';
import { runOnce } from '../idempotency/idempotency.ts';
import type { SessionUser } from '../session/session.service.ts';
import { renameMachineOnTasks } from '../tasks/machine-renamed.ts';
import {
  type MachineFilter,
  machinesRepository as repo,
  toLocation,
} from './machines.repository.ts';

type Actor = Pick<SessionUser, 'id'>;

export function createMachinesService(deps: { db: Db; events: Pick<EventBus, 'publish'> }) {
  async function locked(tx: Executor, id: number): Promise<Machine> {
    const machine = await repo.lock(tx, id);
    if (!machine) throw notFound(MACHINE_MESSAGES.notFound(id));
    return machine;
  }

  const stored = async (tx: Executor, id: number) => {
    const machine = await repo.find(tx, id);
    if (!machine) throw new Error(`machine ${id} vanished inside its own transaction`);
    return machine;
  };

  /** Names and labels are unique: the database's keys decide, the answer says which. */
  async function unique<T>(input: MachineFields, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error, 'machines_name_key'))
        throw conflict(MACHINE_MESSAGES.nameTaken(input.machineName));
      if (uniqueViolation(error, 'machines_label_key') && input.label)
        throw conflict(MACHINE_MESSAGES.labelTaken(input.label));
      throw error;
    }
  }

  const changed = (tx: Executor, ids: number[]) =>
    deps.events.publish(tx, { type: 'machine.changed', data: { ids } });

  /** A position report inside the caller's transaction (a device read's, or the route's). */
  async function reportIn(
    tx: Executor,
    actor: { scope: string; userId: number | null },
    id: number,
    report: PositionReport,
  ) {
    const before = await locked(tx, id);
    const after = await repo.report(tx, id, report);
    if (!after || after.lat === null || after.lng === null || !after.lastDataReceived) {
      throw new Error(`machine ${id} lost its report inside its own transaction`);
    }
    if (report.status && report.status !== before.machineStatus) {
      await writeAudit(tx, {
        userId: actor.userId,
        action: 'status',
        entity: 'machine',
        entityId: String(id),
        before: { machineStatus: before.machineStatus },
        after: { machineStatus: after.machineStatus },
      });
    }
    await deps.events.publish(tx, {
      type: 'machine.position',
      data: {
        id,
        machineName: after.machineName,
        status: after.machineStatus,
        lat: after.lat,
        lng: after.lng,
        lastDataReceived: after.lastDataReceived,
      },
    });
    return toLocation(after);
  }

  return {
    list: (filter: MachineFilter = {}) => repo.list(deps.db, filter),

    async get(id: number): Promise<Machine> {
      const machine = await repo.find(deps.db, id);
      if (!machine) throw notFound(MACHINE_MESSAGES.notFound(id));
      return machine;
    },

    async nameExists(name: string, exceptId?: number) {
      return { exists: await repo.nameTaken(deps.db, name, exceptId) };
    },

    async locations(): Promise<MachineLocation[]> {
      return (await repo.list(deps.db)).map(toLocation);
    },

    async yardMap(): Promise<MachineYardMap> {
      const stamp = new Date().toISOString().slice(0, 16).replace(/[T:]/g, '-');
      return {
        responseMap: { printObject: { imageName: `machines-${stamp}.png` } },
        dataprovider: await this.locations(),
      };
    },

    save: (actor: Actor, input: MachineFields) =>
      unique(input, () =>
        deps.db.transaction(async (tx) => {
          const id = await repo.insert(tx, input);
          const after = await stored(tx, id);
          await writeAudit(tx, {
            userId: actor.id,
            action: 'create',
            entity: 'machine',
            entityId: String(id),
            after,
          });
          await changed(tx, [id]);
          return { status: 'success' as const, machine: after };
        }),
      ),

    update: (actor: Actor, id: number, input: MachineFields) =>
      unique(input, () =>
        deps.db.transaction(async (tx) => {
          const before = await locked(tx, id);
          await repo.update(tx, id, input);
          const after = await stored(tx, id);
          if (after.machineName !== before.machineName) {
            await renameMachineOnTasks(tx, before.machineName, after.machineName);
          }
          await writeAudit(tx, {
            userId: actor.id,
            action: 'update',
            entity: 'machine',
            entityId: String(id),
            before,
            after,
          });
          await changed(tx, [id]);
          return { status: 'success' as const, machine: after };
        }),
      ),

    async remove(actor: Actor, id: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const before = await locked(tx, id);
        await repo.delete(tx, [id]);
        await writeAudit(tx, {
          userId: actor.id,
          action: 'delete',
          entity: 'machine',
          entityId: String(id),
          before,
        });
        await changed(tx, [id]);
      });
    },

    reportIn,

    /**
     * A position (and maybe status) report from the machine's device or a user: stamps
     * lastDataReceived and moves the marker on every open map. With an Idempotency-Key a resend
     * changes nothing and gets the first answer.
     */
    report: (
      actor: { scope: string; userId: number | null },
      id: number,
      report: PositionReport,
      idempotencyKey?: string,
    ) =>
      deps.db.transaction((tx) =>
        runOnce(
          tx,
          { scope: `${actor.scope}:machine-position`, key: idempotencyKey, body: { id, report } },
          () => reportIn(tx, actor, id, report),
        ),
      ),
  };
}

export type MachinesService = ReturnType<typeof createMachinesService>;
