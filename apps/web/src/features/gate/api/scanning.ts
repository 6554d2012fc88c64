import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ScanningDispatchAnswer, type ScanningDispatchBody } from '@yardline/domain/gate/scanning';
import { apiRequest } from '../../../lib/api-client.ts';
import { gateContainerKey } from './container-state.ts';

/** POST /rest/gate/dispatch-scanning, with a key per attempt like the dispatch. */
export function useScanningDispatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: ScanningDispatchBody; key: string }) =>
      apiRequest('/rest/gate/dispatch-scanning', ScanningDispatchAnswer, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gateContainerKey }),
  });
}
