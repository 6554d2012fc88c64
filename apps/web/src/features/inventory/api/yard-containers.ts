import { queryOptions, useQuery } from '@tanstack/react-query';
import { YardContainers } from '@yardline/domain/yard/yard-containers';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const yardContainersQueryKey = [SESSION_KEY, 'inventory', 'containers'] as const;

/** GET /rest/yard/containers (doc 2 §7 "dashboard"): every box in the yard, in parallel arrays. */
export const getYardContainers = (signal?: AbortSignal): Promise<YardContainers> =>
  apiRequest('/rest/yard/containers', YardContainers, {
    query: { includePlanned: false },
    signal,
  });

export const yardContainersQueryOptions = queryOptions({
  queryKey: yardContainersQueryKey,
  queryFn: ({ signal }) => getYardContainers(signal),
  // Kept current by live events (or the Refresh button outside the enterprise edition).
  staleTime: Number.POSITIVE_INFINITY,
});

export const useYardContainers = () => useQuery(yardContainersQueryOptions);
