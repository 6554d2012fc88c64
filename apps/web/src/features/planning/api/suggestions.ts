import { useQuery } from '@tanstack/react-query';
import {
  type PlanOnScreen,
  SlotSuggestions,
  SuggestedPlan,
} from '@yardline/domain/planning/planning-api';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { DraftSlots } from '../plan-slots.ts';

/** How many slots the explanation lists: the suggestion and its runner-ups. */
export const EXPLAINED_SLOTS = 6;

/** The plan on screen, saved or not, and the stored plan it edits, if any. */
export interface ScreenPlan {
  draft: DraftSlots;
  planId: number | undefined;
}

/**
 * The plan on screen as the suggestions and auto-assign calls take it: its slots are planned, and
 * those of the stored plan it edits give way to them (a slot removed on screen is free).
 */
const onScreen = ({ draft, planId }: ScreenPlan): PlanOnScreen => ({
  planId,
  plannedContainers: [...draft].map(([containerId, slot]) => ({
    containerId,
    slotFullName: slot.location,
  })),
});

/**
 * POST /rest/planning/suggestions: the ranked slots for a queued container, with their breakdown,
 * around the plan on screen (so an unsaved slot is never suggested again, and one removed is).
 */
export const getSuggestions = (containerId: number, screen: ScreenPlan, signal?: AbortSignal) =>
  apiRequest('/rest/planning/suggestions', SlotSuggestions, {
    method: 'POST',
    body: { containerId, limit: EXPLAINED_SLOTS, ...onScreen(screen) },
    signal,
  });

export const suggestionsQueryKey = [SESSION_KEY, 'planning', 'suggestions'] as const;

export const useSuggestions = (containerId: number | undefined, screen: ScreenPlan) =>
  useQuery({
    queryKey: [...suggestionsQueryKey, containerId, onScreen(screen)],
    queryFn: ({ signal }) => getSuggestions(containerId ?? 0, screen, signal),
    enabled: containerId !== undefined,
    staleTime: 0,
    gcTime: 0,
  });

/**
 * POST /rest/planning/suggest-plan: auto-assign (enterprise) around the plan on screen, whose
 * slots the server does not give again; nothing is stored.
 */
export const suggestPlan = (containerIds: number[], screen: ScreenPlan) =>
  apiRequest('/rest/planning/suggest-plan', SuggestedPlan, {
    method: 'POST',
    body: { containerIds, ...onScreen(screen) },
  });
