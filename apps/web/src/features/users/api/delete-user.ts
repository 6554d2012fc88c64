import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersQueryKey } from './users.ts';

/** DELETE /rest/users/{id}: answers 204; the user's sessions end with them. */
export const deleteUser = (id: number): Promise<undefined> =>
  apiRequest(`/rest/users/${id}`, z.undefined(), { method: 'DELETE' });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
