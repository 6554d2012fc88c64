import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChaAllowance } from '@yardline/domain/master/master-lists';
import { z } from 'zod';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { readAgain } from '../../../lib/read-again.ts';
import { useLiveEvents } from '../../../lib/use-live-events.ts';

const key = (...rest: unknown[]) => [SESSION_KEY, 'gate', 'cha-allowances', ...rest] as const;

/** Every agent's allowances are read again when one changes (saved, or a truck gated in). */
function useAllowancesFollow() {
  const queryClient = useQueryClient();
  useLiveEvents(['cha.allocation-changed'], () => {
    void readAgain(queryClient, { queryKey: key() });
  });
}

/** GET /rest/master/chas/activity/{x}: the agents with vehicles allowed for a delivery type. */
export const useChasForActivity = (activity: string) => {
  useAllowancesFollow();
  return useQuery({
    queryKey: key(activity),
    queryFn: ({ signal }) =>
      apiRequest(
        `/rest/master/chas/activity/${encodeURIComponent(activity)}`,
        z.array(ChaAllowance),
        { signal },
      ),
    enabled: activity !== '',
  });
};

/** GET /rest/master/cha/{id}/activity/{type}: one agent's vehicles allowed and gated in so far. */
export const useChaAllowance = (chaId: number | undefined, activity: string) => {
  useAllowancesFollow();
  return useQuery({
    queryKey: key(activity, chaId),
    queryFn: ({ signal }) =>
      apiRequest(
        `/rest/master/cha/${chaId}/activity/${encodeURIComponent(activity)}`,
        ChaAllowance,
        { signal },
      ),
    enabled: chaId !== undefined && activity !== '',
  });
};
