import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { counted } from '@yardline/domain/common/counted';
import type { Task } from '@yardline/domain/tasks/task.schema';
import { TASK_MESSAGES } from '@yardline/domain/tasks/task-rules';
import { Alert, App, Button } from 'antd';
import { useCallback } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { createShifts } from '../api/change-tasks.ts';
import { tasksQueryKey } from '../api/tasks.ts';

/** A task whose box has boxes standing on it: what the offer needs of it. */
export interface BuriedTask {
  taskId: number;
  /** What is wrong, in a clerk's words (TASK_MESSAGES.buried). */
  title: string;
  /** How many of those boxes have no shifting task yet. */
  toShift: number;
}

/** The offer for a listed task, when boxes stand on its box. */
export const buriedTask = (task: Task): BuriedTask | undefined =>
  task.completionDate === null && task.boxesOnTop?.length
    ? {
        taskId: task.taskId,
        title: TASK_MESSAGES.buried(task.containerNumber, task.boxesOnTop),
        toShift: task.boxesToShift?.length ?? 0,
      }
    : undefined;

const plural = (n: number) => counted(n, 'shifting task');

/**
 * Offers to create a buried task's shifting tasks (POST /rest/tasks/:id/shifts), after a
 * confirmation naming the boxes: wherever a task is created, listed or refused, on the tasks
 * screen and the handheld. The call's own refusal (made meanwhile, no room) is shown as it is.
 */
export function useShiftOffer() {
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  return useCallback(
    (task: BuriedTask) => {
      modal.confirm({
        title: task.title,
        content: `Create ${plural(task.toShift)} ahead of task ${task.taskId}, for its machine? The planning engine chooses where each box goes; they are done top box first, then the task.`,
        okText: 'Create shifting tasks',
        async onOk() {
          try {
            const answer = await createShifts(task.taskId);
            message.success(`${plural(answer.tasks.length)} created ahead of task ${task.taskId}.`);
          } catch (error) {
            message.error(errorMessage(error));
          } finally {
            await queryClient.invalidateQueries({ queryKey: tasksQueryKey });
          }
        },
      });
    },
    [modal, message, queryClient],
  );
}

/**
 * A buried task's notice: the boxes on it, and the offer of their shifting tasks (`offer`, for
 * those who may make them) until each has one.
 */
export function ShiftNotice({
  task,
  offer,
}: {
  task: BuriedTask;
  offer?: ((task: BuriedTask) => void) | undefined;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      title={task.title}
      description={
        task.toShift === 0 ? 'Their shifting tasks are made: they come first.' : undefined
      }
      action={
        offer && task.toShift > 0 ? (
          <Button
            size="small"
            icon={<VerticalAlignTopOutlined aria-hidden />}
            aria-label={`Create shifting tasks for task ${task.taskId}`}
            onClick={() => offer(task)}
          >
            Create shifting tasks
          </Button>
        ) : undefined
      }
    />
  );
}
