import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ChaAllocation,
  type ChaAllocationBody,
  ChaAllocationSaved,
} from '@yardline/domain/cha/cha.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { readAgain } from '../../../lib/read-again.ts';
import { useLiveEvents } from '../../../lib/use-live-events.ts';
import { chaKey } from './search-chas.ts';

/**
 * GET /rest/enterprise/cha/{id}/allocation: null until the agent has one. Read again when it
 * changes anywhere (saved on another screen, a truck of the agent's gated in).
 */
export function useAllocation(chaId: number | undefined) {
  const queryClient = useQueryClient();
  const queryKey = [...chaKey, 'allocation', chaId];
  useLiveEvents(['cha.allocation-changed'], (event) => {
    if (event.type !== 'cha.allocation-changed' || event.data.chaId === chaId)
      void readAgain(queryClient, { queryKey });
  });
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      apiRequest(`/rest/enterprise/cha/${chaId}/allocation`, ChaAllocation.nullable(), { signal }),
    enabled: chaId !== undefined,
  });
}

/** POST /rest/enterprise/cha/{agentId}/allocation, or PUT …/allocation/{id} once it exists. */
export function useSaveAllocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chaId, id, body }: { chaId: number; id?: number; body: ChaAllocationBody }) =>
      apiRequest(
        `/rest/enterprise/cha/${chaId}/allocation${id === undefined ? '' : `/${id}`}`,
        ChaAllocationSaved,
        { method: id === undefined ? 'POST' : 'PUT', body },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chaKey }),
  });
}
