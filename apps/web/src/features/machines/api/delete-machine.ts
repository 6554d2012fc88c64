import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { machinesQueryKey } from '../../../api/machines.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /rest/machines/{id}: 204. */
export const deleteMachine = (id: number): Promise<undefined> =>
  apiRequest(`/rest/machines/${id}`, z.undefined(), { method: 'DELETE' });

export function useDeleteMachine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMachine,
    onSettled: () => queryClient.invalidateQueries({ queryKey: machinesQueryKey }),
  });
}
