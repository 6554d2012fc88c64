import { useMutation, useQueryClient } from '@tanstack/react-query';
import { YardLocation, type YardLocationInput } from '@yardline/domain/yard/yard-location';
import { apiRequest } from '../../../lib/api-client.ts';
import { yardLocationsQueryKey } from './yard-locations.ts';

/** POST /rest/yard-locations (no id) or PUT /rest/yard-locations/{id}. */
export const saveYardLocation = ({ id, input }: { id?: number; input: YardLocationInput }) =>
  id === undefined
    ? apiRequest('/rest/yard-locations', YardLocation, { method: 'POST', body: input })
    : apiRequest(`/rest/yard-locations/${id}`, YardLocation, { method: 'PUT', body: input });

export function useSaveYardLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveYardLocation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: yardLocationsQueryKey }),
  });
}
