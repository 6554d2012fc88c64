import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DispatchAnswer, type DispatchBody } from '@yardline/domain/gate/dispatch';
import { apiRequest } from '../../../lib/api-client.ts';
import { gateContainerKey } from './container-state.ts';

/** POST /rest/gate/dispatch, with a key per attempt like the gate-in. */
export const dispatchContainer = ({
  body,
  key,
}: {
  body: DispatchBody;
  key: string;
}): Promise<DispatchAnswer> =>
  apiRequest('/rest/gate/dispatch', DispatchAnswer, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  });

export function useDispatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dispatchContainer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gateContainerKey }),
  });
}
