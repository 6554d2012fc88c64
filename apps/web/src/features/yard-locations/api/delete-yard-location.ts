import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { yardLocationsQueryKey } from './yard-locations.ts';

/** DELETE /rest/yard-locations/{id}: answers 204. */
export const deleteYardLocation = (id: number): Promise<undefined> =>
  apiRequest(`/rest/yard-locations/${id}`, z.undefined(), { method: 'DELETE' });

export function useDeleteYardLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteYardLocation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: yardLocationsQueryKey }),
  });
}
