import { CONTAINER_NUMBER_PATTERN } from '../containers/container-number.ts';
import { parseLocation } from '../yard/slot-key.ts';

/**
 * The task form's rules (doc 3 §4 "Task editing", §5 "Tasks"; doc 1 §2 "Future task form", §5
 * "Future task"): what a task needs, which delivery modes and locations a task type allows,
 * where a chosen box's task starts, and when two tasks are the same.
 */

/** Doc 3 §5, §8 and doc 1 §5, word for word; the rest are ours. */
export const TASK_MESSAGES = {
  duplicate:
    'Another task already exist with same task type, container number, from and to locations',
  duplicateItv:
    'Another itv task already exist with same task type, container number, from and to locations',
  everyRow: 'Every row must be filled',
  invalidNumber:
    'The container number you provided is not valid, please try again with an accurate container number.',
  invalidData: 'The data you provided is not valid, please try again with correct data.',
  /** Ours: doc 3 §4 "Choosing a toLocation of Slot requires a slot choice". */
  chooseSlot: 'Choose a slot for the task',
  /** Ours: doc 1 §5 "A to-location of Slot, Trailer or Wagon needs location details". */
  locationDetails: (to: string) => `Enter the ${to.toLowerCase()} for the task`,
  notFound: (id: number) => `Task ${id} does not exist.`,
  alreadyCompleted: (id: number) => `Task ${id} is already completed.`,
  /**
   * Ours, in a clerk's words: the boxes standing on a task's box, top first (the order they are
   * shifted in): "2 boxes stand on CMAU5478492: CAIU1734000, TGHU1234560."
   */
  buried: (number: string, onTop: readonly string[]) =>
    `${onTop.length} ${onTop.length === 1 ? 'box stands' : 'boxes stand'} on ${number}: ${onTop.join(', ')}.`,
  nothingOnTop: (number: string) => `Nothing stands on ${number}: its task needs no shifting.`,
  shiftsOpen: (number: string) => `Every box on ${number} has an open shifting task already.`,
  notInYard: (number: string) => `${number} is not in the yard.`,
  saved: 'Task saved successfully',
  completed: 'Task completed successfully',
} as const;

/** Doc 3 §7: the search terms of the task list, joined into one searchText. */
export const SEARCH_TERM_SEPARATOR = '&*';

export const joinSearchTerms = (terms: readonly string[]): string =>
  terms
    .map((term) => term.trim())
    .filter(Boolean)
    .join(SEARCH_TERM_SEPARATOR);

export const splitSearchTerms = (searchText: string): string[] =>
  searchText
    .split(SEARCH_TERM_SEPARATOR)
    .map((term) => term.trim())
    .filter(Boolean);

/** Doc 3 §5: "The container number is taken as the first 11 characters of the chosen text". */
export const containerNumberOf = (chosen: string): string =>
  chosen.trim().slice(0, 11).toUpperCase();

/** The task types (doc 3 §4 names the ones with rules; doc 2 §9 those the gate generates). */
export const TASK_TYPES = [
  'Offloading',
  'Grounding',
  'Weighbridge',
  'Examination',
  'Export Loading',
  'Empty Loading',
  'Empty Placement',
  'LCL Placement',
  'Shifting',
] as const;

/** Doc 2 §9 and doc 3 §4: the delivery modes. */
export const DELIVERY_MODES = [
  'Loaded',
  'ForkLift',
  'Crane de-stuff',
  'Labour',
  'Export Out',
  'Empty Out',
  'Manual',
  'Crane',
] as const;

/** Destinations every task may have besides the zones drawn as TASK_TO_LOCATION. */
export const FIXED_LOCATIONS = ['Slot', 'Trailer', 'Wagon'] as const;
export const SLOT = 'Slot';
export const TRAILER = 'Trailer';
/** A task for any machine. */
export const ANY_MACHINE = 'ALL';

const PLACEMENT_MODES = ['Labour', 'ForkLift', 'Crane', 'Manual'];
const key = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
const startsWith = (name: string, prefix: string) => key(name).startsWith(prefix.toLowerCase());
const trailingNumber = (name: string) => Number(/(\d+)\s*$/.exec(name)?.[1] ?? Infinity);
const byNumber = (a: string, b: string) =>
  trailingNumber(a) - trailingNumber(b) || a.localeCompare(b);

