import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ContainerEditInput, EditAnswer } from '@yardline/domain/containers/container-edit';
import { apiRequest } from '../../../lib/api-client.ts';
import { containerListsKey } from './container-list.ts';

/** PUT /rest/enterprise/containers: skipValidation saves a number whose check digit is wrong. */
export const editContainer = ({
  edit,
  skipValidation,
}: {
  edit: ContainerEditInput;
  skipValidation: boolean;
}) =>
  apiRequest('/rest/enterprise/containers', EditAnswer, {
    method: 'PUT',
    body: edit,
    query: { skipValidation },
  });

export function useEditContainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editContainer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: containerListsKey }),
  });
}
