import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { trailersQueryKey } from './trailers.ts';

/** DELETE /rest/trailers/{id}: answers 204. */
export const deleteTrailer = (id: number): Promise<undefined> =>
  apiRequest(`/rest/trailers/${id}`, z.undefined(), { method: 'DELETE' });

export function useDeleteTrailer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrailer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: trailersQueryKey }),
  });
}
