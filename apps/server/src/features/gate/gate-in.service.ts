import {
  isValidContainerNumber,
  normaliseContainerNumber,
  ownerPrefix,
} from '@yardline/domain/containers/container-number';
import {
  boxesOf,
  GATE_IN_MESSAGES,
  GATE_IN_SUCCESS,
  type GatedInBox,
  type GateInAnswer,
  type GateInValues,
  gateInProblem,
} from '@yardline/domain/gate/gate-in';
import {
  type GateTaskRow,
  STANDARD_GATE_TASK,
  taskBoxIndex,
} from '@yardline/domain/gate/gate-tasks';
import { sizeTypeCode } from '@yardline/domain/gate/size-type-code';
import type { MachineChoice } from '@yardline/domain/machines/machine-choice';
import type { Executor } from '../../db/database.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { conflict, HttpError } from '../../platform/http/http-error.ts';
import { boxRecords } from '../containers/index.ts';
import type { WrittenWithMoves } from '../ledger/index.ts';
import type { Hold } from '../planning/index.ts';
import type { NewTask } from '../tasks/index.ts';
import { gateRepository as gate } from './gate.repository.ts';
import { type GateDeps, type GateUser, gateMover, placeBox } from './gate-deps.ts';

/**
 * Container gate-in (doc 2 §2 "Container Offloading"): one transaction for the whole truck — each
 * box's row, its slot through the ledger (movement and audit), the tasks asked for, the gate's
 * record, the audit and a 'container.gated-in' event — all or nothing.
 */
