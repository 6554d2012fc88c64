import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { oneBasedSkip } from '@yardline/domain/common/paging';
import {
  type TrailersPage,
  TrailersPage as TrailersPageSchema,
} from '@yardline/domain/trailers/trailer.schema';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const trailersQueryKey = [SESSION_KEY, 'trailers'] as const;

export interface TrailersFilter {
  page: number;
  pageSize: number;
  searchText: string;
  includeDispatched: boolean;
}

/** GET /rest/trailers: skip (page-1)·size+1, limit, searchText, includeDispatched (doc 3 §7, §9). */
export const getTrailers = (filter: TrailersFilter, signal?: AbortSignal): Promise<TrailersPage> =>
  apiRequest('/rest/trailers', TrailersPageSchema, {
    query: {
      skip: oneBasedSkip(filter.page, filter.pageSize),
      limit: filter.pageSize,
      searchText: filter.searchText || undefined,
      includeDispatched: filter.includeDispatched,
    },
    signal,
  });

/** `refetchInterval`: the configured rate in the enterprise edition above 30 s, else none. */
export const useTrailers = (filter: TrailersFilter, refetchInterval: number | false) =>
  useQuery(
    queryOptions({
      queryKey: [...trailersQueryKey, 'list', filter],
      queryFn: ({ signal }) => getTrailers(filter, signal),
      placeholderData: keepPreviousData,
      refetchInterval,
      retry: false,
    }),
  );
