import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PlanningWeights } from '@yardline/domain/planning/weights';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { suggestionsQueryKey } from './suggestions.ts';

export const weightsQueryKey = [SESSION_KEY, 'planning', 'weights'] as const;

/** GET /rest/planning/weights: what each part of a suggestion's score weighs. */
export const useWeights = (enabled: boolean) =>
  useQuery({
    queryKey: weightsQueryKey,
    queryFn: ({ signal }) => apiRequest('/rest/planning/weights', PlanningWeights, { signal }),
    enabled,
  });

/** PUT /rest/planning/weights (admin): the next suggestion uses them. */
export function useSaveWeights() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weights: PlanningWeights) =>
      apiRequest('/rest/planning/weights', PlanningWeights, { method: 'PUT', body: weights }),
    onSuccess: (saved) => {
      queryClient.setQueryData(weightsQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: suggestionsQueryKey });
    },
  });
}
