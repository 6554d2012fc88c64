import { queryOptions, useQuery } from '@tanstack/react-query';
import { ColourRule } from '@yardline/domain/configuration/colour-rule';
import { z } from 'zod';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const colourRulesQueryKey = [SESSION_KEY, 'colour-rules'] as const;

/** GET /rest/configuration/load: every colour rule with its cells, by name. */
export const getColourRules = (signal?: AbortSignal): Promise<ColourRule[]> =>
  apiRequest('/rest/configuration/load', z.array(ColourRule), { signal });

export const colourRulesQueryOptions = queryOptions({
  queryKey: colourRulesQueryKey,
  queryFn: ({ signal }) => getColourRules(signal),
  // A 403 has already sent the user to the 403 page; asking again would not change the answer.
  retry: false,
});

export const useColourRules = () => useQuery(colourRulesQueryOptions);
