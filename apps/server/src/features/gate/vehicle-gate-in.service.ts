import { DISPATCH_MESSAGES } from '@yardline/domain/gate/dispatch';
import { type GateTaskRow, taskBoxIndex } from '@yardline/domain/gate/gate-tasks';
import {
  exceedsAllowance,
  GATE_COUNT_EXCEEDED,
  truckContainers,
  VEHICLE_GATE_IN_MESSAGES,
  type VehicleGateInAnswer,
  type VehicleGateInValues,
  vehicleGateInProblem,
} from '@yardline/domain/gate/vehicle-gate-in';
import { featureOn } from '@yardline/domain/metadata/features';
import { ANY_MACHINE, TRAILER } from '@yardline/domain/tasks/task-rules';
import { writeAudit } from '../../db/audit.ts';
import type { Executor } from '../../db/database.ts';
import { conflict, HttpError, notFound } from '../../platform/http/http-error.ts';
import { featureOff } from '../../platform/metadata/index.ts';
import { countVehicle } from '../cha/index.ts';
import { gateRepository as gate } from './gate.repository.ts';
import type { GateDeps, GateUser } from './gate-deps.ts';

/**
 * Trailer gate-in (doc 2 §2 "Trailer Gate-in"): a truck comes in for boxes or a delivery. It is
 * recorded for the gate reports and, for a clearing agent's vehicle, counted against the agent's
 * allowance for the delivery type: once the count reaches the allowance, the truck is refused with
 * the 'Gate Count Alert!' text until the clerk confirms it (`exceedAllowance`). The tasks asked
 * for the boxes it comes for are made in the same transaction.
 */
export function createVehicleGateInService(deps: Pick<GateDeps, 'events' | 'tasks' | 'metadata'>) {
  async function vehicleGateIn(
    executor: Executor,
    input: VehicleGateInValues,
    user: GateUser,
  ): Promise<VehicleGateInAnswer> {
    const problem = vehicleGateInProblem(input);
    if (problem) throw new HttpError(400, problem, 'VEHICLE_GATE_IN_INCOMPLETE');
    return executor.transaction(async (tx) => {
      if (input.chaId !== undefined) {
        // Allowances are the CHA vehicle feature's: none is counted while it is switched off.
        if (!featureOn(await deps.metadata.get(tx), 'chaVehicle')) {
          throw featureOff('chaVehicle', 409);
        }
        const allowance = await countVehicle(
          tx,
          input.chaId,
          input.gateInType,
          input.exceedAllowance,
        );
        if (!allowance) {
          throw new HttpError(
            400,
            `Clearing agent ${input.chaId} has no vehicles allowed for ${input.gateInType}.`,
            'NO_ALLOWANCE',
          );
        }
        // Doc 2 §8: the clerk confirms, and the form resends with exceedAllowance.
        if (exceedsAllowance(allowance) && !input.exceedAllowance) {
          throw new HttpError(
            409,
            VEHICLE_GATE_IN_MESSAGES.countAlert(input.gateInType, allowance.cha),
            GATE_COUNT_EXCEEDED,
          );
        }
        await deps.events.publish(tx, {
          type: 'cha.allocation-changed',
          data: { chaId: input.chaId, cause: 'gated-in' },
        });
      }
      const details = {
        gateInType: input.gateInType,
        containerNumbers: input.containerNumbers ?? null,
        chaId: input.chaId ?? null,
        vehicleDetailId: input.vehicleDetailId ?? null,
      };
      await gate.insertTransactions(tx, [
        {
          kind: 'vehicle-gate-in',
          trailerNumber: input.trailerNumber,
          trailerTag: input.trailerTag,
          details,
          userId: user.id,
        },
      ]);
      await writeAudit(tx, {
        userId: user.id,
        action: 'vehicle-gate-in',
        entity: 'trailer',
        entityId: input.trailerNumber,
        after: { ...details, trailerTag: input.trailerTag },
      });
      const tasks = await truckTasks(tx, input, user);
      return { responsestatus: 'success' as const, trailerNumber: input.trailerNumber, tasks };
    });
  }

  /**
   * The tasks asked for the boxes the truck comes for, made in the truck's transaction through
   * the tasks feature (its checks, machine, audit and events): by default from where the box
   * stands onto this trailer. A box not in a slot of the yard refuses the whole truck.
   */
  async function truckTasks(
    tx: Executor,
    input: VehicleGateInValues,
    user: GateUser,
  ): Promise<GateTaskRow[]> {
    if (input.gateInTasks.length === 0) return [];
    const numbers = truckContainers(input.containerNumbers);
    const values = [];
    for (const [i, task] of input.gateInTasks.entries()) {
      const number = numbers[taskBoxIndex(task, i, numbers)] as string;
      const box = await gate.boxInYard(tx, number);
      if (!box) throw notFound(DISPATCH_MESSAGES.notInYard(number));
      if (!box.location) throw conflict(VEHICLE_GATE_IN_MESSAGES.notInSlot(number));
      values.push({
        containerNumber: number,
        taskType: task.taskType,
        deliveryMode: task.deliveryMode,
        fromLocation: task.fromLocation || box.location,
        toLocation: task.toLocation || TRAILER,
        toLocationDetails: task.toLocationDetails || input.trailerNumber,
        assignedToMachine: task.assignedToMachine || ANY_MACHINE,
        onPriority: false,
      });
    }
    const made = await deps.tasks.createIn(tx, user, values, 'gate');
    return made.map(({ taskId, ...task }) => ({
      id: taskId,
      containerNumber: task.containerNumber,
      taskType: task.taskType,
      deliveryMode: task.deliveryMode,
      fromLocation: task.fromLocation,
      toLocation: task.toLocation,
      toLocationDetails: task.toLocationDetails,
      assignedToMachine: task.assignedToMachine,
    }));
  }

  return { vehicleGateIn };
}
