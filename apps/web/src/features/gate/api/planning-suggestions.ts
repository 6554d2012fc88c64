import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GateSuggestions,
  type PlanningContainer,
  PlanningParam,
} from '@yardline/domain/planning/gate-planning';
import { z } from 'zod';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { readAgain } from '../../../lib/read-again.ts';
import { useLiveEvents } from '../../../lib/use-live-events.ts';

const key = [SESSION_KEY, 'gate', 'planning'] as const;

/** GET /rest/gate/planning-params: what the engine asks of each box. */
export const usePlanningParams = () =>
  useQuery({
    queryKey: [...key, 'params'],
    queryFn: ({ signal }) =>
      apiRequest('/rest/gate/planning-params', z.array(PlanningParam), { signal }),
    staleTime: 5 * 60_000,
  });

/**
 * POST /rest/gate/planning-suggestions for the boxes on the truck, asked again as the clerk
 * types (the number tells the liner) and whenever the yard changes; the last answer stays on
 * screen while the next is asked.
 */
export function useGateSuggestions(containers: PlanningContainer[] | undefined) {
  const queryClient = useQueryClient();
  useLiveEvents(
    ['container.gated-in', 'container.moved', 'container.dispatched', 'container.deleted'],
    () => readAgain(queryClient, { queryKey: [...key, 'suggestions'] }),
  );
  return useQuery({
    queryKey: [...key, 'suggestions', containers],
    queryFn: ({ signal }) =>
      apiRequest('/rest/gate/planning-suggestions', GateSuggestions, {
        method: 'POST',
        body: { containers },
        signal,
      }),
    enabled: containers !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
