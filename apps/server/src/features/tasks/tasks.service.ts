import type { Principal } from '@yardline/domain/auth/can';
import { nearestMachine } from '@yardline/domain/machines/distance';
import type { MachineChoice } from '@yardline/domain/machines/machine-choice';
import { cappedTotal, countCap } from '@yardline/domain/tasks/search-count';
import type {
  SaveTasksBody,
  Task,
  TaskBox,
  TaskOptions,
  TasksPage,
  TasksQuery,
  TaskValues,
} from '@yardline/domain/tasks/task.schema';
import {
  ANY_MACHINE,
  bulkProblem,
  DELIVERY_MODES,
  FIXED_LOCATIONS,
  TASK_MESSAGES,
  TASK_TYPES,
  taskProblem,
} from '@yardline/domain/tasks/task-rules';
import { cellQuad, centroid } from '@yardline/domain/yard/geometry';
import { parseLocation, splitSlotKey } from '@yardline/domain/yard/slot-key';
import type { z } from 'zod';
import { writeAudits } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { ExportService } from '../../platform/exports/export.service.ts';
import type { StoredFiles } from '../../platform/exports/stored-files.service.ts';
import { HttpError, notFound } from '../../platform/http/http-error.ts';
import { total } from '../../platform/lists/list-days.ts';
import type { SessionUser } from '../../platform/session/session.service.ts';
import type { AllocationsService } from '../allocations/index.ts';
import { type LedgerService, yardConflict } from '../ledger/index.ts';
import type { MachinesService } from '../machines/index.ts';
import type { SlotSuggestion } from '../slot-suggestion/index.ts';
import { cellPlaces } from './cell-places.repository.ts';
import { taskBoxes } from './task-boxes.repository.ts';
import { createTaskCompletion } from './task-completion.ts';
import { publishTasks, refOf } from './task-events.ts';
import { createTaskFiles } from './task-files.ts';
import { createTaskMachines } from './task-machines.ts';
import { checkRows, findKey, saveRows, type TaskKind } from './task-save.ts';
import { createTaskShifts, type ShiftToSave } from './task-shifts.ts';
import { type NewTask, tasksRepository as repo } from './tasks.repository.ts';

type Actor = Pick<SessionUser, 'id' | 'username'>;
/** Who makes tasks: a user, or nobody (a gate-in of a batch without its uploader). */
type Maker = { id: number | null };
type SaveValues = z.output<typeof SaveTasksBody>;
/** A task to save: as the API takes it, or a shifting task with its link (task-shifts.ts). */
type SaveValue = TaskValues | ShiftToSave;
/** A task to save, and where its box stands (where a task not going to a slot is worked). */
type TaskRow = { task: NewTask; boxLocation: string | null };

export interface TasksDeps {
  db: Db;
  ledger: Pick<LedgerService, 'apply' | 'creditMachine' | 'onTop'>;
  /** The engine's slot choice, for a buried box's shifting tasks. */
  slots: Pick<SlotSuggestion, 'shifts'>;
  events: Pick<EventBus, 'publish'>;
  /** The yard's machines with where they are (the machines feature). */
  machines: Pick<MachinesService, 'list' | 'locations'>;
  /** The machine-to-area Gantt, for the machine a new task gets. */
  allocations: Pick<AllocationsService, 'current'>;
  exports: Pick<ExportService, 'export'>;
  files: Pick<StoredFiles, 'openReport'>;
}

/**
 * Tasks for the yard's machines (doc 3 "Tasks"): lists, saves with doc 3 §5's checks, moves to
 * another machine, deletes and the form's options here; completion through the ledger in
 * task-completion.ts, a buried box's shifting tasks in task-shifts.ts, the upload and the report
 * in task-files.ts.
 */
