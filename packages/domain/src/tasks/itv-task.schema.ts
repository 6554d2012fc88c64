import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../common/paging.ts';
import { BodyId, wholeNumberText } from '../common/record-id.ts';
import { TextLine } from '../common/text.ts';
import { containerNumberOf } from './task-rules.ts';

/** The ITV task calls (doc 3 §3 "ITV task", §7 "ITV tasks"). Dates are ISO timestamps. */

const text = (max: number) => TextLine.trim().max(max);

export const ItvTask = z.object({
  taskId: z.number().int(),
  ctrId: z.number().int().nullable(),
  trailer: z.string(),
  containerNumber: z.string(),
  size: z.number().int().nullable(),
  taskType: z.string(),
  fromLocation: z.string(),
  toLocation: z.string(),
  toLocationDetails: z.string().nullable(),
  parentTaskId: z.number().int().nullable(),
  generationDate: z.string(),
  completedDate: z.string().nullable(),
});
export type ItvTask = z.infer<typeof ItvTask>;

/** GET /rest/itv-tasks: searchText, skip (0-based, as the Tasks tab), limit, includeCompleted. */
export const ItvTasksQuery = z.object({
  searchText: text(200).default(''),
  skip: wholeNumberText(
    { min: 0, max: 2_147_483_647 },
    'skip is the number of rows to pass over (0-based).',
  ).default(0),
  limit: wholeNumberText(
    { min: 1, max: MAX_PAGE_SIZE },
    `limit is a number of rows from 1 to ${MAX_PAGE_SIZE}.`,
  ).default(20),
  includeCompleted: z
    .enum(['true', 'false'], 'must be true or false')
    .default('false')
    .transform((value) => value === 'true'),
});
export type ItvTasksQuery = z.infer<typeof ItvTasksQuery>;

export const ItvTasksPage = z.object({ tasks: z.array(ItvTask), totalCount: z.number().int() });
export type ItvTasksPage = z.infer<typeof ItvTasksPage>;

export const ItvTaskInput = z.object({
  taskId: BodyId.optional(),
  containerNumber: text(100).transform(containerNumberOf),
  taskType: text(40),
  trailer: text(40),
  fromLocation: text(100),
  toLocation: text(100),
  toLocationDetails: text(100).optional(),
});
export type ItvTaskInput = z.input<typeof ItvTaskInput>;
export type ItvTaskValues = z.output<typeof ItvTaskInput>;

export const SaveItvTasksBody = z.object({ tasks: z.array(ItvTaskInput).min(1).max(500) });
export const SavedItvTasks = z.object({ status: z.literal('success'), tasks: z.array(ItvTask) });

export const FindItvTaskQuery = z.object({
  containerNumber: text(100).transform(containerNumberOf),
  taskType: text(40),
  from: text(100).default(''),
  to: text(100).default(''),
  exceptId: wholeNumberText({ min: 1, max: 2_147_483_647 }, 'exceptId is a task id.').optional(),
});
export const FoundItvTask = z.object({ task: ItvTask.nullable() });
