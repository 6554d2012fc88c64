import {
  MACHINE_MESSAGES,
  type Machine,
  type MachineFields,
  type MachineLocation,
  type MachineYardMap,
} from '@yardline/domain/machines/machine.schema';
import type { Db, Executor } from '../../db/database.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { SessionUser } from '../../platform/session/session.service.ts';
import { renameMachineOnTasks } from '../tasks/index.ts';
import {
  type MachineFilter,
  machinesRepository as repo,
  toLocation,
} from './machines.repository.ts';
import { createVehicleRecords } from './vehicle-records.ts';

type Actor = Pick<SessionUser, 'id'>;

export function createMachinesService(deps: { db: Db; events: Pick<EventBus, 'publish'> }) {
  const records = createVehicleRecords<Machine, MachineFields, MachineLocation>(deps, {
    entity: 'machine',
    repo,
    notFound: MACHINE_MESSAGES.notFound,
    /** Names and labels are unique: the database's keys decide, the answer says which. */
    taken(error, input) {
      if (uniqueViolation(error, 'machines_name_key'))
        return MACHINE_MESSAGES.nameTaken(input.machineName);
      if (uniqueViolation(error, 'machines_label_key') && input.label)
        return MACHINE_MESSAGES.labelTaken(input.label);
      return undefined;
    },
    statusField: 'machineStatus',
    status: (machine) => machine.machineStatus,
    changed: (ids) => ({ type: 'machine.changed', data: { ids } }),
    positioned: (machine) =>
      machine.lat === null || machine.lng === null || !machine.lastDataReceived
        ? undefined
        : {
            type: 'machine.position',
            data: {
              id: machine.id,
              machineName: machine.machineName,
              status: machine.machineStatus,
              lat: machine.lat,
              lng: machine.lng,
              lastDataReceived: machine.lastDataReceived,
            },
          },
    location: toLocation,
  });

  async function locations(): Promise<MachineLocation[]> {
    return (await repo.list(deps.db)).map(toLocation);
  }

  return {
    /** Every machine, by name; in `db` when a caller's transaction must read them. */
    list: (filter: MachineFilter = {}, db: Executor = deps.db) => repo.list(db, filter),
    get: records.get,

    async nameExists(name: string, exceptId?: number) {
      return { exists: await repo.nameTaken(deps.db, name, exceptId) };
    },

    locations,

    async yardMap(): Promise<MachineYardMap> {
      const stamp = new Date().toISOString().slice(0, 16).replace(/[T:]/g, '-');
      return {
        responseMap: { printObject: { imageName: `machines-${stamp}.png` } },
        dataprovider: await locations(),
      };
    },

    save: async (actor: Actor, input: MachineFields) => ({
      status: 'success' as const,
      machine: await records.save(actor, input),
    }),

    /** A rename follows onto the machine's tasks in the same transaction. */
    update: async (actor: Actor, id: number, input: MachineFields) => ({
      status: 'success' as const,
      machine: await records.update(actor, id, input, async (tx, before, after) => {
        if (after.machineName !== before.machineName) {
          await renameMachineOnTasks(tx, before.machineName, after.machineName);
        }
      }),
    }),

    remove: (actor: Actor, id: number) => records.remove(actor, [id]),
    reportIn: records.reportIn,
    report: records.report,
  };
}

export type MachinesService = ReturnType<typeof createMachinesService>;
