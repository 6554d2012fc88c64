import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RetagAnswer, type RetagBody } from '@yardline/domain/gate/retag';
import { apiRequest } from '../../../lib/api-client.ts';
import { gateContainerKey } from './container-state.ts';

/** POST /rest/gate/retag. */
export const retag = (body: RetagBody): Promise<RetagAnswer> =>
  apiRequest('/rest/gate/retag', RetagAnswer, { method: 'POST', body });

export function useRetag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retag,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gateContainerKey }),
  });
}
