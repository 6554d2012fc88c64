import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MovementAlertAnswer,
  type MovementAlertBody,
} from '@yardline/domain/containers/container-edit';
import { apiRequest } from '../../../lib/api-client.ts';
import { containerListsKey } from './container-list.ts';

/** PUT /rest/enterprise/containers/update-movement-alert: answers responsestatus 'OK'. */
export const updateMovementAlerts = (rows: MovementAlertBody) =>
  apiRequest('/rest/enterprise/containers/update-movement-alert', MovementAlertAnswer, {
    method: 'PUT',
    body: rows,
  });

export function useUpdateMovementAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMovementAlerts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: containerListsKey }),
  });
}
