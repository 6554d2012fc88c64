import { type ShiftingTask, shiftingTasks } from '@yardline/domain/tasks/shifting';
import type { Task } from '@yardline/domain/tasks/task.schema';
import { TASK_MESSAGES } from '@yardline/domain/tasks/task-rules';
import type { StandingBox } from '@yardline/domain/yard/moves';
import type { Db, Executor } from '../../db/database.ts';
import { conflict, notFound } from '../../platform/http/http-error.ts';
import type { SessionUser } from '../../platform/session/session.service.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { Shift, SlotSuggestion } from '../slot-suggestion/index.ts';
import { taskBoxes } from './task-boxes.repository.ts';
import { tasksRepository as repo } from './tasks.repository.ts';

type Actor = Pick<SessionUser, 'id' | 'username'>;

/** A box standing on another, as the ledger answers it. */
type OnTop = StandingBox & { location: string | null };

/** What stands on a box (top first), and those of them with no open shifting task yet. */
export interface Buried {
  onTop: OnTop[];
  toShift: OnTop[];
}

const NOTHING: Buried = { onTop: [], toShift: [] };

export interface TaskShiftsDeps {
  db: Db;
  ledger: Pick<LedgerService, 'onTop'>;
  /** The engine's slot choice, as the gate and the dispatch ask it. */
  slots: Pick<SlotSuggestion, 'shifts'>;
}

/** A shifting task to save, with its time in the machine's queue (its parent's creation). */
export type ShiftToSave = ShiftingTask & { queuedAt: Date };

/** Saves new tasks the normal way (checks, machines, audit, events) in the caller's `tx`. */
export type SaveIn = (
  tx: Executor,
  actor: Actor,
  tasks: ShiftToSave[],
  source: string,
) => Promise<number[]>;

/**
 * A buried box's task: what stands on its box, and the shifting tasks that clear it (shifting.ts
 * in the domain), made in one transaction through the tasks' normal save, to slots the planning
 * engine chooses. Completing them top box first, then the task, is what the ledger allows.
 */
export function createTaskShifts(deps: TaskShiftsDeps, saveIn: SaveIn) {
  /**
   * What stands on each of these boxes, top first (`onTop`), and which of those have no open
   * shifting task from where they stand yet (`toShift`): a box is never given two.
   */
  async function buried(db: Executor, containerIds: number[]): Promise<Map<number, Buried>> {
    const onTop = await deps.ledger.onTop(db, containerIds);
    const above = [...onTop.values()].flat();
    const open = await repo.openShifts(
      db,
      above.map((box) => box.containerId),
    );
    const shifted = new Set(
      open.map((shift) => `${shift.containerId}@${shift.fromLocation?.toLowerCase()}`),
    );
    const unshifted = (box: OnTop) =>
      !shifted.has(`${box.containerId}@${box.location?.toLowerCase()}`);
    return new Map(
      [...onTop].map(([id, boxes]) => [id, { onTop: boxes, toShift: boxes.filter(unshifted) }]),
    );
  }

  return {
    buried,

    /**
     * The tasks, each open one with the numbers of the boxes standing on its box, top first, and
     * of those still to shift.
     */
    async withBoxesOnTop(tasks: Task[], db: Executor = deps.db): Promise<Task[]> {
      const open = (task: Task) => task.completionDate === null && task.containerId !== null;
      const found = await buried(
        db,
        tasks.filter(open).map((task) => task.containerId as number),
      );
      const numbers = (boxes: OnTop[] = []) => boxes.map((box) => box.number);
      return tasks.map((task) => {
        const boxes = open(task) ? found.get(task.containerId as number) : undefined;
        return {
          ...task,
          boxesOnTop: numbers(boxes?.onTop),
          boxesToShift: numbers(boxes?.toShift),
        };
      });
    },

    /**
     * Creates the shifting tasks of task `taskId`, one per box standing on its box that has no
     * open shifting task yet, top first, each to the slot the engine chooses away from the stack
     * and from the others'; answers their ids in order. All or none: a 409 when the task is done,
     * its box is not in the yard or nothing (else) needs shifting, or a box has nowhere to go.
     */
    async create(actor: Actor, taskId: number, source: string): Promise<number[]> {
      return deps.db.transaction(async (tx) => {
        // Locked: the task is not completed meanwhile, and a second click waits, then finds the
        // shifts made.
        const [task] = await repo.lock(tx, [taskId]);
        if (!task) throw notFound(TASK_MESSAGES.notFound(taskId));
        if (task.completedAt) throw conflict(TASK_MESSAGES.alreadyCompleted(taskId));
        const box = await taskBoxes.ofTask(tx, task);
        if (!box) throw conflict(TASK_MESSAGES.notInYard(task.containerNumber));
        const { onTop, toShift } = (await buried(tx, [box.id])).get(box.id) ?? NOTHING;
        if (onTop.length === 0) throw conflict(TASK_MESSAGES.nothingOnTop(box.number));
        if (toShift.length === 0) throw conflict(TASK_MESSAGES.shiftsOpen(box.number));

        const column = new Set(onTop.flatMap((above) => above.cellIds));
        let shifts: Shift[] = [];
        try {
          shifts = await deps.slots.shifts(tx, toShift, column);
          const planned = toShift.map((above, i) => ({
            number: above.number,
            from: above.location ?? '',
            to: shifts[i]?.slot.location ?? '',
            // Its place from the top, whether or not the boxes above it are shifted here.
            order: onTop.indexOf(above) + 1,
          }));
          const values = shiftingTasks({ ...task, taskId }, planned).map((shift) => ({
            ...shift,
            queuedAt: task.createdAt,
          }));
          return await saveIn(tx, actor, values, source);
        } catch (error) {
          for (const { slot } of shifts) slot.release();
          throw error;
        }
      });
    },
  };
}
