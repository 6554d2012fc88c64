import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { rolesQueryKey } from './roles.ts';

/** DELETE /rest/roles/{id}: answers 204, or 409 with why not (built-in, still held). */
export const deleteRole = (id: number): Promise<undefined> =>
  apiRequest(`/rest/roles/${id}`, z.undefined(), { method: 'DELETE' });

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rolesQueryKey }),
  });
}
