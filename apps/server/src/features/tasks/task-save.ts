import { CONTAINER_NUMBER_PATTERN } from '@yardline/domain/containers/container-number';
import { type DuplicateKey, repeatedIndex, TASK_MESSAGES } from '@yardline/domain/tasks/task-rules';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { HttpError, notFound } from '../../platform/http/http-error.ts';

/**
 * What saving tasks and ITV tasks share (doc 3 §5): each row's checks named by its row, the
 * duplicate check against the list and the stored open tasks, and create-or-edit in one
 * transaction. The two kinds differ only in their rows and their duplicate message.
 */

/** "Row 3: …" when the save holds several rows, the bare message for one. */
export const rowLabel = (count: number, i: number, message: string) =>
  count > 1 ? `Row ${i + 1}: ${message}` : message;

export interface SavedRow extends DuplicateKey {
  taskId?: number;
}

export interface TaskKind<Value extends SavedRow, Row> {
  /** Names the kind's advisory locks, so a task and an ITV task of one box don't wait. */
  lockScope: string;
  /** Doc 3 §5's message: the task or the 'itv task' version. */
  duplicateMessage: string;
  problem: (value: Value) => string | undefined;
  findSame: (tx: Executor, key: DuplicateKey, exceptId?: number) => Promise<unknown>;
  row: (tx: Executor, value: Value) => Promise<Row>;
  insert: (tx: Executor, rows: Row[]) => Promise<number[]>;
  /** False when the task is gone or completed. */
  update: (tx: Executor, id: number, row: Row) => Promise<boolean>;
}

const duplicate = (count: number, i: number, message: string) =>
  new HttpError(409, rowLabel(count, i, message), 'DUPLICATE');

/** The checks that need no database: the number, the kind's rules, a row repeating another. */
export function checkRows<Value extends SavedRow>(
  kind: Pick<TaskKind<Value, unknown>, 'problem' | 'duplicateMessage'>,
  values: Value[],
) {
  values.forEach((value, i) => {
    if (!CONTAINER_NUMBER_PATTERN.test(value.containerNumber)) {
      throw new HttpError(400, rowLabel(values.length, i, TASK_MESSAGES.invalidNumber));
    }
    const problem = kind.problem(value);
    if (problem) throw new HttpError(400, rowLabel(values.length, i, problem), 'TASK_INVALID');
  });
  const repeated = repeatedIndex(values);
  if (repeated >= 0) throw duplicate(values.length, repeated, kind.duplicateMessage);
}

/**
 * Creates the rows without taskId and edits the others, inside `tx`. Two saves of the same
 * box's task wait for each other (a lock per number, taken in order), so the check holds.
 */
export async function saveRows<Value extends SavedRow, Row>(
  tx: Executor,
  kind: TaskKind<Value, Row>,
  values: Value[],
): Promise<{ created: number[]; edited: number[] }> {
  for (const number of [...new Set(values.map((v) => v.containerNumber))].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind.lockScope}:${number}`}))`);
  }
  const created: Row[] = [];
  const edited: number[] = [];
  for (const [i, value] of values.entries()) {
    if (await kind.findSame(tx, value, value.taskId)) {
      throw duplicate(values.length, i, kind.duplicateMessage);
    }
    const row = await kind.row(tx, value);
    if (value.taskId === undefined) created.push(row);
    else {
      if (!(await kind.update(tx, value.taskId, row))) {
        throw notFound(`${TASK_MESSAGES.notFound(value.taskId)} (or it is completed)`);
      }
      edited.push(value.taskId);
    }
  }
  return { created: await kind.insert(tx, created), edited };
}

/** The find call's query (containerNumber, taskType, from, to) as a duplicate key. */
export const findKey = (key: {
  containerNumber: string;
  taskType: string;
  from: string;
  to: string;
}) =>
  ({
    containerNumber: key.containerNumber,
    taskType: key.taskType,
    fromLocation: key.from,
    toLocation: key.to,
  }) satisfies DuplicateKey;
