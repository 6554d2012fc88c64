import { useQuery } from '@tanstack/react-query';
import { YardContainer } from '@yardline/domain/yard/yard-containers';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const containerDetailsQueryKey = (id: number) =>
  [SESSION_KEY, 'inventory', 'container', id] as const;

/** GET /rest/yard/container/{id}: the 'Container Details' tooltip (enterprise edition only). */
export const getContainerDetails = (id: number, signal?: AbortSignal): Promise<YardContainer> =>
  apiRequest(`/rest/yard/container/${id}`, YardContainer, { signal });

export const useContainerDetails = (id: number | undefined) =>
  useQuery({
    queryKey: containerDetailsQueryKey(id ?? 0),
    queryFn: ({ signal }) => getContainerDetails(id ?? 0, signal),
    enabled: id !== undefined,
    staleTime: 10_000,
  });
