import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  UpdateLocationsAnswer,
  type UpdateLocationsBody,
} from '@yardline/domain/yard/location-update';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { containerListsKey } from './container-list.ts';

/** POST /rest/yard/updateLocation: up to 10 boxes, all or none (the slot ledger). */
export const updateLocations = (rows: z.input<typeof UpdateLocationsBody>) =>
  apiRequest('/rest/yard/updateLocation', UpdateLocationsAnswer, { method: 'POST', body: rows });

export function useUpdateLocations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocations,
    onSettled: () => queryClient.invalidateQueries({ queryKey: containerListsKey }),
  });
}
