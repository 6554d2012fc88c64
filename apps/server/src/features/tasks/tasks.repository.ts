import type { AssignmentReason } from '@yardline/domain/machines/machine-choice';
import { SHIFTING } from '@yardline/domain/tasks/shifting';
import type { Task, TaskSortField, TasksQuery } from '@yardline/domain/tasks/task.schema';
import type { DuplicateKey } from '@yardline/domain/tasks/task-rules';
import { SLOT, splitSearchTerms } from '@yardline/domain/tasks/task-rules';
import { and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  containers,
  taskListCounts,
  taskSearchText,
  tasks,
  yardLocations,
} from '../../db/schema/index.ts';
import { locate, type Segment, segments } from '../../platform/lists/list-days.ts';

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const columns = {
  taskId: tasks.id,
  containerId: tasks.containerId,
  containerNumber: tasks.containerNumber,
  containerSize: containers.sizeFeet,
  taskType: tasks.taskType,
  deliveryMode: tasks.deliveryMode,
  fromLocation: tasks.fromLocation,
  toLocation: tasks.toLocation,
  toLocationDetails: tasks.toLocationDetails,
  assignedToMachine: tasks.assignedToMachine,
  assignmentReason: tasks.assignmentReason,
  onPriority: tasks.onPriority,
  parentTaskId: tasks.parentTaskId,
  // Read for the rows answered only, after the page is cut.
  parentTaskCtrNumber: sql<
    string | null
  >`(select p.container_number from tasks p where p.id = ${tasks.parentTaskId})`,
  parentTaskCtrSize: sql<number | null>`(select b.size_feet from tasks p
    join containers b on b.id = p.container_id where p.id = ${tasks.parentTaskId})`,
  shiftOrder: tasks.shiftOrder,
  source: tasks.source,
  createdAt: tasks.createdAt,
  completedAt: tasks.completedAt,
  currentLocation: containers.location,
};

const selectTasks = (db: Executor) =>
  db.select(columns).from(tasks).leftJoin(containers, eq(containers.id, tasks.containerId));

type Row = Awaited<ReturnType<typeof selectTasks>>[number];

const toTask = (row: Row): Task => ({
  taskId: row.taskId,
  containerId: row.containerId,
  containerNumber: row.containerNumber,
  containerSize: row.containerSize,
  taskType: row.taskType,
  deliveryMode: row.deliveryMode,
  fromLocation: row.fromLocation,
  toLocation: row.toLocation,
  toLocationDetails: row.toLocationDetails,
  assignedToMachine: row.assignedToMachine,
  assignmentReason: row.assignmentReason,
  onPriority: row.onPriority,
  parentTaskId: row.parentTaskId,
  parentTaskCtrNumber: row.parentTaskCtrNumber,
  parentTaskCtrSize: row.parentTaskCtrSize,
  shiftOrder: row.shiftOrder,
  source: row.source,
  generationDate: row.createdAt.toISOString(),
  completionDate: row.completedAt?.toISOString() ?? null,
  currentLocation: row.currentLocation,
});

const SORT_COLUMNS: Record<TaskSortField, SQL> = {
  generationDate: sql`${tasks.createdAt}`,
  completionDate: sql`${tasks.completedAt}`,
  containerNumber: sql`${tasks.containerNumber}`,
  taskType: sql`${tasks.taskType}`,
  deliveryMode: sql`${tasks.deliveryMode}`,
  assignedToMachine: sql`${tasks.assignedToMachine}`,
  fromLocation: sql`${tasks.fromLocation}`,
  toLocation: sql`${tasks.toLocation}`,
};

/**
 * A machine's queue in time order: a shifting task takes its parent's place (queued_at), just
 * ahead of it, in its order (the top box first).
 */
const QUEUE_TIME: SQL[] = [
  sql`coalesce(${tasks.queuedAt}, ${tasks.createdAt})`,
  sql`${tasks.parentTaskId} is null`,
  sql`${tasks.shiftOrder}`,
];

/** The texts a search term may be part of (doc 3 §7), as the trigram index holds them. */
const SEARCH_TEXT = taskSearchText(tasks);

/** Every search term must match one of the task's texts (doc 3 §7: terms joined by '&*'). */
function filtered(query: Pick<TasksQuery, 'searchText' | 'includeCompleted' | 'machine'>) {
  const terms = splitSearchTerms(query.searchText).map(
    (term) => sql`${SEARCH_TEXT} ilike ${`%${escapeLike(term)}%`}`,
  );
  return and(
    query.includeCompleted ? undefined : isNull(tasks.completedAt),
    // A machine's queue holds its own tasks and those for any machine.
    query.machine
      ? sql`(${tasks.assignedToMachine} = ${query.machine} or ${tasks.assignedToMachine} = 'ALL')`
      : undefined,
    ...terms,
  );
}

/** A list without search or machine counts and jumps by its kept day counts. */
const byDays = (query: TasksQuery) =>
  splitSearchTerms(query.searchText).length === 0 && !query.machine;

