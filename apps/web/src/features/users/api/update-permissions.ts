import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PermissionRecord } from '@yardline/domain/auth/permissions';
import type { PermissionsUpdate } from '@yardline/domain/users/role.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { rolesQueryKey } from './roles.ts';

/** PUT /rest/permissions/{roleId}: the flags that changed; the answer is the whole record. */
export const updatePermissions = ({
  roleId,
  flags,
}: {
  roleId: number;
  flags: PermissionsUpdate;
}) => apiRequest(`/rest/permissions/${roleId}`, PermissionRecord, { method: 'PUT', body: flags });

export function useUpdatePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePermissions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rolesQueryKey }),
  });
}
