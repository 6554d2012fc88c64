import { z } from 'zod';
import { TextLine } from '../common/text.ts';
import { normaliseContainerNumber } from '../containers/container-number.ts';
import { deliveryModesFor, SLOT, TRAILER } from '../tasks/task-rules.ts';

/**
 * The tasks a gate makes (doc 2 §3 gateInTasks and planningGeneratedTasks, §5, §9): what each
 * may be, the task a gate-in makes when the clerk chose none, and the checks both sides run.
 */

/** Doc 2 §9: "Task types allowed for planned offloading", and how the box comes off the truck. */
export const GATE_TASK_TYPES = ['Grounding', 'Offloading', 'Weighbridge', 'Examination'] as const;
export const GATE_DELIVERY_MODES = ['Loaded', 'ForkLift', 'Crane de-stuff', 'Labour'] as const;

/** Doc 2 §9 "Export-out tasks": what a truck that comes for boxes (trailer gate-in) has done. */
export const VEHICLE_TASK_TYPES = ['Export Loading', 'Empty Loading'] as const;
export const VEHICLE_DELIVERY_MODES = ['Export Out', 'Empty Out'] as const;

/**
 * The task a gate-in makes for a box the clerk chose none for, when the terminal's
 * `enableStandardTaskAtGateIn` is on: doc 3 §4's task for a box that has no place yet — an
 * Offloading from the Trailer to its slot — with doc 2 §9's first delivery mode, the box lifted
 * off loaded.
 */
export const STANDARD_GATE_TASK = {
  taskType: 'Offloading',
  deliveryMode: 'Loaded',
  fromLocation: TRAILER,
  toLocation: SLOT,
} as const;

/** Doc 2 §5 word for word; the rest are ours. */
export const GATE_TASK_MESSAGES = {
  taskType: (n: number) => `Choose task type for generated task for container ${n}`,
  deliveryMode: (n: number) => `Choose delivery mode for generated task for container ${n}`,
  notOnTruck: (number: string) => `${number} is not one of this truck's containers.`,
  noContainers: 'Enter the containers the truck comes for before choosing their tasks.',
  taskTypeNotAllowed: (type: string, allowed: readonly string[]) =>
    `Task type ${type} is not made here: choose ${allowed.join(', ')}.`,
  deliveryModeNotAllowed: (mode: string, type: string, allowed: readonly string[]) =>
    `Delivery mode ${mode} does not go with ${type}: choose ${allowed.join(', ')}.`,
} as const;

const text = (max: number) => TextLine.trim().max(max);

/** A task asked for with a gate-in (doc 2 §3: gateInTasks, planningGeneratedTasks). */
export const GateInTask = z.object({
  containerNumber: text(20).default(''),
  taskType: text(40).default(''),
  deliveryMode: text(40).default(''),
  fromLocation: text(60).optional(),
  toLocation: text(60).optional(),
  toLocationDetails: text(100).optional(),
  assignedToMachine: text(60).optional(),
});
export type GateInTask = z.output<typeof GateInTask>;

/** A task made by a gate call, as its answer names it. */
export const GateTaskRow = z.object({
  id: z.number().int(),
  containerNumber: z.string(),
  taskType: z.string(),
  deliveryMode: z.string(),
  fromLocation: z.string().nullable(),
  toLocation: z.string().nullable(),
  toLocationDetails: z.string().nullable(),
  assignedToMachine: z.string(),
});
export type GateTaskRow = z.infer<typeof GateTaskRow>;

/**
 * The delivery modes a task of `taskType` may have at the gate: its type's rule (doc 3 §4)
 * within `modes`, never blank (the gate asks for one: doc 2 §5).
 */
export const gateDeliveryModes = (taskType: string, modes: readonly string[]): string[] =>
  deliveryModesFor(taskType, modes).filter((mode) => mode !== '' && modes.includes(mode));

/**
 * Which of the truck's boxes (`numbers`, in order) a task is for, 0-based: the box its number
 * names, else the box at its place in the list (the first when there is none), or -1 when it
 * names a box the truck does not carry or the truck carries none.
 */
export function taskBoxIndex(task: GateInTask, i: number, numbers: readonly string[]): number {
  const named = normaliseContainerNumber(task.containerNumber);
  if (named) return numbers.indexOf(named);
  if (numbers.length === 0) return -1;
  return i < numbers.length ? i : 0;
}

/**
 * The first problem of a task for the truck's container `n` (1-based), doc 2 §5's messages
 * first: a type among `types`, then a delivery mode that type takes among `modes`.
 */
export function gateTaskProblem(
  task: Pick<GateInTask, 'taskType' | 'deliveryMode'>,
  n: number,
  types: readonly string[],
  modes: readonly string[],
): string | undefined {
  if (!task.taskType) return GATE_TASK_MESSAGES.taskType(n);
  if (!types.includes(task.taskType)) {
    return GATE_TASK_MESSAGES.taskTypeNotAllowed(task.taskType, types);
  }
  if (!task.deliveryMode) return GATE_TASK_MESSAGES.deliveryMode(n);
  const allowed = gateDeliveryModes(task.taskType, modes);
  if (!allowed.includes(task.deliveryMode)) {
    return GATE_TASK_MESSAGES.deliveryModeNotAllowed(task.deliveryMode, task.taskType, allowed);
  }
  return undefined;
}

/**
 * The tasks of one truck's list in a form's keyboard order, each checked for the box it is
 * for: the first problem (a task naming a box the truck does not carry, doc 2 §5's messages
 * for the box's number), or undefined.
 */
export function gateTasksProblem(
  tasks: readonly GateInTask[],
  numbers: readonly string[],
  rules: { types: readonly string[]; modes: readonly string[] },
): string | undefined {
  for (const [i, task] of tasks.entries()) {
    const index = taskBoxIndex(task, i, numbers);
    if (index < 0) {
      const named = normaliseContainerNumber(task.containerNumber);
      return named ? GATE_TASK_MESSAGES.notOnTruck(named) : GATE_TASK_MESSAGES.noContainers;
    }
    const problem = gateTaskProblem(task, index + 1, rules.types, rules.modes);
    if (problem) return problem;
  }
  return undefined;
}