/** The tasks of one segment of the list: created within its day (or its open ends). */
function inSegment(query: TasksQuery, segment: Segment) {
  return and(
    query.includeCompleted ? undefined : isNull(tasks.completedAt),
    segment.from === undefined ? undefined : sql`${tasks.createdAt} >= ${segment.from}`,
    segment.to === undefined
      ? undefined
      : segment.toIncluded
        ? sql`${tasks.createdAt} <= ${segment.to}`
        : sql`${tasks.createdAt} < ${segment.to}`,
  );
}

export interface ExportFilter {
  from: Date;
  to: Date;
  machines?: string[];
  deliveryModes?: string[];
  taskTypes?: string[];
  status: 'ALL' | 'Pending' | 'Completed';
}

const exportWhere = (filter: ExportFilter) =>
  and(
    sql`${tasks.createdAt} >= ${filter.from.toISOString()}`,
    sql`${tasks.createdAt} < ${filter.to.toISOString()}`,
    filter.machines?.length ? inArray(tasks.assignedToMachine, filter.machines) : undefined,
    filter.deliveryModes?.length ? inArray(tasks.deliveryMode, filter.deliveryModes) : undefined,
    filter.taskTypes?.length ? inArray(tasks.taskType, filter.taskTypes) : undefined,
    filter.status === 'Pending' ? isNull(tasks.completedAt) : undefined,
    filter.status === 'Completed' ? sql`${tasks.completedAt} is not null` : undefined,
  );

export type NewTask = Omit<typeof tasks.$inferInsert, 'id' | 'createdAt' | 'completedAt'>;

const CHOSEN = JSON.stringify({ kind: 'chosen' } satisfies AssignmentReason);

