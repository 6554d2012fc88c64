import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MachineInput, MachineSaved } from '@yardline/domain/machines/machine.schema';
import { machinesQueryKey } from '../../../api/machines.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /rest/machines (no id) or PUT /rest/machines/{id}: answers status success. */
export const saveMachine = ({ id, input }: { id?: number; input: MachineInput }) =>
  id === undefined
    ? apiRequest('/rest/machines', MachineSaved, { method: 'POST', body: input })
    : apiRequest(`/rest/machines/${id}`, MachineSaved, { method: 'PUT', body: input });

export function useSaveMachine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMachine,
    onSettled: () => queryClient.invalidateQueries({ queryKey: machinesQueryKey }),
  });
}
