import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Role } from '@yardline/domain/users/role.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { rolesQueryKey } from './roles.ts';

/** POST /rest/roles (no id) or PUT /rest/roles/{id}: add or rename a role. */
export const saveRole = ({ id, name }: { id?: number; name: string }): Promise<Role> =>
  id === undefined
    ? apiRequest('/rest/roles', Role, { method: 'POST', body: { name } })
    : apiRequest(`/rest/roles/${id}`, Role, { method: 'PUT', body: { name } });

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rolesQueryKey }),
  });
}
