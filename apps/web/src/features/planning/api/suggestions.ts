import { useQuery } from '@tanstack/react-query';
import { SlotSuggestions, SuggestedPlan } from '@yardline/domain/planning/planning-api';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** How many slots the explanation lists: the suggestion and its runner-ups. */
export const EXPLAINED_SLOTS = 6;

/** POST /rest/planning/suggestions: the ranked slots for a queued container, with their breakdown. */
export const getSuggestions = (containerId: number, signal?: AbortSignal) =>
  apiRequest('/rest/planning/suggestions', SlotSuggestions, {
    method: 'POST',
    body: { containerId, limit: EXPLAINED_SLOTS },
    signal,
  });

export const useSuggestions = (containerId: number | undefined) =>
  useQuery({
    queryKey: [SESSION_KEY, 'planning', 'suggestions', containerId],
    queryFn: ({ signal }) => getSuggestions(containerId ?? 0, signal),
    enabled: containerId !== undefined,
    staleTime: 0,
    gcTime: 0,
  });

/** POST /rest/planning/suggest-plan: auto-assign (enterprise); nothing is stored. */
export const suggestPlan = (containerIds: number[]) =>
  apiRequest('/rest/planning/suggest-plan', SuggestedPlan, {
    method: 'POST',
    body: { containerIds },
  });
