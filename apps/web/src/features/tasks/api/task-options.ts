import { queryOptions, useQuery } from '@tanstack/react-query';
import { TaskBox, TaskOptions } from '@yardline/domain/tasks/task.schema';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { tasksQueryKey } from './tasks.ts';

/** GET /rest/tasks/options: task types, delivery modes, destinations, yard zones, machines. */
export const useTaskOptions = () =>
  useQuery(
    queryOptions({
      queryKey: [...tasksQueryKey, 'options'],
      queryFn: ({ signal }) => apiRequest('/rest/tasks/options', TaskOptions, { signal }),
      staleTime: 60_000,
    }),
  );

const Boxes = z.array(TaskBox);

/** GET /rest/tasks/containers: boxes whose number starts with `query`, or an IGM:Item's boxes. */
export const findBoxes = (
  filter: { query?: string; igmItem?: string },
  signal?: AbortSignal,
): Promise<TaskBox[]> => apiRequest('/rest/tasks/containers', Boxes, { query: filter, signal });

export const useTaskBoxes = (query: string) =>
  useQuery(
    queryOptions({
      queryKey: [...tasksQueryKey, 'boxes', query],
      queryFn: ({ signal }) => findBoxes({ query }, signal),
      enabled: query.trim().length >= 2,
      staleTime: 10_000,
    }),
  );
