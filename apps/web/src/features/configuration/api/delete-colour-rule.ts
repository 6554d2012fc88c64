import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { colourRulesQueryKey } from './colour-rules.ts';

/** DELETE /rest/configuration/{id}: answers 204. */
export const deleteColourRule = (id: number): Promise<undefined> =>
  apiRequest(`/rest/configuration/${id}`, z.undefined(), { method: 'DELETE' });

export function useDeleteColourRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteColourRule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: colourRulesQueryKey }),
  });
}
