import { useQuery } from '@tanstack/react-query';
import { SlotSuggestions, SuggestedPlan } from '@yardline/domain/planning/planning-api';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { DraftSlots } from '../plan-slots.ts';

/** How many slots the explanation lists: the suggestion and its runner-ups. */
export const EXPLAINED_SLOTS = 6;

/** The plan on screen, saved or not, as the suggestions call takes it. */
const onScreen = (draft: DraftSlots) =>
  [...draft].map(([containerId, slot]) => ({ containerId, slotFullName: slot.location }));

/**
 * POST /rest/planning/suggestions: the ranked slots for a queued container, with their breakdown,
 * around the slots the plan on screen gives (so an unsaved slot is never suggested again).
 */
export const getSuggestions = (containerId: number, draft: DraftSlots, signal?: AbortSignal) =>
  apiRequest('/rest/planning/suggestions', SlotSuggestions, {
    method: 'POST',
    body: { containerId, limit: EXPLAINED_SLOTS, plannedContainers: onScreen(draft) },
    signal,
  });

export const useSuggestions = (containerId: number | undefined, draft: DraftSlots) =>
  useQuery({
    queryKey: [SESSION_KEY, 'planning', 'suggestions', containerId, onScreen(draft)],
    queryFn: ({ signal }) => getSuggestions(containerId ?? 0, draft, signal),
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
