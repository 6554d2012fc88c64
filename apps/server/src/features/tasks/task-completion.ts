import type { CompleteAnswer, TaskOutcome } from '@yardline/domain/tasks/task.schema';
import {
  ANY_MACHINE,
  destinationSlot,
  isShiftingTask,
  isSlotDestination,
  TASK_MESSAGES,
} from '@yardline/domain/tasks/task-rules';
import { writeAudits } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { HttpError, notFound } from '../../platform/http/http-error.ts';
import { runOnce } from '../../platform/idempotency/idempotency.ts';
import type { SessionUser } from '../../platform/session/session.service.ts';
import type { LedgerService } from '../ledger/index.ts';
import { yardConflict } from '../ledger/index.ts';
import { taskBoxes } from './task-boxes.repository.ts';
import { publishTasks, refOf } from './task-events.ts';
import type { Buried } from './task-shifts.ts';
import { tasksRepository as repo } from './tasks.repository.ts';

type Actor = Pick<SessionUser, 'id' | 'username'>;

export interface TaskCompletionDeps {
  db: Db;
  ledger: Pick<LedgerService, 'apply' | 'creditMachine'>;
  events: Pick<EventBus, 'publish'>;
  /** What stands on boxes, and what of it is still to shift (task-shifts.ts). */
  buried: (tx: Executor, containerIds: number[]) => Promise<Map<number, Buried>>;
}

/** Where a task takes its box: a slot key, or null when it takes it off the stack. */
function destination(task: { toLocation: string | null; toLocationDetails: string | null }) {
  const slot = destinationSlot(task);
  if (slot) return { to: slot, label: undefined };
  if (isSlotDestination(task.toLocation)) {
    throw new HttpError(409, TASK_MESSAGES.chooseSlot, 'NO_SLOT');
  }
  const label = [task.toLocation, task.toLocationDetails].filter(Boolean).join(' ');
  return { to: null, label: label || undefined };
}

/** A buried box's refusal, thrown so that its transaction (which marked the task done) rolls back. */
class BuriedRefusal extends Error {
  readonly outcome: TaskOutcome;
  constructor(outcome: TaskOutcome) {
    super(outcome.reason ?? 'buried');
    this.outcome = outcome;
  }
}

/**
 * Completing tasks: each moves its box through the slot ledger in the transaction that marks it
 * done (the movement productive or shifting, the slot occupancy changed). A move the ledger
 * refuses (slot taken, box buried) leaves the task pending with the reason.
 */
export function createTaskCompletion(deps: TaskCompletionDeps) {
  const { db } = deps;

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
      if (error instanceof BuriedRefusal) return error.outcome;
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
      const box = await taskBoxes.ofTask(tx, task);
      if (!box) return pending(TASK_MESSAGES.notInYard(task.containerNumber));
      const by =
        machine || (task.assignedToMachine !== ANY_MACHINE ? task.assignedToMachine : null);
      const { to, label } = destination(task);
      // Done first: that releases the slot the task holds (migration 0042), so the move below
      // may take it even when the task was typed before its box was known.
      await repo.complete(tx, taskId, actor.id);
      let moves: TaskOutcome['moves'] = [];
      if (to !== null && to === box.location) {
        // The gate reserved this slot at gate-in: the offloading machine gets the movement.
        if (by) await deps.ledger.creditMachine(tx, box.id, to, by);
      } else if (!(to === null && box.location === null)) {
        try {
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
        } catch (error) {
          // A refusal comes before anything is written, the columns still locked: read what
          // stands on the box now.
          if (!(error instanceof HttpError)) throw error;
          const found = (await deps.buried(tx, [box.id])).get(box.id);
          if (!found?.onTop.length) throw error;
          const boxesOnTop = found.onTop.map((above) => above.number);
          throw new BuriedRefusal({
            ...pending(TASK_MESSAGES.buried(box.number, boxesOnTop)),
            boxesOnTop,
            boxesToShift: found.toShift.map((above) => above.number),
          });
        }
      }
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
      await publishTasks(deps.events, tx, 'task.completed', [refOf({ ...task, taskId })]);
      return { taskId, completed: true, reason: null, moves };
    }
  }

  return {
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
  };
}
