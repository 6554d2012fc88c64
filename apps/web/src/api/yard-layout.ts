import { queryOptions, useQuery } from '@tanstack/react-query';
import { YardLayout } from '@yardline/domain/yard/layout.schema';
import { apiRequest } from '../lib/api-client.ts';
import { SESSION_KEY } from './health.ts';

export const yardLayoutQueryKey = [SESSION_KEY, 'yard-layout'] as const;

/** GET /rest/yard/layout: areas, rows and cells of the yard (doc 1 §3). */
export const getYardLayout = (signal?: AbortSignal): Promise<YardLayout> =>
  apiRequest('/rest/yard/layout', YardLayout, { signal });

export const yardLayoutQueryOptions = queryOptions({
  queryKey: yardLayoutQueryKey,
  queryFn: ({ signal }) => getYardLayout(signal),
  staleTime: 5 * 60_000,
});

export const useYardLayout = () => useQuery(yardLayoutQueryOptions);
