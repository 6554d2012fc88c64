import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../common/paging.ts';
import { BodyId, wholeNumberText } from '../common/record-id.ts';
import { TextLine } from '../common/text.ts';
import { ContainerMove } from '../events/live-events.ts';
import { FileName } from '../files/export.ts';
import { MachineLocation } from '../machines/machine.schema.ts';
import { AssignmentReason } from '../machines/machine-choice.ts';
import { ANY_MACHINE, containerNumberOf } from './task-rules.ts';

/** The task calls' contracts (doc 3 §3 "Task", §7 "Tasks"). Dates are ISO timestamps. */

const text = (max: number) => TextLine.trim().max(max);

/** A task as the lists and the handheld show it (doc 3 §3). */
export const Task = z.object({
  taskId: z.number().int(),
  containerId: z.number().int().nullable(),
  containerNumber: z.string(),
  containerSize: z.number().int().nullable(),
  taskType: z.string(),
  deliveryMode: z.string(),
  fromLocation: z.string().nullable(),
  toLocation: z.string().nullable(),
  toLocationDetails: z.string().nullable(),
  assignedToMachine: z.string(),
  /** Why it has that machine (machine-choice.ts); null for tasks made before it was kept. */
  assignmentReason: AssignmentReason.nullable(),
  onPriority: z.boolean(),
  /** A shifting task: the task whose box it clears (shifting.ts), with that box's number and size. */
  parentTaskId: z.number().int().nullable(),
  parentTaskCtrNumber: z.string().nullable(),
  parentTaskCtrSize: z.number().int().nullable(),
  /** A shifting task's place among the shifts of its parent: 1 is done first (the top box). */
  shiftOrder: z.number().int().nullable(),
  /** Where it came from: gate, tasks, upload, handheld. */
  source: z.string(),
  generationDate: z.string(),
  completionDate: z.string().nullable(),
  /** Where the box stands now (its slot key), or null when it is not in a slot. */
  currentLocation: z.string().nullable(),
  /**
   * The numbers of the boxes standing on an open task's box, top first (TASK_MESSAGES.buried):
   * given by the lists and a saved task's answer, empty when nothing does.
   */
  boxesOnTop: z.array(z.string()).optional(),
  /** Those of boxesOnTop with no open shifting task yet: what the offer would shift. */
  boxesToShift: z.array(z.string()).optional(),
});
export type Task = z.infer<typeof Task>;

const flag = z
  .enum(['true', 'false'], 'must be true or false')
  .default('false')
  .transform((value) => value === 'true');

export const TASK_SORT_FIELDS = [
  'generationDate',
  'completionDate',
  'containerNumber',
  'taskType',
  'deliveryMode',
  'assignedToMachine',
  'fromLocation',
  'toLocation',
] as const;
export type TaskSortField = (typeof TASK_SORT_FIELDS)[number];

/**
 * GET /rest/tasks (doc 3 §7): searchText (terms joined by '&*', each must match), skip of
 * (page-1)·size (0-based), limit (the metadata's paginationItemsPerPage), includeCompleted,
 * sortBy, sortOrder; optional machine (the handheld's queue).
 */
