import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DispatchAnswer, type DispatchTrailerBody } from '@yardline/domain/trailers/trailer.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { trailersQueryKey } from './trailers.ts';

/** POST /rest/trailers/dispatch: {trailerTagId, userName, dispatchMode} sets the outDate. */
export const dispatchTrailer = (body: DispatchTrailerBody) =>
  apiRequest('/rest/trailers/dispatch', DispatchAnswer, { method: 'POST', body });

export function useDispatchTrailer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dispatchTrailer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: trailersQueryKey }),
  });
}
