import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { Itv } from '@yardline/domain/machines/itv.schema';
import {
  type ItvTaskInput,
  ItvTasksPage,
  SavedItvTasks,
} from '@yardline/domain/tasks/itv-task.schema';
import { CountAnswer } from '@yardline/domain/tasks/task.schema';
import { joinSearchTerms, taskSkip } from '@yardline/domain/tasks/task-rules';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { tasksQueryKey } from './tasks.ts';

const itvTasksKey = [...tasksQueryKey, 'itv'] as const;

/** GET /rest/itv-tasks: search terms joined by '&*', skip of (page-1)·size. */
export const useItvTasks = (filter: {
  page: number;
  pageSize: number;
  terms: string[];
  includeCompleted: boolean;
}) =>
  useQuery(
    queryOptions({
      queryKey: [...itvTasksKey, 'list', filter],
      queryFn: ({ signal }) =>
        apiRequest('/rest/itv-tasks', ItvTasksPage, {
          query: {
            searchText: joinSearchTerms(filter.terms) || undefined,
            skip: taskSkip(filter.page, filter.pageSize),
            limit: filter.pageSize,
            includeCompleted: filter.includeCompleted,
          },
          signal,
        }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );

/** GET /rest/itv-tasks/itvs: the ITVs a task may be given to. */
export const useItvs = () =>
  useQuery(
    queryOptions({
      queryKey: [...itvTasksKey, 'itvs'],
      queryFn: ({ signal }) => apiRequest('/rest/itv-tasks/itvs', z.array(Itv), { signal }),
      staleTime: 60_000,
    }),
  );

export function useSaveItvTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tasks: ItvTaskInput[]) =>
      apiRequest('/rest/itv-tasks', SavedItvTasks, { method: 'POST', body: { tasks } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: itvTasksKey }),
  });
}

export function useDeleteItvTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiRequest('/rest/itv-tasks', CountAnswer, {
        method: 'DELETE',
        query: { ids: ids.join(',') },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: itvTasksKey }),
  });
}
