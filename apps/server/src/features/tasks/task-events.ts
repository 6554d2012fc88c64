import type { TaskRef } from '@yardline/domain/events/live-events';
import type { Task } from '@yardline/domain/tasks/task.schema';
import type { Executor } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';

/** What a task event names of a task: enough for a screen to know whether to read again. */
export const refOf = (
  task: Pick<Task, 'taskId' | 'containerNumber' | 'taskType' | 'assignedToMachine'>,
) =>
  ({
    taskId: task.taskId,
    containerNumber: task.containerNumber,
    taskType: task.taskType,
    assignedToMachine: task.assignedToMachine,
  }) satisfies TaskRef;

/** Publishes `task.*` with the tasks changed, in the transaction that changed them (none: nothing). */
export async function publishTasks(
  events: Pick<EventBus, 'publish'>,
  tx: Executor,
  type: `task.${string}`,
  tasks: TaskRef[],
) {
  if (tasks.length === 0) return;
  await events.publish(tx, { type, data: { tasks } } as Parameters<EventBus['publish']>[1]);
}
