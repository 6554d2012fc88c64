import { CONTAINER_NUMBER_PATTERN } from '@yardline/domain/containers/container-number';
import type { TaskRef } from '@yardline/domain/events/live-events';
import type { StoredFile } from '@yardline/domain/files/export';
import { nearestMachine } from '@yardline/domain/machines/distance';
import { periodRange } from '@yardline/domain/tasks/dashboard';
import {
  type CompleteAnswer,
  type SaveTasksBody,
  TASK_UPLOAD_COLUMNS,
  TASK_UPLOAD_OPTIONAL_COLUMNS,
  type Task,
  type TaskBox,
  TaskInput,
  type TaskOptions,
  type TaskOutcome,
  type TasksExportQuery,
  type TasksPage,
  type TasksQuery,
  type TaskValues,
} from '@yardline/domain/tasks/task.schema';
import {
  ANY_MACHINE,
  bulkProblem,
  DELIVERY_MODES,
  FIXED_LOCATIONS,
  isShiftingTask,
  isSlotDestination,
  repeatedIndex,
  sameTask,
  TASK_MESSAGES,
  TASK_TYPES,
  taskProblem,
} from '@yardline/domain/tasks/task-rules';
import {
  type CardUploadAnswer,
  matchColumns,
} from '@yardline/domain/trailers/trailer-cards.schema';
import { cellQuad, centroid } from '@yardline/domain/yard/geometry';
import { parseLocation, splitSlotKey } from '@yardline/domain/yard/slot-key';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudits } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { ExportService } from '../exports/export.service.ts';
import { runOnce } from '../idempotency/idempotency.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { yardConflict } from '../ledger/ledger-errors.ts';
import type { MachinesService } from '../machines/machines.service.ts';
import type { SessionUser } from '../session/session.service.ts';
import type { Sheet } from '../uploads/sheet-reader.ts';
import { type ExportFilter, type NewTask, tasksRepository as repo } from './tasks.repository.ts';

type Actor = Pick<SessionUser, 'id' | 'username'>;
type SaveValues = z.output<typeof SaveTasksBody>;

export interface TasksDeps {
  db: Db;
  ledger: Pick<LedgerService, 'apply' | 'creditMachine'>;
  events: Pick<EventBus, 'publish'>;
  /** The yard's machines with where they are (the machines feature). */
  machines: Pick<MachinesService, 'list'>;
  exports: Pick<ExportService, 'export'>;
}

const refOf = (task: Pick<Task, 'taskId' | 'containerNumber' | 'taskType' | 'assignedToMachine'>) =>
  ({
    taskId: task.taskId,
    containerNumber: task.containerNumber,
    taskType: task.taskType,
    assignedToMachine: task.assignedToMachine,
  }) satisfies TaskRef;

const rowLabel = (count: number, i: number, message: string) =>
  count > 1 ? `Row ${i + 1}: ${message}` : message;

/**
 * Tasks for the yard's machines (doc 3 "Tasks"): lists, saves with doc 3 §5's checks, moves to
 * another machine, deletes, and completes a task by moving its box through the ledger in the
 * same transaction — a move the ledger refuses leaves the task pending with the reason.
 */