export function createGateInService(deps: GateDeps) {
  /**
   * Gates a truck's boxes in, inside `executor` (the root database, or a caller's transaction,
   * where it runs in a savepoint). A tag past its end of life is refused (409) unless the
   * terminal allows it and the clerk confirmed it; a number failing ISO 6346 is answered 'Invalid
   * container number …' with nothing changed, unless `skipValidation`.
   */
  async function gateIn(
    executor: Executor,
    input: GateInValues,
    user: GateUser,
  ): Promise<GateInAnswer> {
    const problem = gateInProblem(input);
    if (problem) throw new HttpError(400, problem, 'GATE_IN_INCOMPLETE');
    const boxes = boxesOf(input).map((box) => ({
      ...box,
      number: normaliseContainerNumber(box.containerNumber),
    }));
    // Before the number's question: a refused tag is one the clerk cannot answer yes to.
    await deps.tags.refuseExpired(
      executor,
      boxes.map((box) => ({ tag: box.tagId, confirmed: box.useExpiredTag ?? false })),
    );
    const wrong = boxes.find((box) => !isValidContainerNumber(box.number));
    if (wrong && !input.skipValidation) {
      return {
        responsestatus: GATE_IN_MESSAGES.invalidNumber(wrong.number),
        containers: [],
        tasks: [],
      };
    }
    // Read only when a box has no task chosen: the setting can change nothing otherwise.
    const numbers = boxes.map((box) => box.number);
    const withTask = new Set(
      chosenTasks(input).map(({ task, i }) => taskBoxIndex(task, i, numbers)),
    );
    const standardTasks =
      withTask.size < boxes.length &&
      (await deps.metadata.get(executor)).enableStandardTaskAtGateIn;
    const held: Hold[] = [];
    try {
      const answer = await executor.transaction((tx) =>
        admit(tx, { input, boxes, user, standardTasks }, held),
      );
      for (const hold of held) hold.settle();
      return answer;
    } catch (error) {
      // Nothing was placed: the slots held for these boxes are free again.
      for (const hold of held) hold.release();
      // Two gates took the same number at the same moment: the database's key let one through.
      if (uniqueViolation(error, 'containers_number_in_yard_key')) {
        throw conflict(`${boxes.map((box) => box.number).join(' or ')} is already in the yard.`);
      }
      throw error;
    }
  }

  async function admit(tx: Executor, truck: Truck, held: Hold[]): Promise<GateInAnswer> {
    const { boxes, user } = truck;
    const mover = gateMover(user);
    const placed: GatedInBox[] = [];
    let tasks: GateTaskRow[] = [];
    for (const [i, box] of boxes.entries()) {
      const sizeType = sizeTypeCode(box.containerSize, box.containerType);
      if (!sizeType) {
        throw new HttpError(400, `Unknown container type ${box.containerType}.`, 'UNKNOWN_TYPE');
      }
      const admitted = await boxRecords.admitBox(tx, {
        number: box.number,
        prefix: ownerPrefix(box.number) ?? null,
        sizeType,
        sizeFeet: Number(box.containerSize),
        // The gate-in type is the box's process; the common ones are also its category.
        process: box.gateInPurpose,
        category: box.gateInPurpose,
        igm: box.igm || null,
        item: box.item || null,
        tag: box.tagId,
        gateInAt: new Date(),
        vessel: box.vessel || null,
        expectedDepartureAt: box.expectedDepartureAt || null,
        hazardous: box.hazardous ?? false,
        jobOrder: box.jobOrderNumber || null,
      });
      if ('present' in admitted) {
        const { location } = admitted.present;
        throw conflict(`${box.number} is already in the yard${location ? ` at ${location}` : ''}.`);
      }
      const { stored } = admitted;
      const boxAt = (at: string): GatedInBox => ({
        containerId: stored.id,
        number: box.number,
        location: at,
      });
      // The truck's record is written with its last box's move: a statement fewer.
      const record =
        i === boxes.length - 1
          ? (at: string) =>
              truckRecord(tx, truck, [...placed, boxAt(at)], (created) => {
                tasks = created;
              })
          : undefined;
      const location = await placeBox(
        deps,
        tx,
        mover,
        { id: stored.id, number: box.number, chosen: box.slot, stored },
        held,
        record,
      );
      placed.push(boxAt(location));
    }
    return { responsestatus: GATE_IN_SUCCESS, containers: placed, tasks };
  }

  /**
   * The gate's record of the truck, its boxes `placed` where they go: their gate transactions,
   * the tasks asked for with their machines (handed to `created`), the audit rows and the
   * 'container.gated-in' and 'task.created' events.
   */
  async function truckRecord(
    tx: Executor,
    truck: Truck,
    placed: GatedInBox[],
    created: (tasks: GateTaskRow[]) => void,
  ): Promise<WrittenWithMoves> {
    const { input, boxes, user } = truck;
    return gate.gateInRecord({
      boxes: placed.map((box, i) => ({
        containerId: box.containerId,
        number: box.number,
        details: { ...boxes[i], location: box.location, skipValidation: input.skipValidation },
      })),
      tasks: await gateTasks(tx, truck, placed),
      trailerNumber: input.trailerNumber,
      trailerTag: input.trailerTag1,
      // The clerk's PLA card, else the one the terminal's PLA-card table holds for the trailer tag.
      plaCard: input.plaCard || null,
      userId: user.id,
      audits: placed.map((box, i) => ({
        userId: user.id,
        action: 'gate-in',
        entity: 'container',
        entityId: String(box.containerId),
        after: { ...boxes[i], location: box.location, trailerNumber: input.trailerNumber },
      })),
      events: placed.map((box) => ({ type: 'container.gated-in' as const, data: box })),
      // The gate's tasks are the yard's tasks: the tasks screen and the drivers' handhelds see them.
      createdEvent: (createdTasks) => deps.events.madeEvent('task.created', createdTasks),
      answered: created,
    });
  }

  /**
   * The truck's tasks, each on its box: those the clerk chose (`gateInTasks`: by default from the
   * trailer to the box's slot), those the planning engine's widget generated (always to the slot
   * the box is put on), and, when the terminal says so, the standard task for each box left
   * without one. A task naming no machine (or ALL) gets the one the tasks feature chooses for
   * where it goes.
   */
  async function gateTasks(tx: Executor, truck: Truck, placed: GatedInBox[]): Promise<NewTask[]> {
    const numbers = placed.map((box) => box.number);
    const chosen = chosenTasks(truck.input).map(({ task, i, planned }) => {
      const box = placed[taskBoxIndex(task, i, numbers)] as GatedInBox;
      return {
        box,
        taskType: task.taskType,
        deliveryMode: task.deliveryMode,
        fromLocation: task.fromLocation || STANDARD_GATE_TASK.fromLocation,
        toLocation: (!planned && task.toLocation) || STANDARD_GATE_TASK.toLocation,
        toLocationDetails: (!planned && task.toLocationDetails) || box.location,
        assignedToMachine: task.assignedToMachine,
      };
    });
    const standard = truck.standardTasks
      ? placed
          .filter((box) => !chosen.some((task) => task.box === box))
          .map((box) => ({ box, ...STANDARD_GATE_TASK, toLocationDetails: box.location }))
      : [];
    const tasks = [...chosen, ...standard];
    if (tasks.length === 0) return [];
    const choices = await deps.tasks.chooseMachines(
      tx,
      tasks.map((task) => ({ ...task, boxLocation: task.box.location })),
    );
    return tasks.map(({ box, ...task }, i) => {
      const { machine, reason } = choices[i] as MachineChoice;
      return {
        ...task,
        containerId: box.containerId,
        containerNumber: box.number,
        assignedToMachine: machine,
        assignmentReason: reason,
        source: 'gate',
        createdBy: truck.user.id,
      };
    });
  }

  return { gateIn };
}

export type GateInService = ReturnType<typeof createGateInService>;

/** A truck being gated in: the call, its boxes, who gates it in, whether boxes get the standard task. */
interface Truck {
  input: GateInValues;
  boxes: (ReturnType<typeof boxesOf>[number] & { number: string })[];
  user: GateUser;
  standardTasks: boolean;
}

/** The tasks a gate-in asks for, each with its place in its list; planning's to the box's slot. */
const chosenTasks = (input: GateInValues) => [
  ...input.gateInTasks.map((task, i) => ({ task, i, planned: false })),
  ...input.planningGeneratedTasks.map((task, i) => ({ task, i, planned: true })),
];
