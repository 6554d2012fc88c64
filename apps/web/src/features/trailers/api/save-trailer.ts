import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TrailerInput, TrailerSaved } from '@yardline/domain/trailers/trailer.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { trailersQueryKey } from './trailers.ts';

/** POST /rest/trailers (no id) or PUT /rest/trailers/{id}: answers status TRSuccess. */
export const saveTrailer = ({ id, input }: { id?: number; input: TrailerInput }) =>
  id === undefined
    ? apiRequest('/rest/trailers', TrailerSaved, { method: 'POST', body: input })
    : apiRequest(`/rest/trailers/${id}`, TrailerSaved, { method: 'PUT', body: input });

export function useSaveTrailer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTrailer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: trailersQueryKey }),
  });
}
