import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plan, type PlanInput } from '@yardline/domain/planning/planning-api';
import { z } from 'zod';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queuedQueryKey } from './queued-containers.ts';

export const plansQueryKey = [SESSION_KEY, 'planning', 'plans'] as const;

/** GET /rest/planning/plans: every stored plan with its planned containers, by name. */
export const getPlans = (signal?: AbortSignal) =>
  apiRequest('/rest/planning/plans', z.array(Plan), { signal });

export const usePlans = (refetchInterval: number | false) =>
  useQuery({ queryKey: plansQueryKey, queryFn: ({ signal }) => getPlans(signal), refetchInterval });

/** POST /rest/planning/plans: a new plan, or with `id` the stored plan changed (enterprise). */
export const savePlan = (plan: PlanInput) =>
  apiRequest('/rest/planning/plans', Plan, { method: 'POST', body: plan });

/** DELETE /rest/planning/plans/{id}: its slots are no longer planned (enterprise). */
export const deletePlan = (id: number) =>
  apiRequest(`/rest/planning/plans/${id}`, z.undefined(), { method: 'DELETE' });

function useRefreshPlans() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: plansQueryKey }),
      queryClient.invalidateQueries({ queryKey: queuedQueryKey }),
    ]);
}

export function useSavePlan() {
  const refresh = useRefreshPlans();
  return useMutation({ mutationFn: savePlan, onSettled: refresh });
}

export function useDeletePlan() {
  const refresh = useRefreshPlans();
  return useMutation({ mutationFn: deletePlan, onSettled: refresh });
}
