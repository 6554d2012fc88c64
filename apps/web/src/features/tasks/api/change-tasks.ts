import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CompleteAnswer,
  CountAnswer,
  SavedTasks,
  type TaskInput,
} from '@yardline/domain/tasks/task.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { tasksQueryKey } from './tasks.ts';

/** POST /rest/tasks: creates (no taskId) and edits tasks, all or none. */
export const saveTasks = (body: { tasks: TaskInput[]; bulk?: boolean }) =>
  apiRequest('/rest/tasks', SavedTasks, { method: 'POST', body });

/** POST /rest/tasks/complete: ids comma-joined; each outcome says done or why not. */
export const completeTasks = ({
  ids,
  machine,
  key,
}: {
  ids: number[];
  machine?: string;
  /** An `Idempotency-Key`: a resend of this completion answers as the first did. */
  key?: string;
}) =>
  apiRequest('/rest/tasks/complete', CompleteAnswer, {
    method: 'POST',
    body: { ids: ids.join(','), ...(machine ? { machine } : {}) },
    headers: key ? { 'Idempotency-Key': key } : undefined,
  });

/**
 * POST /rest/tasks/:id/shifts: the shifting tasks that clear a buried box's task, top box first.
 * The PagePath header says where they were asked for (the tasks screen or the handheld).
 */
export const createShifts = (taskId: number) =>
  apiRequest(`/rest/tasks/${taskId}/shifts`, SavedTasks, { method: 'POST' });

/** POST /rest/tasks/move: taskIds comma-joined, toMachine. */
export const moveTasks = ({ ids, toMachine }: { ids: number[]; toMachine: string }) =>
  apiRequest('/rest/tasks/move', CountAnswer, {
    method: 'POST',
    body: { taskIds: ids.join(','), toMachine },
  });

/** DELETE /rest/tasks?ids=1,2,3. */
export const deleteTasks = (ids: number[]) =>
  apiRequest('/rest/tasks', CountAnswer, { method: 'DELETE', query: { ids: ids.join(',') } });

function useTaskChange<A, R>(change: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}

export const useSaveTasks = () => useTaskChange(saveTasks);
export const useCompleteTasks = () => useTaskChange(completeTasks);
export const useMoveTasks = () => useTaskChange(moveTasks);
export const useDeleteTasks = () => useTaskChange(deleteTasks);
