import { queryOptions, useQuery } from '@tanstack/react-query';
import { type YardContainers, YardContainersAnswer } from '@yardline/domain/yard/yard-containers';
import { apiRequest } from '../lib/api-client.ts';
import { SESSION_KEY } from './health.ts';

export const yardContainersQueryKey = [SESSION_KEY, 'inventory', 'containers'] as const;

/** GET /rest/yard/containers (doc 2 §7 "dashboard"): every box in the yard, in parallel arrays. */
export const getYardContainers = (signal?: AbortSignal): Promise<YardContainers> =>
  apiRequest('/rest/yard/containers', YardContainersAnswer, {
    query: { includePlanned: false },
    signal,
  });

/** The inventory's source of boxes for the yard model (kept current by live events). */
export const inventoryYardSource = {
  queryKey: yardContainersQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => getYardContainers(signal),
};

export const yardContainersQueryOptions = queryOptions({
  ...inventoryYardSource,
  // Kept current by live events (or the Refresh button outside the enterprise edition).
  staleTime: Number.POSITIVE_INFINITY,
});

export const useYardContainers = () => useQuery(yardContainersQueryOptions);