export const tasksRepository = {
  /**
   * One page. In the default order (generation date) with day counts, the first row of the page
   * is found by walking only the day that holds it, on the list's index, and the page is read on
   * from it by key: page 1,000 costs what page 1 does. Other orders pass over the rows before.
   */
  async page(db: Executor, query: TasksQuery, days?: Segment[]): Promise<Task[]> {
    const asc = query.sortOrder === 'asc';
    const direction = asc ? sql`asc` : sql`desc`;
    if (days && query.sortBy === 'generationDate') {
      const spot = locate(asc ? [...days].reverse() : days, query.skip);
      if (!spot) return [];
      const start = sql`(select ${tasks.createdAt}, ${tasks.id} from ${tasks}
        where ${inSegment(query, spot.segment)}
        order by ${tasks.createdAt} ${direction}, ${tasks.id} ${direction}
        offset ${spot.offset} limit 1)`;
      const rows = await selectTasks(db)
        .where(
          and(
            filtered(query),
            sql`(${tasks.createdAt}, ${tasks.id}) ${asc ? sql`>=` : sql`<=`} ${start}`,
          ),
        )
        .orderBy(sql`${tasks.createdAt} ${direction}`, sql`${tasks.id} ${direction}`)
        .limit(query.limit);
      return rows.map(toTask);
    }
    const rows = await selectTasks(db)
      .where(filtered(query))
      .orderBy(
        // A machine's queue: priority first, then oldest first, shifts ahead of their task.
        ...(query.machine ? [sql`${tasks.onPriority} desc`] : []),
        ...(query.machine && query.sortBy === 'generationDate'
          ? QUEUE_TIME.map((key) => sql`${key} ${direction}`)
          : []),
        sql`${SORT_COLUMNS[query.sortBy]} ${direction} nulls last`,
        sql`${tasks.id} ${direction}`,
      )
      .offset(query.skip)
      .limit(query.limit);
    return rows.map(toTask);
  },

  /**
   * The list's days with their counts, newest first (list-days.ts), from the kept day counts;
   * undefined for a search or a machine's queue, which are counted on their rows.
   */
  async segments(db: Executor, query: TasksQuery): Promise<Segment[] | undefined> {
    if (!byDays(query)) return undefined;
    const result = await db.execute<{ day: string; count: number }>(sql`
      select day::text as day, sum(n)::int as count from ${taskListCounts}
      where list = ${query.includeCompleted ? 'all' : 'open'}
      group by day having sum(n) <> 0 order by day desc`);
    return segments({}, {}, { top: 0, bottom: 0, days: result.rows });
  },

  /** Folds the day counts' appended changes into one row per list and day. */
  async foldCounts(db: Executor): Promise<void> {
    await db.execute(sql`select fold_task_list_counts()`);
  },

  /** The export's rows: generated in the range, of the machines, modes, types and status asked. */
  async exportPage(db: Executor, filter: ExportFilter, offset: number, limit: number) {
    const rows = await selectTasks(db)
      .where(exportWhere(filter))
      .orderBy(tasks.createdAt, tasks.id)
      .offset(offset)
      .limit(limit);
    return rows.map(toTask);
  },

  async exportCount(db: Executor, filter: ExportFilter): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(tasks)
      .where(exportWhere(filter));
    return row?.n ?? 0;
  },

  /**
   * The list's rows counted, stopping at `atMost`: a search for a very common word stops after a
   * few thousand rows of a short scan instead of counting a quarter of the table.
   */
  async countUpTo(db: Executor, query: TasksQuery, atMost: number): Promise<number> {
    const result = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from (
        select 1 from ${tasks} where ${filtered(query)} limit ${atMost}
      ) counted`);
    return result.rows[0]?.n ?? 0;
  },

  async byIds(db: Executor, ids: number[]): Promise<Task[]> {
    if (ids.length === 0) return [];
    const rows = await selectTasks(db).where(inArray(tasks.id, ids)).orderBy(tasks.id);
    return rows.map(toTask);
  },

  /** The tasks, locked until the transaction ends (a second completion waits, then sees it done). */
  async lock(tx: Executor, ids: number[]) {
    if (ids.length === 0) return [];
    return tx
      .select({
        id: tasks.id,
        containerId: tasks.containerId,
        containerNumber: tasks.containerNumber,
        taskType: tasks.taskType,
        deliveryMode: tasks.deliveryMode,
        onPriority: tasks.onPriority,
        createdAt: tasks.createdAt,
        fromLocation: tasks.fromLocation,
        toLocation: tasks.toLocation,
        toLocationDetails: tasks.toLocationDetails,
        assignedToMachine: tasks.assignedToMachine,
        completedAt: tasks.completedAt,
      })
      .from(tasks)
      .where(inArray(tasks.id, ids))
      .orderBy(tasks.id)
      .for('update');
  },

  async insert(tx: Executor, rows: NewTask[]): Promise<number[]> {
    if (rows.length === 0) return [];
    const inserted = await tx.insert(tasks).values(rows).returning({ id: tasks.id });
    return inserted.map((row) => row.id);
  },

  /** Edits an open task; a machine other than its own is now the editor's choice. */
  async update(tx: Executor, id: number, values: Partial<NewTask>): Promise<boolean> {
    const machine = values.assignedToMachine;
    const reason =
      machine === undefined
        ? {}
        : {
            assignmentReason: sql`case when ${tasks.assignedToMachine} = ${machine}
              then ${tasks.assignmentReason} else ${CHOSEN}::jsonb end`,
          };
    const updated = await tx
      .update(tasks)
      .set({ ...values, ...reason, updatedAt: new Date() })
      .where(and(eq(tasks.id, id), isNull(tasks.completedAt)))
      .returning({ id: tasks.id });
    return updated.length > 0;
  },

  async remove(tx: Executor, ids: number[]): Promise<number[]> {
    const removed = await tx
      .delete(tasks)
      .where(inArray(tasks.id, ids))
      .returning({ id: tasks.id });
    return removed.map((row) => row.id);
  },

  async complete(tx: Executor, id: number, userId: number | null): Promise<void> {
    await tx
      .update(tasks)
      .set({ completedAt: new Date(), completedBy: userId })
      .where(eq(tasks.id, id));
  },

  async moveTo(tx: Executor, ids: number[], machine: string): Promise<number[]> {
    const moved = await tx
      .update(tasks)
      .set({
        assignedToMachine: machine,
        assignmentReason: { kind: 'moved' },
        updatedAt: new Date(),
      })
      .where(and(inArray(tasks.id, ids), isNull(tasks.completedAt)))
      .returning({ id: tasks.id });
    return moved.map((row) => row.id);
  },

  /** A renamed machine keeps its tasks, open and done: they name it by its new name. */
  async renameMachine(tx: Executor, from: string, to: string): Promise<number> {
    const renamed = await tx
      .update(tasks)
      .set({ assignedToMachine: to })
      .where(eq(tasks.assignedToMachine, from))
      .returning({ id: tasks.id });
    return renamed.length;
  },

  /** An open task with the same container number, task type, from and to (doc 3 §5). */
  async findSame(db: Executor, key: DuplicateKey, exceptId?: number): Promise<Task | undefined> {
    const [row] = await selectTasks(db)
      .where(
        and(
          eq(tasks.containerNumber, key.containerNumber),
          sql`lower(${tasks.taskType}) = lower(${key.taskType})`,
          sql`lower(coalesce(${tasks.fromLocation}, '')) = lower(${key.fromLocation ?? ''})`,
          sql`lower(coalesce(${tasks.toLocation}, '')) = lower(${key.toLocation ?? ''})`,
          isNull(tasks.completedAt),
          exceptId ? ne(tasks.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row ? toTask(row) : undefined;
  },

  /**
   * The open Slot shifts of these boxes, with where each starts: a box whose shift starts where
   * it stands has one already (findSame's rule, by the box's id and its index).
   */
  async openShifts(db: Executor, containerIds: number[]) {
    if (containerIds.length === 0) return [];
    return db
      .select({ containerId: tasks.containerId, fromLocation: tasks.fromLocation })
      .from(tasks)
      .where(
        and(
          inArray(tasks.containerId, containerIds),
          isNull(tasks.completedAt),
          sql`lower(${tasks.taskType}) = lower(${SHIFTING})`,
          sql`lower(coalesce(${tasks.toLocation}, '')) = lower(${SLOT})`,
        ),
      );
  },

  async zones(db: Executor) {
    return db
      .select({ name: yardLocations.name, type: yardLocations.type })
      .from(yardLocations)
      .orderBy(yardLocations.name);
  },
};
