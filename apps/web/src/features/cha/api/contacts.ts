import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Cha, type ChaContactsBody } from '@yardline/domain/cha/cha.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { chaKey } from './search-chas.ts';

/** PUT /rest/enterprise/cha/{id}/contacts: replaces the agent's contacts list. */
export function useSaveContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chaId, body }: { chaId: number; body: ChaContactsBody }) =>
      apiRequest(`/rest/enterprise/cha/${chaId}/contacts`, Cha, { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chaKey }),
  });
}
