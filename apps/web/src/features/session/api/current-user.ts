import { queryOptions, useQuery } from '@tanstack/react-query';
import { CurrentUser } from '@yardline/domain/session/session.schema';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const currentUserQueryKey = [SESSION_KEY, 'user'] as const;

/** GET /rest/user: the logged-in user's profile. */
export const getCurrentUser = (signal?: AbortSignal): Promise<CurrentUser> =>
  apiRequest('/rest/user', CurrentUser, { signal });

export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: ({ signal }) => getCurrentUser(signal),
  staleTime: 5 * 60_000,
});

export const useCurrentUser = (enabled = true) => useQuery({ ...currentUserQueryOptions, enabled });
