import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type TaskSortField,
  type TasksPage,
  TasksPage as TasksPageSchema,
} from '@yardline/domain/tasks/task.schema';
import { joinSearchTerms, taskSkip } from '@yardline/domain/tasks/task-rules';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const tasksQueryKey = [SESSION_KEY, 'tasks'] as const;

export interface TasksFilter {
  page: number;
  pageSize: number;
  /** The search terms, sent joined by '&*' (doc 3 §7). */
  terms: string[];
  includeCompleted: boolean;
  sortBy: TaskSortField;
  sortOrder: 'asc' | 'desc';
  /** One machine's queue (the handheld); every task when absent. */
  machine?: string;
}

/** GET /rest/tasks: skip of (page-1)·size, limit, searchText, includeCompleted, sort (doc 3 §7, §9). */
export const getTasks = (filter: TasksFilter, signal?: AbortSignal): Promise<TasksPage> =>
  apiRequest('/rest/tasks', TasksPageSchema, {
    query: {
      searchText: joinSearchTerms(filter.terms) || undefined,
      skip: taskSkip(filter.page, filter.pageSize),
      limit: filter.pageSize,
      includeCompleted: filter.includeCompleted,
      sortBy: filter.sortBy,
      sortOrder: filter.sortOrder,
      machine: filter.machine,
    },
    signal,
  });

/** `refetchInterval`: the configured rate in the enterprise edition above 30 s, else none. */
export const useTasks = (filter: TasksFilter, refetchInterval: number | false = false) =>
  useQuery(
    queryOptions({
      queryKey: [...tasksQueryKey, 'list', filter],
      queryFn: ({ signal }) => getTasks(filter, signal),
      placeholderData: keepPreviousData,
      refetchInterval,
      retry: false,
    }),
  );