export const TasksQuery = z.object({
  searchText: text(200).default(''),
  skip: wholeNumberText(
    { min: 0, max: 2_147_483_647 },
    'skip is the number of rows to pass over (0-based).',
  ).default(0),
  limit: wholeNumberText(
    { min: 1, max: MAX_PAGE_SIZE },
    `limit is a number of rows from 1 to ${MAX_PAGE_SIZE}.`,
  ).default(20),
  includeCompleted: flag,
  sortBy: z.enum(TASK_SORT_FIELDS).default('generationDate'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  machine: text(60).optional(),
});
export type TasksQuery = z.infer<typeof TasksQuery>;

export const TasksPage = z.object({
  tasks: z.array(Task),
  totalCount: z.number().int(),
  /**
   * Set when the list holds more than totalCount: a search or a machine's queue is counted on its
   * rows only as far as countCap (search-count.ts), so a very common word is not counted to the end.
   */
  moreThanTotal: z.literal(true).optional(),
});
export type TasksPage = z.infer<typeof TasksPage>;

/** One task to save (create without taskId, edit with it): doc 3 §5, doc 1 §3 "Future task". */
export const TaskInput = z.object({
  taskId: BodyId.optional(),
  /** The chosen text; its first 11 characters are the number (doc 3 §5). */
  containerNumber: text(100).transform(containerNumberOf),
  taskType: text(40),
  deliveryMode: text(40).default(''),
  fromLocation: text(100),
  toLocation: text(100),
  toLocationDetails: text(100).optional(),
  /** ALL (or nothing) leaves the choice to the server: the nearest available machine. */
  assignedToMachine: text(60).default(ANY_MACHINE),
  /** A future task's priority (doc 1 §3 onPriority): listed first on the machine's queue. */
  onPriority: z.boolean().default(false),
});
export type TaskInput = z.input<typeof TaskInput>;
export type TaskValues = z.output<typeof TaskInput>;

/** POST /rest/tasks: save tasks (a list; a single task is a list of one). */
export const SaveTasksBody = z.object({
  tasks: z.array(TaskInput).min(1).max(500),
  /** Bulk rows: every row must be filled (doc 3 §5). */
  bulk: z.boolean().default(false),
});
export type SaveTasksBody = z.input<typeof SaveTasksBody>;

export const SavedTasks = z.object({ status: z.literal('success'), tasks: z.array(Task) });
export type SavedTasks = z.infer<typeof SavedTasks>;

/** Ids comma-joined, as doc 3 §7 sends them ("1,2,3"). */
export const CommaIds = TextLine.max(5000)
  .regex(/^\d{1,10}(,\d{1,10})*$/, 'ids is a comma-joined list of task ids, e.g. 1,2,3.')
  .transform((ids) => [...new Set(ids.split(',').map(Number))])
  .refine(
    (ids) => ids.length <= 500 && ids.every((id) => id >= 1 && id <= 2_147_483_647),
    'ids holds up to 500 task ids, each from 1 to 2147483647.',
  );

export const TaskIdsBody = z.object({ ids: CommaIds });
export const TaskIdsQuery = z.object({ ids: CommaIds });

/** POST /rest/tasks/move: tasks to another machine (doc 3 §7 taskIds, toMachine). */
export const MoveTasksBody = z.object({
  taskIds: CommaIds,
  toMachine: text(60).min(1, 'Choose a machine'),
});

/** One task's completion: done, or refused with the ledger's reason. */
export const TaskOutcome = z.object({
  taskId: z.number().int(),
  completed: z.boolean(),
  /** Why it stayed pending (the ledger's refusal), when it did. */
  reason: z.string().nullable(),
  moves: z.array(ContainerMove),
  /** Refused because boxes stand on its box: their numbers, top first (reason names them). */
  boxesOnTop: z.array(z.string()).optional(),
  /** Those of boxesOnTop with no open shifting task yet. */
  boxesToShift: z.array(z.string()).optional(),
});
export type TaskOutcome = z.infer<typeof TaskOutcome>;

export const CompleteAnswer = z.object({ outcomes: z.array(TaskOutcome) });
export type CompleteAnswer = z.infer<typeof CompleteAnswer>;

export const CountAnswer = z.object({ status: z.literal('success'), count: z.number().int() });

/** GET /rest/tasks/find (doc 3 §7): containerNumber, taskType, from, to. */
export const FindTaskQuery = z.object({
  containerNumber: text(100).transform(containerNumberOf),
  taskType: text(40),
  from: text(100).default(''),
  to: text(100).default(''),
  /** An edit leaves its own task out of the check. */
  exceptId: wholeNumberText({ min: 1, max: 2_147_483_647 }, 'exceptId is a task id.').optional(),
});
export const FoundTask = z.object({ task: Task.nullable() });

/** GET /rest/tasks/options: what the form offers (task types, modes, destinations, zones). */
export const TaskOptions = z.object({
  taskTypes: z.array(z.string()),
  deliveryModes: z.array(z.string()),
  /** Slot, Trailer, Wagon and the TASK_TO_LOCATION zones drawn on the yard map. */
  locations: z.array(z.string()),
  /** The YARD_ZONE zones. */
  yardZones: z.array(z.string()),
  machines: z.array(z.string()),
});
export type TaskOptions = z.infer<typeof TaskOptions>;

/** GET /rest/tasks/containers: the container autocomplete with what the form needs. */
export const TaskBox = z.object({
  containerId: z.number().int(),
  number: z.string(),
  size: z.number().int(),
  location: z.string().nullable(),
  planned: z.boolean(),
  igm: z.string().nullable(),
  item: z.string().nullable(),
  /**
   * The nearest machine not in Break-Down to where the box stands (doc 3 §4, haversine), to
   * pre-assign; null when none is placed or the box is in no slot (then ALL).
   */
  nearestMachine: z.string().nullable(),
});
export type TaskBox = z.infer<typeof TaskBox>;
export const TaskBoxesQuery = z.object({
  query: text(40).default(''),
  /** IGM:Item — every box of the item (doc 3 §2 "add IGM:Item tasks"). */
  igmItem: text(40).optional(),
});

/** Column headings a task upload accepts (compared loosely: case, spaces, dots). */
export const TASK_UPLOAD_COLUMNS = {
  containerNumber: ['Container number', 'Container', 'Container no', 'containerNumber'],
  taskType: ['Task type', 'taskType', 'Type'],
  deliveryMode: ['Delivery mode', 'deliveryMode'],
  fromLocation: ['From location', 'From', 'fromLocation'],
  toLocation: ['To location', 'To', 'toLocation'],
} as const;
export const TASK_UPLOAD_OPTIONAL_COLUMNS = {
  toLocationDetails: ['To location details', 'Slot', 'toLocationDetails', 'Details'],
  assignedToMachine: ['Assigned machine', 'Machine', 'assignedToMachine'],
} as const;

/** Doc 3 §9: the task report's statuses. */
export const TASK_COMPLETION_STATUSES = ['ALL', 'Pending', 'Completed'] as const;

const commaList = TextLine.max(2000)
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .optional();

/**
 * GET /rest/tasks/export (doc 3 §7 "export tasks to excel"): tasks generated from `from` to `to`
 * (ISO times; default the current day), of these machines, delivery modes and task types (comma
 * lists; none: all), ALL, Pending or Completed; rows from `skip` (1-based), `limit` of them.
 */
export const TasksExportQuery = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  machines: commaList,
  deliveryModes: commaList,
  taskTypes: commaList,
  taskCompletionStatus: z.enum(TASK_COMPLETION_STATUSES).default('ALL'),
  format: z.enum(['xlsx', 'csv'], 'format must be xlsx or csv').default('xlsx'),
  skip: wholeNumberText(
    { min: 1, max: 2_147_483_647 },
    'skip is the 1-based index of the first row.',
  ).default(1),
  limit: wholeNumberText(
    { min: 1, max: 100_000_000 },
    'limit is a number of rows from 1.',
  ).optional(),
});
export type TasksExportQuery = z.infer<typeof TasksExportQuery>;

/** Doc 3 §7 "download report (reportName)": the file name an export answered (its path's end). */
export const TaskReportQuery = z.object({ reportName: FileName });

/** Doc 3 §7 "machine locations (returns locations)": the Tasks screen's machine map. */
export const TaskMachineLocations = z.object({ locations: z.array(MachineLocation) });
export type TaskMachineLocations = z.infer<typeof TaskMachineLocations>;
