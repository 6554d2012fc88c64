import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Shift, type ShiftInput, ShiftSaved } from '@yardline/domain/machines/shift.schema';
import { z } from 'zod';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const shiftsQueryKey = [SESSION_KEY, 'shifts'] as const;

/** GET /rest/shifts: the machine shifts, by start time. */
export const useShifts = () =>
  useQuery({
    queryKey: shiftsQueryKey,
    queryFn: ({ signal }) => apiRequest('/rest/shifts', z.array(Shift), { signal }),
  });

/** POST /rest/shifts or PUT /rest/shifts/{id}: answers 'Shift Added successfully' / 'Shift updated successfully'. */
export function useSaveShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: ShiftInput }) =>
      id === undefined
        ? apiRequest('/rest/shifts', ShiftSaved, { method: 'POST', body: input })
        : apiRequest(`/rest/shifts/${id}`, ShiftSaved, { method: 'PUT', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shiftsQueryKey }),
  });
}

/** DELETE /rest/shifts?ids=1,2 (comma-joined): answers status 'success'. */
export function useDeleteShifts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiRequest('/rest/shifts', z.object({ status: z.literal('success') }), {
        method: 'DELETE',
        query: { ids: ids.join(',') },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shiftsQueryKey }),
  });
}
