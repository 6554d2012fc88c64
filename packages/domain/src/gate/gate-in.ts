import { z } from 'zod';
import { TextLine } from '../common/text.ts';
import {
  CONTAINER_NUMBER_PATTERN,
  normaliseContainerNumber,
} from '../containers/container-number.ts';
import { SlotLocation } from '../planning/planning-api.ts';
import {
  type DuplicateKey,
  repeatedIndex,
  SLOT,
  TASK_MESSAGES,
  TRAILER,
} from '../tasks/task-rules.ts';
import {
  GATE_DELIVERY_MODES,
  GATE_TASK_MESSAGES,
  GATE_TASK_TYPES,
  GateInTask,
  GateTaskRow,
  gateTasksProblem,
  taskBoxIndex,
} from './gate-tasks.ts';
import { isValidContainerTag, isValidTrailerTag, tagsClash } from './tags.ts';

/**
 * Container gate-in (doc 2 §2 "Container Offloading", §3 "Gate-in parameters", §5 "Container
 * gate-in messages"): a truck brings one box of 20 or 40 ft (single) or two 20 ft boxes (double).
 */

/** Container offloading's sub-tabs. */
export const OFFLOADING_MODES = ['single', 'double'] as const;
export type OffloadingMode = (typeof OFFLOADING_MODES)[number];

/** The box sizes a single offloading takes; a double one takes two 20 ft boxes. */
export const GATE_SIZES = ['20', '40'] as const;
export type GateSize = (typeof GATE_SIZES)[number];

/** Doc 2 §3 `responsestatus` of a gate-in that went through. */
export const GATE_IN_SUCCESS = 'TRSuccess';

/** Doc 2 §5 and §8, word for word. */
export const GATE_IN_MESSAGES = {
  chooseType: 'Choose gate-in type for container',
  chooseSecondType: 'Choose gate-in type for second container',
  insufficientData: 'Insufficient data for proceeding with gate-in',
  number: (n: 1 | 2) => `Enter correct number for ${ordinal(n)} container`,
  tag: (n: 1 | 2) => `Enter correct tag for ${ordinal(n)} container`,
  size: (n: 1 | 2) => `Choose size for ${ordinal(n)} container`,
  trailerTagLength: 'Trailer tag should be of 8 characters',
  sameNumbers: 'Container numbers for both containers can not be same',
  sameTags: 'Tag numbers for both containers can not be same',
  trailerNumber: 'Enter trailer number',
  trailerTag: 'Enter correct trailer tag',
  taskType: GATE_TASK_MESSAGES.taskType,
  deliveryMode: GATE_TASK_MESSAGES.deliveryMode,
  /** Ours: the spec's double offloading is "two 20 ft containers". */
  doubleTwenties: 'Double offloading takes two 20 ft containers.',
  /** Doc 2 §8: the start of the answer that asks the clerk to confirm. */
  invalidNumberPrefix: 'Invalid container number',
  invalidNumber: (number: string) => `Invalid container number ${number}`,
  confirmInvalid: (status: string) => `${status}! Do you still want to gate-in this container?`,
  confirmYes: 'Yes, continue gate-in',
  confirmNo: 'Cancel gate-in',
  success: 'Gate-in successful',
} as const;

const ordinal = (n: 1 | 2) => (n === 1 ? 'first' : 'second');

const text = (max: number) => TextLine.trim().max(max);

/** One box on the truck: `container1Data` / `container2Data` of doc 2 §3. */
export const GateInContainer = z.object({
  tagId: text(20).default(''),
  containerNumber: text(20).default(''),
  /** The gate-in type: the box's process (Import, Export, Empty, …). */
  gateInPurpose: text(40).default(''),
  containerSize: text(4).default(''),
  /** GP, HC, RF, TK, OT, FR (the master list container-types). */
  containerType: text(4).default('GP'),
  igm: text(20).optional(),
  item: text(10).optional(),
  igmItem: text(32).optional(),
  activityGroup: text(40).optional(),
  activity: text(80).optional(),
  requestId: text(40).optional(),
  /** What planning uses when the clerk knows it (issue 10); the engine estimates the rest. */
  vessel: text(60).optional(),
  expectedDepartureAt: z.iso.datetime({ offset: true }).optional(),
  hazardous: z.boolean().optional(),
  jobOrderNumber: text(30).optional(),
  /**
   * The clerk answered yes to "Do you still want to use it?" for this box's tag, past its end of
   * life (doc 1 §5): heeded only while the terminal allows expired tags.
   */
  useExpiredTag: z.boolean().optional(),
  /**
   * The slot the clerk picked among the planning suggestions; without one the box goes to the
   * engine's first suggestion. The ledger's stacking rules check it like any move.
   */
  slot: SlotLocation.optional(),
});
export type GateInContainer = z.output<typeof GateInContainer>;