export function createTasksService(deps: TasksDeps) {
  const { db } = deps;

  async function publish(tx: Executor, type: `task.${string}`, tasks: TaskRef[]) {
    if (tasks.length === 0) return;
    await deps.events.publish(tx, { type, data: { tasks } } as Parameters<EventBus['publish']>[1]);
  }

  /** Two saves of the same box's task wait for each other, so the duplicate check holds. */
  const lockNumber = (tx: Executor, number: string) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`task:${number}`}))`);

  function check(values: TaskValues[], bulk: boolean) {
    if (bulk) {
      const problem = bulkProblem(values);
      if (problem) throw new HttpError(400, problem, 'TASK_INVALID');
    }
    values.forEach((task, i) => {
      if (!CONTAINER_NUMBER_PATTERN.test(task.containerNumber)) {
        throw new HttpError(400, rowLabel(values.length, i, TASK_MESSAGES.invalidNumber));
      }
      const problem = taskProblem(task);
      if (problem) throw new HttpError(400, rowLabel(values.length, i, problem), 'TASK_INVALID');
    });
    const repeated = repeatedIndex(values);
    if (repeated >= 0) {
      throw new HttpError(
        409,
        rowLabel(values.length, repeated, TASK_MESSAGES.duplicate),
        'DUPLICATE',
      );
    }
  }

  async function fields(tx: Executor, task: TaskValues, actor: Actor): Promise<NewTask> {
    const box = await repo.boxByNumber(tx, task.containerNumber);
    return {
      containerId: box?.id ?? null,
      containerNumber: task.containerNumber,
      taskType: task.taskType,
      deliveryMode: task.deliveryMode,
      fromLocation: task.fromLocation,
      toLocation: task.toLocation,
      toLocationDetails: task.toLocationDetails || null,
      assignedToMachine: task.assignedToMachine || ANY_MACHINE,
      onPriority: task.onPriority,
      source: 'tasks',
      createdBy: actor.id,
    };
  }

  /** Saves tasks (creates those without taskId, edits the others) in one transaction. */
  async function save(actor: Actor, body: SaveValues, source = 'tasks'): Promise<Task[]> {
    check(body.tasks, body.bulk);
    const ids = await db.transaction(async (tx) => {
      for (const number of [...new Set(body.tasks.map((t) => t.containerNumber))].sort()) {
        await lockNumber(tx, number);
      }
      const created: NewTask[] = [];
      const edited: number[] = [];
      for (const [i, task] of body.tasks.entries()) {
        const same = await repo.findSame(tx, task, task.taskId);
        if (same) {
          throw new HttpError(
            409,
            rowLabel(body.tasks.length, i, TASK_MESSAGES.duplicate),
            'DUPLICATE',
          );
        }
        const row = { ...(await fields(tx, task, actor)), source };
        if (task.taskId === undefined) {
          created.push(row);
        } else {
          const { createdBy: _, source: __, ...changes } = row;
          if (!(await repo.update(tx, task.taskId, changes))) {
            throw notFound(`${TASK_MESSAGES.notFound(task.taskId)} (or it is completed)`);
          }
          edited.push(task.taskId);
        }
      }
      const createdIds = await repo.insert(tx, created);
      const saved = await repo.byIds(tx, [...createdIds, ...edited]);
      await writeAudits(
        tx,
        saved.map((task) => ({
          userId: actor.id,
          action: createdIds.includes(task.taskId) ? 'create' : 'update',
          entity: 'task',
          entityId: String(task.taskId),
          after: task,
        })),
      );
      await publish(
        tx,
        'task.created',
        saved.filter((t) => createdIds.includes(t.taskId)).map(refOf),
      );
      await publish(tx, 'task.updated', saved.filter((t) => edited.includes(t.taskId)).map(refOf));
      return [...createdIds, ...edited];
    });
    return repo.byIds(db, ids);
  }

  /** Where a task takes its box: a slot key, or null when it takes it off the stack. */
  function destination(task: { toLocation: string | null; toLocationDetails: string | null }) {
    if (isSlotDestination(task.toLocation)) {
      const slot = task.toLocationDetails?.trim() ?? '';
      if (!parseLocation(slot)) throw new HttpError(409, TASK_MESSAGES.chooseSlot, 'NO_SLOT');
      return { to: slot, label: undefined };
    }
    // A slot key written straight into toLocation (uploads do) is a slot too.
    if (task.toLocation && parseLocation(task.toLocation))
      return { to: task.toLocation, label: undefined };
    const label = [task.toLocation, task.toLocationDetails].filter(Boolean).join(' ');
    return { to: null, label: label || undefined };
  }

  async function completeOne(
    actor: Actor,
    taskId: number,
    machine: string | undefined,
    key?: string,
  ): Promise<TaskOutcome> {
    const pending = (reason: string): TaskOutcome => ({
      taskId,
      completed: false,
      reason,
      moves: [],
    });
    const once = { scope: `user:${actor.id}:task-complete`, key, body: { taskId, machine } };
    try {
      return await db.transaction((tx) =>
        runOnce(
          tx,
          once,
          () => completeIn(tx),
          (outcome) => outcome.completed,
        ),
      );
    } catch (error) {
      const refusal = yardConflict(error) ?? error;
      if (
        refusal instanceof HttpError &&
        refusal.statusCode !== 404 &&
        refusal.statusCode !== 422
      ) {
        return pending(refusal.message);
      }
      throw refusal;
    }

    async function completeIn(tx: Executor): Promise<TaskOutcome> {
      const [task] = await repo.lock(tx, [taskId]);
      if (!task) throw notFound(TASK_MESSAGES.notFound(taskId));
      if (task.completedAt) return pending(TASK_MESSAGES.alreadyCompleted(taskId));
      const box = task.containerId
        ? await repo.boxByIdInYard(tx, task.containerId)
        : await repo.boxByNumber(tx, task.containerNumber);
      if (!box) return pending(`${task.containerNumber} is not in the yard.`);
      const by =
        machine || (task.assignedToMachine !== ANY_MACHINE ? task.assignedToMachine : null);
      const { to, label } = destination(task);
      let moves: TaskOutcome['moves'] = [];
      if (to !== null && to === box.location) {
        // The gate reserved this slot at gate-in: the offloading machine gets the movement.
        if (by) await deps.ledger.creditMachine(tx, box.id, to, by);
      } else if (!(to === null && box.location === null)) {
        moves = await deps.ledger.apply(
          tx,
          { userId: actor.id, username: actor.username, source: 'tasks', machine: by },
          [
            {
              containerId: box.id,
              to,
              expectedFrom: box.location,
              toLabel: label,
              shifting: isShiftingTask(task.taskType),
            },
          ],
        );
      }
      await repo.complete(tx, taskId, actor.id);
      await writeAudits(tx, [
        {
          userId: actor.id,
          action: 'complete',
          entity: 'task',
          entityId: String(taskId),
          before: { location: box.location },
          after: { location: to, machine: by, moves },
        },
      ]);
      await publish(tx, 'task.completed', [
        refOf({ ...task, taskId, assignedToMachine: task.assignedToMachine }),
      ]);
      return { taskId, completed: true, reason: null, moves };
    }
  }

  /**
   * POST /rest/tasks/upload: every row checked as the form checks it, each refusal named by its
   * line (the heading is line 1); all rows saved, or none when any is refused.
   */
  async function upload(actor: Actor, sheet: Sheet): Promise<CardUploadAnswer> {
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
    const saved = await save(actor, { tasks, bulk: false }, 'upload');
    return { status: 'success', saved: saved.length, errors: [] };
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

  /** The tasks as the report asks for them, through the shared export module. */
  async function exportTasks(actor: Actor, query: TasksExportQuery): Promise<StoredFile> {
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
  }

  return {
    upload,
    export: exportTasks,
    async list(query: TasksQuery): Promise<TasksPage> {
      const [tasks, totalCount] = await Promise.all([repo.page(db, query), repo.count(db, query)]);
      return { tasks, totalCount };
    },

    async byId(id: number): Promise<Task> {
      const [task] = await repo.byIds(db, [id]);
      if (!task) throw notFound(TASK_MESSAGES.notFound(id));
      return task;
    },

    async find(key: {
      containerNumber: string;
      taskType: string;
      from: string;
      to: string;
      exceptId?: number;
    }) {
      const task = await repo.findSame(
        db,
        {
          containerNumber: key.containerNumber,
          taskType: key.taskType,
          fromLocation: key.from,
          toLocation: key.to,
        },
        key.exceptId,
      );
      return { task: task ?? null };
    },

    save: (actor: Actor, body: SaveValues) => save(actor, body),
    saveFrom: (actor: Actor, body: SaveValues, source: string) => save(actor, body, source),

    /**
     * Each task in its own transaction: one refused move leaves the others done. With an
     * `Idempotency-Key` (the handheld's queued completions), a resend answers as the first did.
     */
    async complete(
      actor: Actor,
      ids: number[],
      machine?: string,
      key?: string,
    ): Promise<CompleteAnswer> {
      const outcomes: TaskOutcome[] = [];
      for (const id of ids) {
        outcomes.push(await completeOne(actor, id, machine, key && `${key}:${id}`));
      }
      return { outcomes };
    },

    async move(actor: Actor, ids: number[], machine: string) {
      return db.transaction(async (tx) => {
        const moved = await repo.moveTo(tx, ids, machine);
        const tasks = await repo.byIds(tx, moved);
        await writeAudits(
          tx,
          tasks.map((task) => ({
            userId: actor.id,
            action: 'move',
            entity: 'task',
            entityId: String(task.taskId),
            after: { assignedToMachine: machine },
          })),
        );
        await publish(tx, 'task.updated', tasks.map(refOf));
        return { status: 'success' as const, count: moved.length };
      });
    },

    async remove(actor: Actor, ids: number[]) {
      return db.transaction(async (tx) => {
        const tasks = await repo.byIds(tx, ids);
        const removed = await repo.remove(tx, ids);
        await writeAudits(
          tx,
          tasks.map((task) => ({
            userId: actor.id,
            action: 'delete',
            entity: 'task',
            entityId: String(task.taskId),
            before: task,
          })),
        );
        await publish(tx, 'task.deleted', tasks.map(refOf));
        return { status: 'success' as const, count: removed.length };
      });
    },

    async options(): Promise<TaskOptions> {
      const zones = await repo.zones(db);
      const named = (type: string) => zones.filter((z) => z.type === type).map((z) => z.name);
      const machines = (await deps.machines.list()).map((machine) => machine.machineName);
      return {
        taskTypes: [...TASK_TYPES],
        deliveryModes: [...DELIVERY_MODES],
        locations: [...FIXED_LOCATIONS, ...named('TASK_TO_LOCATION')],
        yardZones: named('YARD_ZONE'),
        machines,
      };
    },

    async boxes(query: { query: string; igmItem?: string }): Promise<TaskBox[]> {
      const [igm, item] = (query.igmItem ?? '').split(':').map((part) => part.trim());
      const boxes = query.igmItem
        ? await repo.boxes(db, { igm: igm || '-', item: item || undefined })
        : await repo.boxes(db, { prefix: query.query });
      const cellOf = (location: string | null) => {
        const [key] = location ? (parseLocation(location) ?? []) : [];
        return key ? splitSlotKey(key)?.cell : undefined;
      };
      const names = [
        ...new Set(boxes.map((box) => cellOf(box.location)).filter((n) => n !== undefined)),
      ];
      const places = new Map((await repo.cellPlaces(db, names)).map((p) => [p.fullName, p]));
      const machines = places.size > 0 ? await deps.machines.list() : [];
      return boxes.map((box) => {
        const place = places.get(cellOf(box.location) ?? '');
        const point = place && centroid(cellQuad(place.corners, place));
        const nearest = point ? nearestMachine(machines, point) : undefined;
        return { ...box, nearestMachine: nearest?.machineName ?? null };
      });
    },
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
