import { CONTAINER_NUMBER_PATTERN } from '@yardline/domain/containers/container-number';
import type { StoredFile } from '@yardline/domain/files/export';
import { periodRange } from '@yardline/domain/tasks/dashboard';
import {
  TASK_UPLOAD_COLUMNS,
  TASK_UPLOAD_OPTIONAL_COLUMNS,
  type Task,
  TaskInput,
  type TasksExportQuery,
  type TaskValues,
} from '@yardline/domain/tasks/task.schema';
import {
  ANY_MACHINE,
  sameTask,
  TASK_MESSAGES,
  taskProblem,
} from '@yardline/domain/tasks/task-rules';
import {
  type CardUploadAnswer,
  matchColumns,
} from '@yardline/domain/trailers/trailer-cards.schema';
import type { Db } from '../../db/database.ts';
import type { ExportService } from '../../platform/exports/export.service.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { SessionUser } from '../../platform/session/session.service.ts';
import type { Sheet } from '../../platform/uploads/sheet-reader.ts';
import { type ExportFilter, tasksRepository as repo } from './tasks.repository.ts';

type Actor = Pick<SessionUser, 'id' | 'username'>;

export interface TaskFilesDeps {
  db: Db;
  exports: Pick<ExportService, 'export'>;
  /** Saves the uploaded rows as the form's save does, all or none. */
  save: (actor: Actor, tasks: TaskValues[]) => Promise<unknown[]>;
}

const EXPORT_COLUMNS = [
  { header: 'Task id', value: (t: Task) => t.taskId, width: 10 },
  { header: 'Container number', value: (t: Task) => t.containerNumber, width: 16 },
  { header: 'Size', value: (t: Task) => t.containerSize, width: 8 },
  { header: 'Task type', value: (t: Task) => t.taskType, width: 16 },
  { header: 'Delivery mode', value: (t: Task) => t.deliveryMode, width: 14 },
  { header: 'From location', value: (t: Task) => t.fromLocation, width: 16 },
  { header: 'To location', value: (t: Task) => t.toLocation, width: 14 },
  { header: 'To location details', value: (t: Task) => t.toLocationDetails, width: 18 },
  { header: 'Assigned machine', value: (t: Task) => t.assignedToMachine, width: 16 },
  { header: 'Generated', value: (t: Task) => new Date(t.generationDate), width: 20 },
  {
    header: 'Completed',
    value: (t: Task) => (t.completionDate ? new Date(t.completionDate) : null),
    width: 20,
  },
];

/** Tasks in and out as files: the .xlsx upload and the tasks report (doc 3 §7). */
export function createTaskFiles(deps: TaskFilesDeps) {
  const { db } = deps;
  return {
    /**
     * POST /rest/tasks/upload: every row checked as the form checks it, each refusal named by its
     * line (the heading is line 1); all rows saved, or none when any is refused.
     */
    async upload(actor: Actor, sheet: Sheet): Promise<CardUploadAnswer> {
      const columns = matchColumns(sheet.headers, TASK_UPLOAD_COLUMNS);
      if ('missing' in columns) {
        throw new HttpError(
          400,
          `The file has no "${TASK_UPLOAD_COLUMNS[columns.missing][0]}" column.`,
        );
      }
      const optional = Object.fromEntries(
        Object.entries(TASK_UPLOAD_OPTIONAL_COLUMNS).map(([field, names]) => {
          const found = matchColumns(sheet.headers, { [field]: names });
          return [field, 'missing' in found ? undefined : Object.values(found)[0]];
        }),
      ) as Record<keyof typeof TASK_UPLOAD_OPTIONAL_COLUMNS, number | undefined>;
      const errors: { row: number; message: string }[] = [];
      const tasks: TaskValues[] = [];
      for (const [index, cells] of sheet.rows.entries()) {
        const row = index + 2;
        const cell = (at: number | undefined) => (at === undefined ? undefined : (cells[at] ?? ''));
        const parsed = TaskInput.safeParse({
          containerNumber: cell(columns.containerNumber),
          taskType: cell(columns.taskType),
          deliveryMode: cell(columns.deliveryMode),
          fromLocation: cell(columns.fromLocation),
          toLocation: cell(columns.toLocation),
          toLocationDetails: cell(optional.toLocationDetails) || undefined,
          assignedToMachine: cell(optional.assignedToMachine) || ANY_MACHINE,
        });
        if (!parsed.success) {
          errors.push({ row, message: TASK_MESSAGES.invalidData });
          continue;
        }
        const task = parsed.data;
        const problem = !CONTAINER_NUMBER_PATTERN.test(task.containerNumber)
          ? TASK_MESSAGES.invalidNumber
          : taskProblem(task);
        if (problem) errors.push({ row, message: problem });
        else if (
          tasks.some((earlier) => sameTask(earlier, task)) ||
          (await repo.findSame(db, task))
        ) {
          errors.push({ row, message: TASK_MESSAGES.duplicate });
        } else tasks.push(task);
      }
      if (errors.length > 0 || tasks.length === 0) {
        return { status: 'refused', saved: 0, errors };
      }
      const saved = await deps.save(actor, tasks);
      return { status: 'success', saved: saved.length, errors: [] };
    },

    /** The tasks as the report asks for them, through the shared export module. */
    async export(actor: Actor, query: TasksExportQuery): Promise<StoredFile> {
      const day = periodRange('day', new Date());
      const filter: ExportFilter = {
        from: query.from ? new Date(query.from) : day.from,
        to: query.to ? new Date(query.to) : day.to,
        machines: query.machines,
        deliveryModes: query.deliveryModes,
        taskTypes: query.taskTypes,
        status: query.taskCompletionStatus,
      };
      const matching = await repo.exportCount(db, filter);
      const start = query.skip - 1;
      const end = query.limit === undefined ? matching : Math.min(matching, start + query.limit);
      async function* batches() {
        for (let offset = start; offset < end; offset += 1000) {
          yield await repo.exportPage(db, filter, offset, Math.min(1000, end - offset));
        }
      }
      return deps.exports.export(
        { userId: actor.id, area: 'tasks' },
        {
          name: `tasks ${new Date().toISOString().slice(0, 10)}`,
          format: query.format,
          source: { columns: EXPORT_COLUMNS, batches: batches(), total: Math.max(end - start, 0) },
        },
      );
    },
  };
}
