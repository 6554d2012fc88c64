import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ColourRule, type ColourRuleInput } from '@yardline/domain/configuration/colour-rule';
import { apiRequest } from '../../../lib/api-client.ts';
import { colourRulesQueryKey } from './colour-rules.ts';

/** POST /rest/configuration: a new rule, or with `id` a change to a stored one. */
export const saveColourRule = (rule: ColourRuleInput): Promise<ColourRule> =>
  apiRequest('/rest/configuration', ColourRule, { method: 'POST', body: rule });

export function useSaveColourRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveColourRule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: colourRulesQueryKey }),
  });
}
