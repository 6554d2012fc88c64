import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONTAINER_NUMBER_PATTERN,
  normaliseContainerNumber,
} from '@yardline/domain/containers/container-number';
import { GateContainerState } from '@yardline/domain/gate/container-state';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { readAgain } from '../../../lib/read-again.ts';
import { useLiveEvents } from '../../../lib/use-live-events.ts';

export const gateContainerKey = [SESSION_KEY, 'gate', 'container'] as const;

/** GET /rest/gate/containers/{number}: is the box in the yard, where, its tag and gate pass. */
export const getContainerState = (number: string, signal?: AbortSignal) =>
  apiRequest(`/rest/gate/containers/${encodeURIComponent(number)}`, GateContainerState, { signal });

/**
 * The live state of the box whose number is being typed: asked once the number has its 11
 * characters, and asked again whenever a box arrives, moves, leaves or changes anywhere.
 */
export function useContainerState(text: string) {
  const number = normaliseContainerNumber(text);
  const complete = CONTAINER_NUMBER_PATTERN.test(number);
  const queryClient = useQueryClient();
  useLiveEvents(
    ['container.gated-in', 'container.moved', 'container.dispatched', 'container.edited'],
    () => readAgain(queryClient, { queryKey: gateContainerKey }),
  );
  return useQuery({
    queryKey: [...gateContainerKey, number],
    queryFn: ({ signal }) => getContainerState(number, signal),
    enabled: complete,
    retry: false,
  });
}