/**
 * Doc 3 §4: the delivery modes a task type allows, from `all`; '' stands for blank (a
 * weighbridge task may have none). Other types show all.
 */
export function deliveryModesFor(taskType: string, all: readonly string[]): string[] {
  switch (key(taskType)) {
    case 'export loading':
      return ['Export Out'];
    case 'empty loading':
      return ['Empty Out'];
    case 'empty placement':
    case 'lcl placement':
      return [...PLACEMENT_MODES];
    case 'weighbridge':
      return ['Loaded', ''];
    default:
      return [...all];
  }
}

/** Doc 3 §4: the to-locations a task type allows, from `all`; other types show all. */
export function locationsFor(taskType: string, all: readonly string[]): string[] {
  switch (key(taskType)) {
    case 'export loading':
    case 'empty loading':
      return [TRAILER];
    case 'empty placement':
      return ['Export Zone', ...all.filter((name) => startsWith(name, 'Chasis')).sort(byNumber)];
    case 'lcl placement':
      return all
        .filter((name) => startsWith(name, 'LCL') || startsWith(name, 'Chasis'))
        .sort(byNumber);
    default:
      return [...all];
  }
}

/** The box chosen in the task form, as the container autocomplete answers it. */
export interface ChosenBox {
  number: string;
  /** Its slot key (two comma-joined for a long box), or null when it is not in a slot. */
  location: string | null;
  planned: boolean;
}

export interface TaskStart {
  taskType?: string;
  fromLocation: string;
  toLocation?: string;
  toLocationDetails?: string;
}

/**
 * Doc 3 §4: a box already planned or with no location is an Offloading from the Trailer to its
 * slot; otherwise the task starts from the box's current slot.
 */
export function taskStartFor(box: ChosenBox): TaskStart {
  if (box.planned || !box.location) {
    return {
      taskType: 'Offloading',
      fromLocation: TRAILER,
      toLocation: SLOT,
      ...(box.location ? { toLocationDetails: box.location } : {}),
    };
  }
  return { fromLocation: box.location };
}

/** A task as the forms and the API carry it. */
export interface TaskFields {
  containerNumber: string;
  taskType: string;
  deliveryMode: string;
  assignedToMachine: string;
  fromLocation: string;
  toLocation: string;
  toLocationDetails?: string | null;
}

const REQUIRED: (keyof TaskFields)[] = [
  'containerNumber',
  'taskType',
  'deliveryMode',
  'assignedToMachine',
  'fromLocation',
  'toLocation',
];

const filled = (task: Partial<TaskFields>) =>
  REQUIRED.every((field) => {
    const value = task[field];
    // A weighbridge task may have a blank delivery mode (doc 3 §4).
    if (field === 'deliveryMode' && key(task.taskType ?? '') === 'weighbridge') return true;
    return typeof value === 'string' && value.trim() !== '';
  });

const needsSlot = (task: Partial<TaskFields>) =>
  key(task.toLocation ?? '') === 'slot' && !task.toLocationDetails?.trim();

/** Doc 3 §5: a single task's first problem, or undefined when it may be saved. */
export function taskProblem(task: Partial<TaskFields>): string | undefined {
  if (!filled(task)) return TASK_MESSAGES.invalidData;
  if (needsSlot(task)) return TASK_MESSAGES.chooseSlot;
  return undefined;
}

/**
 * Doc 1 §5: the future task form — the number's format first, then every field, then the
 * location details a Slot, Trailer or Wagon destination needs.
 */
export function futureTaskProblem(task: Partial<TaskFields>): string | undefined {
  if (!CONTAINER_NUMBER_PATTERN.test(task.containerNumber ?? '')) {
    return TASK_MESSAGES.invalidNumber;
  }
  if (!filled(task)) return TASK_MESSAGES.invalidData;
  const to = key(task.toLocation ?? '');
  if (['slot', 'trailer', 'wagon'].includes(to) && !task.toLocationDetails?.trim()) {
    return to === 'slot'
      ? TASK_MESSAGES.chooseSlot
      : TASK_MESSAGES.locationDetails(task.toLocation ?? '');
  }
  return undefined;
}

