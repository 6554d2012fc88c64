import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GateInAnswer, type GateInBody } from '@yardline/domain/gate/gate-in';
import { apiRequest } from '../../../lib/api-client.ts';
import { gateContainerKey } from './container-state.ts';

/**
 * POST /rest/gate/gate-in. The key makes a resend of the same attempt (after a timeout) safe:
 * the server answers it from the first.
 */
export const gateIn = ({ body, key }: { body: GateInBody; key: string }): Promise<GateInAnswer> =>
  apiRequest('/rest/gate/gate-in', GateInAnswer, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  });

export function useGateIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: gateIn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gateContainerKey }),
  });
}
