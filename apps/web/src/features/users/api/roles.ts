import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { oneBasedSkip } from '@yardline/domain/common/paging';
import {
  ROLES_PAGE_SIZE,
  type RolesPage,
  RolesPage as RolesPageSchema,
} from '@yardline/domain/users/role.schema';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every cached role query (the pages and the permission records) starts with this. */
export const rolesQueryKey = [SESSION_KEY, 'roles'] as const;

/** GET /rest/roles: page `page` of 15, skip (page-1)·15+1 (doc 3 §9). */
export const getRoles = (page: number, signal?: AbortSignal): Promise<RolesPage> =>
  apiRequest('/rest/roles', RolesPageSchema, {
    query: { skip: oneBasedSkip(page, ROLES_PAGE_SIZE), limit: ROLES_PAGE_SIZE },
    signal,
  });

export const useRoles = (page: number) =>
  useQuery(
    queryOptions({
      queryKey: [...rolesQueryKey, 'page', page],
      queryFn: ({ signal }) => getRoles(page, signal),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
