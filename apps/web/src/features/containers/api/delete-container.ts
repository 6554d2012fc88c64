import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { containerListsKey } from './container-list.ts';

/** DELETE /rest/enterprise/containers/{id}: answers 204. */
export const deleteContainer = (id: number): Promise<undefined> =>
  apiRequest(`/rest/enterprise/containers/${id}`, z.undefined(), { method: 'DELETE' });

export function useDeleteContainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContainer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: containerListsKey }),
  });
}
