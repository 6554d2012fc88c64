import { isAvailable } from '@yardline/domain/machines/distance';
import {
  type CellPlace,
  chooseMachine,
  leavesMachineOpen,
  type MachineChoice,
  workplaceAt,
} from '@yardline/domain/machines/machine-choice';
import { destinationSlot } from '@yardline/domain/tasks/task-rules';
import { parseLocation, splitSlotKey } from '@yardline/domain/yard/slot-key';
import type { Executor } from '../../db/database.ts';
import type { AllocationsService } from '../allocations/index.ts';
import type { MachinesService } from '../machines/index.ts';
import { cellPlaces } from './cell-places.repository.ts';

/** A new task as the machine choice reads it. */
export interface TaskToAssign {
  /** The machine asked for: none or ALL leaves it to the rule. */
  assignedToMachine?: string | null;
  toLocation?: string | null;
  toLocationDetails?: string | null;
  /** Where the box stands now: where a task not going to a slot is worked. */
  boxLocation: string | null;
}

export interface TaskMachinesDeps {
  machines: Pick<MachinesService, 'list'>;
  allocations: Pick<AllocationsService, 'current'>;
}

/** Where a task's machine works: the slot it takes the box to, else where the box stands. */
const workplaceOf = (task: TaskToAssign) => destinationSlot(task) ?? task.boxLocation;

const cellsOf = (location: string | null) =>
  (location ? (parseLocation(location) ?? []) : []).flatMap((key) => splitSlotKey(key)?.cell ?? []);

/**
 * The machines of new tasks (chooseMachine in the domain): every path that creates tasks asks
 * here, in the transaction that inserts them, so the machines, allocations and yard it reads are
 * those the tasks are made with.
 */
export function createTaskMachines(deps: TaskMachinesDeps) {
  /** Each cell's place on the map, for the cells of these locations that have one. */
  async function placesOf(tx: Executor, locations: (string | null)[]) {
    const names = [...new Set(locations.flatMap(cellsOf))];
    const places = await cellPlaces(tx, names);
    return new Map<string, CellPlace>(places.map((place) => [place.fullName, place]));
  }

  return {
    /**
     * The machine for each task, and why: the one asked for is kept ('chosen'); a task asking
     * for none or ALL gets the nearest available machine allocated to its workplace's area now,
     * else the nearest available, else ALL. Reads nothing when every task names its machine.
     */
    async choose(
      tx: Executor,
      tasks: readonly TaskToAssign[],
      now = new Date(),
    ): Promise<MachineChoice[]> {
      const open = tasks.map((task) => leavesMachineOpen(task.assignedToMachine));
      const locations = tasks.map((task, i) => (open[i] ? workplaceOf(task) : null));
      const places = locations.some(Boolean) ? await placesOf(tx, locations) : new Map();
      const workplaces = locations.map((location) => workplaceAt(location, places));
      // Each read only when the choice can still find a machine: a place to measure from, then
      // a machine available (the gate-in waits on these with its slot held).
      const machines = workplaces.some(Boolean) ? await deps.machines.list({}, tx) : [];
      const allocations = machines.some(isAvailable) ? await deps.allocations.current(now, tx) : [];
      return tasks.map((task, i) =>
        open[i]
          ? chooseMachine(machines, allocations, workplaces[i], now.getTime())
          : { machine: task.assignedToMachine?.trim() ?? '', reason: { kind: 'chosen' } },
      );
    },
  };
}

export type TaskMachines = ReturnType<typeof createTaskMachines>;
