import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { oneBasedSkip } from '@yardline/domain/common/paging';
import {
  USERS_PAGE_SIZE,
  USERS_REFRESH_MS,
  type UsersPage,
  UsersPage as UsersPageSchema,
} from '@yardline/domain/users/user.schema';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const usersQueryKey = [SESSION_KEY, 'users'] as const;

/** GET /rest/users: page `page` of 15, skip (page-1)·15+1 (doc 3 §9). */
export const getUsers = (page: number, signal?: AbortSignal): Promise<UsersPage> =>
  apiRequest('/rest/users', UsersPageSchema, {
    query: { skip: oneBasedSkip(page, USERS_PAGE_SIZE), limit: USERS_PAGE_SIZE },
    signal,
  });

export const usersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...usersQueryKey, page],
    queryFn: ({ signal }) => getUsers(page, signal),
    // Doc 3 §9: the users list refreshes every 120 000 ms.
    refetchInterval: USERS_REFRESH_MS,
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useUsers = (page: number) => useQuery(usersQueryOptions(page));