export function createTasksService(deps: TasksDeps) {
  const { db } = deps;

  const machineChoice = createTaskMachines(deps);

  const kind = (actor: Maker, source: string): TaskKind<SaveValue, TaskRow> => ({
    lockScope: 'task',
    duplicateMessage: TASK_MESSAGES.duplicate,
    problem: taskProblem,
    findSame: repo.findSame,
    async row(tx, task) {
      const box = await taskBoxes.byNumber(tx, task.containerNumber);
      return {
        boxLocation: box?.location ?? null,
        task: {
          containerId: box?.id ?? null,
          containerNumber: task.containerNumber,
          taskType: task.taskType,
          deliveryMode: task.deliveryMode,
          fromLocation: task.fromLocation,
          toLocation: task.toLocation,
          toLocationDetails: task.toLocationDetails || null,
          assignedToMachine: task.assignedToMachine || ANY_MACHINE,
          onPriority: task.onPriority,
          // Only a new shifting task says which task it clears: an edit keeps the link.
          ...('parentTaskId' in task
            ? {
                parentTaskId: task.parentTaskId,
                shiftOrder: task.shiftOrder,
                queuedAt: task.queuedAt,
              }
            : {}),
          source,
          createdBy: actor.id,
        },
      };
    },
    // New tasks get their machines together, in the transaction that inserts them.
    async insert(tx, rows) {
      const choices = await machineChoice.choose(
        tx,
        rows.map(({ task, boxLocation }) => ({ ...task, boxLocation })),
      );
      return repo.insert(
        tx,
        rows.map(({ task }, i) => {
          const { machine, reason } = choices[i] as MachineChoice;
          return { ...task, assignedToMachine: machine, assignmentReason: reason };
        }),
      );
    },
    update(tx, id, { task }) {
      const { createdBy: _, source: __, ...changes } = task;
      return repo.update(tx, id, changes);
    },
  });

  /** Saves tasks (creates those without taskId, edits the others) inside `tx`: their ids. */
  async function saveIn(tx: Executor, actor: Maker, values: SaveValue[], source: string) {
    const rules = kind(actor, source);
    checkRows(rules, values);
    const { created, edited } = await saveRows(tx, rules, values);
    const saved = await repo.byIds(tx, [...created, ...edited]);
    await writeAudits(
      tx,
      saved.map((task) => ({
        userId: actor.id,
        action: created.includes(task.taskId) ? 'create' : 'update',
        entity: 'task',
        entityId: String(task.taskId),
        after: task,
      })),
    );
    const refs = (ids: number[]) => saved.filter((t) => ids.includes(t.taskId)).map(refOf);
    await publishTasks(deps.events, tx, 'task.created', refs(created));
    await publishTasks(deps.events, tx, 'task.updated', refs(edited));
    return [...created, ...edited];
  }

  const shifts = createTaskShifts(deps, saveIn);

  /** The tasks by id, each open one with what stands on its box. */
  const answer = async (ids: number[]) => shifts.withBoxesOnTop(await repo.byIds(db, ids));

  /** Saves tasks (creates those without taskId, edits the others) in one transaction. */
  async function save(actor: Actor, body: SaveValues, source = 'tasks'): Promise<Task[]> {
    if (body.bulk) {
      const problem = bulkProblem(body.tasks);
      if (problem) throw new HttpError(400, problem, 'TASK_INVALID');
    }
    // A destination another task or plan holds (migration 0042) is refused naming the holder.
    const ids = await db
      .transaction((tx) => saveIn(tx, actor, body.tasks, source))
      .catch((error: unknown) => {
        throw yardConflict(error) ?? error;
      });
    return answer(ids);
  }

  const files = createTaskFiles({
    db,
    exports: deps.exports,
    save: (actor, tasks) => save(actor, { tasks, bulk: false }, 'upload'),
  });

  return {
    ...createTaskCompletion({ ...deps, buried: shifts.buried }),
    upload: files.upload,
    export: files.export,

    /** A report the user exported, by its name (doc 3 §7 "download report"). */
    report: (actor: Actor & Principal, name: string) => deps.files.openReport(actor, 'tasks', name),

    /** The machine map (doc 3 §7 "machine locations"). */
    machineLocations: () => deps.machines.locations(),

    /**
     * A page and the list's total. Without a search, both come from the kept day counts: the
     * total is their sum and a jump walks only the day holding the page (list-days.ts). A search
     * or a machine's queue is counted on its rows up to countCap: exact below it, "more than"
     * the cap above.
     */
    async list(query: TasksQuery): Promise<TasksPage> {
      const days = await repo.segments(db, query);
      const cap = countCap(query.skip, query.limit);
      const [tasks, counted] = await Promise.all([
        repo.page(db, query, days).then((page) => shifts.withBoxesOnTop(page)),
        days
          ? { totalCount: total(days) }
          : repo.countUpTo(db, query, cap + 1).then((n) => cappedTotal(n, cap)),
      ]);
      return { tasks, ...counted };
    },

    foldCounts: () => repo.foldCounts(db),

    async byId(id: number): Promise<Task> {
      const [task] = await answer([id]);
      if (!task) throw notFound(TASK_MESSAGES.notFound(id));
      return task;
    },

    async find(key: Parameters<typeof findKey>[0] & { exceptId?: number }) {
      return { task: (await repo.findSame(db, findKey(key), key.exceptId)) ?? null };
    },

    /** The machines of new tasks another feature inserts in `tx` (the gate-in's). */
    chooseMachines: machineChoice.choose,

    /**
     * New tasks another feature makes in its own transaction `tx` (a trailer gate-in's), with the
     * checks, machines, audit and events of a save.
     */
    async createIn(
      tx: Executor,
      actor: Maker,
      tasks: Omit<TaskValues, 'taskId'>[],
      source: string,
    ): Promise<Task[]> {
      return repo.byIds(tx, await saveIn(tx, actor, tasks, source));
    },

    save: (actor: Actor, body: SaveValues) => save(actor, body),

    /** The shifting tasks that clear task `id`'s buried box, made together (task-shifts.ts). */
    createShifts: async (actor: Actor, id: number, source: string) =>
      answer(await shifts.create(actor, id, source)),
    saveFrom: (actor: Actor, body: SaveValues, source: string) => save(actor, body, source),

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
        await publishTasks(deps.events, tx, 'task.updated', tasks.map(refOf));
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
        await publishTasks(deps.events, tx, 'task.deleted', tasks.map(refOf));
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
        ? await taskBoxes.boxes(db, { igm: igm || '-', item: item || undefined })
        : await taskBoxes.boxes(db, { prefix: query.query });
      const cellOf = (location: string | null) => {
        const [key] = location ? (parseLocation(location) ?? []) : [];
        return key ? splitSlotKey(key)?.cell : undefined;
      };
      const names = [
        ...new Set(boxes.map((box) => cellOf(box.location)).filter((n) => n !== undefined)),
      ];
      const places = new Map((await cellPlaces(db, names)).map((p) => [p.fullName, p]));
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
