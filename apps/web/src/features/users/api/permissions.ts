import { queryOptions, useQuery } from '@tanstack/react-query';
import { PermissionRecord } from '@yardline/domain/auth/permissions';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { rolesQueryKey } from './roles.ts';

export const permissionsQueryKey = [...rolesQueryKey, 'permissions'] as const;

/** GET /rest/permissions: every role's permission record (doc 3 §3). */
export const getPermissions = (signal?: AbortSignal): Promise<PermissionRecord[]> =>
  apiRequest('/rest/permissions', z.array(PermissionRecord), { signal });

export const usePermissions = () =>
  useQuery(
    queryOptions({
      queryKey: permissionsQueryKey,
      queryFn: ({ signal }) => getPermissions(signal),
      retry: false,
    }),
  );