/** The gate-in call's body (doc 2 §3 "Gate-in parameters"). */
export const GateInBody = z.object({
  container1Data: GateInContainer.optional(),
  container2Data: GateInContainer.optional(),
  trailerNumber: text(20).default(''),
  /** Doc 2 §3: the trailer tag "sent as trailerTag1". */
  trailerTag1: text(20).default(''),
  plaCard: text(20).optional(),
  skipValidation: z.boolean().default(false),
  /** Sent by the screens; the server records the session's user instead. */
  userName: text(100).optional(),
  /** The tasks the clerk chose, each for a box of the truck (gate-tasks.ts). */
  gateInTasks: z.array(GateInTask).max(2).default([]),
  /**
   * The tasks the planning engine's widget generated with the box's placement: always to the
   * slot the box is put on.
   */
  planningGeneratedTasks: z.array(GateInTask).max(2).default([]),
});
export type GateInBody = z.input<typeof GateInBody>;
export type GateInValues = z.output<typeof GateInBody>;

export const GatedInBox = z.object({
  containerId: z.number().int(),
  number: z.string(),
  location: z.string(),
});
export type GatedInBox = z.infer<typeof GatedInBox>;

/**
 * The answer: `responsestatus` 'TRSuccess' with the boxes and where they were put, or a status
 * beginning 'Invalid container number' that the clerk may override with skipValidation.
 */
export const GateInAnswer = z.object({
  responsestatus: z.string(),
  containers: z.array(GatedInBox),
  tasks: z.array(GateTaskRow),
});
export type GateInAnswer = z.infer<typeof GateInAnswer>;

export const isGateInSuccess = (status: string) =>
  status === GATE_IN_SUCCESS || status === 'success';
export const isInvalidNumberStatus = (status: string) =>
  status.startsWith(GATE_IN_MESSAGES.invalidNumberPrefix);

/** The boxes of a gate-in, first container first. */
export const boxesOf = (body: Pick<GateInValues, 'container1Data' | 'container2Data'>) =>
  [body.container1Data, body.container2Data].filter((box) => box !== undefined);

/**
 * The first of doc 2 §5's messages the form earns, in the order a clerk fills it (first box,
 * second box, the pair, the trailer, the tasks); undefined when it may be sent. The check digit
 * is not looked at here: the server answers 'Invalid container number' for that, and the clerk
 * may go on.
 */
export function gateInProblem(body: GateInValues): string | undefined {
  const boxes = boxesOf(body);
  const [first, second] = boxes;
  if (!first || (body.container2Data && !body.container1Data)) {
    return GATE_IN_MESSAGES.insufficientData;
  }
  const double = second !== undefined;
  for (const [i, box] of boxes.entries()) {
    const n = (i + 1) as 1 | 2;
    if (!box.gateInPurpose)
      return n === 1 ? GATE_IN_MESSAGES.chooseType : GATE_IN_MESSAGES.chooseSecondType;
    if (!CONTAINER_NUMBER_PATTERN.test(normaliseContainerNumber(box.containerNumber))) {
      return GATE_IN_MESSAGES.number(n);
    }
    if (!isValidContainerTag(box.tagId)) return GATE_IN_MESSAGES.tag(n);
    if (!(GATE_SIZES as readonly string[]).includes(box.containerSize))
      return GATE_IN_MESSAGES.size(n);
    if (double && box.containerSize !== '20') return GATE_IN_MESSAGES.doubleTwenties;
  }
  if (first && second) {
    const a = normaliseContainerNumber(first.containerNumber);
    if (a === normaliseContainerNumber(second.containerNumber)) return GATE_IN_MESSAGES.sameNumbers;
    if (tagsClash(first.tagId, second.tagId)) return GATE_IN_MESSAGES.sameTags;
  }
  if (!body.trailerNumber) return GATE_IN_MESSAGES.trailerNumber;
  if (!body.trailerTag1) return GATE_IN_MESSAGES.trailerTag;
  if (!isValidTrailerTag(body.trailerTag1)) return GATE_IN_MESSAGES.trailerTagLength;
  const numbers = boxes.map((box) => normaliseContainerNumber(box.containerNumber));
  const rules = { types: GATE_TASK_TYPES, modes: GATE_DELIVERY_MODES };
  const problem =
    gateTasksProblem(body.gateInTasks, numbers, rules) ??
    gateTasksProblem(body.planningGeneratedTasks, numbers, rules);
  if (problem) return problem;
  if (repeatedIndex(gateInTaskKeys(body)) >= 0) return TASK_MESSAGES.duplicate;
  return undefined;
}

/**
 * The tasks of a gate-in as doc 3 §5's duplicate check compares them, each on its box: from the
 * Trailer to a Slot unless a chosen task says otherwise (a planning one always goes to the slot).
 */
function gateInTaskKeys(body: GateInValues): DuplicateKey[] {
  const numbers = boxesOf(body).map((box) => normaliseContainerNumber(box.containerNumber));
  const key =
    (planned: boolean) =>
    (task: GateInTask, i: number): DuplicateKey => ({
      containerNumber: numbers[taskBoxIndex(task, i, numbers)] ?? '',
      taskType: task.taskType,
      fromLocation: task.fromLocation || TRAILER,
      toLocation: (!planned && task.toLocation) || SLOT,
    });
  return [...body.gateInTasks.map(key(false)), ...body.planningGeneratedTasks.map(key(true))];
}
