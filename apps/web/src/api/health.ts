import { queryOptions, useQuery } from '@tanstack/react-query';
import { HealthResponse } from '@yardline/domain/session/session.schema';
import { apiRequest } from '../lib/api-client.ts';

/** Every cached query of the logged-in user starts with this key part. */
export const SESSION_KEY = 'session';

export const healthQueryKey = [SESSION_KEY, 'health'] as const;

/** GET /rest/health: who is logged in, what they may open, whether this is the enterprise edition. */
export const getHealth = (signal?: AbortSignal): Promise<HealthResponse> =>
  apiRequest('/rest/health', HealthResponse, { signal });

export const healthQueryOptions = queryOptions({
  queryKey: healthQueryKey,
  queryFn: ({ signal }) => getHealth(signal),
  // Checked again on route changes once older than this (doc 1 §4: requests extend the session).
  staleTime: 30_000,
  retry: false,
});

export const useHealth = () => useQuery(healthQueryOptions);