/** Doc 3 §5: bulk rows are saved only when every row is filled. */
export function bulkProblem(rows: readonly Partial<TaskFields>[]): string | undefined {
  if (rows.length === 0 || !rows.every(filled)) return TASK_MESSAGES.everyRow;
  for (const row of rows) {
    if (needsSlot(row)) return TASK_MESSAGES.chooseSlot;
  }
  return undefined;
}

/** The fields doc 3 §5's duplicate check compares. */
export interface DuplicateKey {
  containerNumber: string;
  taskType: string;
  fromLocation: string | null;
  toLocation: string | null;
}

/** Doc 3 §5: two tasks are the same when container number, task type, from and to agree. */
export const sameTask = (a: DuplicateKey, b: DuplicateKey): boolean =>
  containerNumberOf(a.containerNumber) === containerNumberOf(b.containerNumber) &&
  key(a.taskType) === key(b.taskType) &&
  key(a.fromLocation ?? '') === key(b.fromLocation ?? '') &&
  key(a.toLocation ?? '') === key(b.toLocation ?? '');

/** The duplicate message, or undefined: the task version, or doc 3 §5's 'itv task' one. */
export function duplicateProblem(
  task: DuplicateKey,
  others: readonly DuplicateKey[],
  kind: 'task' | 'itv' = 'task',
): string | undefined {
  if (!others.some((other) => sameTask(task, other))) return undefined;
  return kind === 'itv' ? TASK_MESSAGES.duplicateItv : TASK_MESSAGES.duplicate;
}

/** The first index of a list that repeats an earlier one (the same save twice), or -1. */
export function repeatedIndex(tasks: readonly DuplicateKey[]): number {
  return tasks.findIndex((task, i) => tasks.slice(0, i).some((earlier) => sameTask(task, earlier)));
}

/** Doc 3 §9: tasks page from a skip of (page-1)·size (0-based). */
export const taskSkip = (page: number, size: number): number => (page - 1) * size;

/** Doc 3 §9: the task lists refresh by themselves only in the enterprise edition, above 30 s. */
export const TASKS_MIN_REFRESH_SECONDS = 30;
export const tasksRefreshMs = (enterprise: boolean, refreshSeconds: number): number | false =>
  enterprise && refreshSeconds > TASKS_MIN_REFRESH_SECONDS ? refreshSeconds * 1000 : false;

/** A task that moves the box from the yard onto transport is taken off its slot, not into one. */
export const isSlotDestination = (toLocation: string | null): boolean =>
  key(toLocation ?? '') === 'slot';

/** A Shifting task's move is recorded as a shifting (waste) move, every other as productive. */
export const isShiftingTask = (taskType: string): boolean => key(taskType) === 'shifting';

/** An ITV task's fields (doc 3 §3 "ITV task"). */
export interface ItvTaskFields {
  containerNumber: string;
  taskType: string;
  trailer: string;
  fromLocation: string;
  toLocation: string;
}

/** Doc 3 §5: an ITV task needs containerNumber, taskType, trailer, fromLocation and toLocation. */
export function itvTaskProblem(task: Partial<ItvTaskFields>): string | undefined {
  const fields: (keyof ItvTaskFields)[] = [
    'containerNumber',
    'taskType',
    'trailer',
    'fromLocation',
    'toLocation',
  ];
  return fields.every((field) => (task[field] ?? '').trim() !== '')
    ? undefined
    : TASK_MESSAGES.invalidData;
}

/**
 * The slot a task takes its box to (a slot key, or two comma-joined for a long box): the slot
 * chosen for a Slot destination, or a slot key written straight into toLocation (uploads do);
 * undefined for any other destination (a trailer, a zone) or a slot that is not a slot key.
 */
export function destinationSlot(task: {
  toLocation?: string | null;
  toLocationDetails?: string | null;
}): string | undefined {
  const slot = isSlotDestination(task.toLocation ?? null)
    ? (task.toLocationDetails ?? '').trim()
    : (task.toLocation ?? '').trim();
  return slot && parseLocation(slot) ? slot : undefined;
}
