import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ShiftInput, ShiftSaved } from '@yardline/domain/machines/shift.schema';
import { z } from 'zod';
import { shiftsQueryKey } from '../../../api/shifts.ts';
import { apiRequest } from '../../../lib/api-client.ts';

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
