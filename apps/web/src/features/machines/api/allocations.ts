import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Allocation,
  type AllocationInput,
  AllocationsSaved,
} from '@yardline/domain/machines/allocation.schema';
import { z } from 'zod';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const allocationsQueryKey = [SESSION_KEY, 'allocations'] as const;

/** GET /rest/allocations?date=<ms>: the allocations touching the day starting at `day`. */
export const useAllocations = (day: number) =>
  useQuery({
    queryKey: [...allocationsQueryKey, day],
    queryFn: ({ signal }) =>
      apiRequest('/rest/allocations', z.array(Allocation), { query: { date: day }, signal }),
  });

/** POST /rest/allocations: new and changed allocations, all or none. */
export function useSaveAllocations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: AllocationInput[]) =>
      apiRequest('/rest/allocations', AllocationsSaved, { method: 'POST', body: list }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allocationsQueryKey }),
  });
}

/** DELETE /rest/allocations/{id}: 204. */
export function useDeleteAllocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<undefined> =>
      apiRequest(`/rest/allocations/${id}`, z.undefined(), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allocationsQueryKey }),
  });
}
