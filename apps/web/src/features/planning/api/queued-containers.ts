import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QueuedContainer } from '@yardline/domain/planning/planning-api';
import { z } from 'zod';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const queuedQueryKey = [SESSION_KEY, 'planning', 'queued'] as const;

/** GET /rest/planning/queued-containers: boxes waiting for a slot, by number, IGM, job order or liner. */
export const getQueuedContainers = (search: string, signal?: AbortSignal) =>
  apiRequest('/rest/planning/queued-containers', z.array(QueuedContainer), {
    query: { search: search || undefined },
    signal,
  });

export const useQueuedContainers = (search: string, refetchInterval: number | false) =>
  useQuery({
    queryKey: [...queuedQueryKey, search],
    queryFn: ({ signal }) => getQueuedContainers(search, signal),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
