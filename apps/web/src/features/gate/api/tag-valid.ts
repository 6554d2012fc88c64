import { useQuery } from '@tanstack/react-query';
import { TagValidAnswer } from '@yardline/domain/gate/tag-life';
import { isValidContainerTag } from '@yardline/domain/gate/tags';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /rest/enterprise/containers/tag-valid (doc 1 §7): whether a container tag has reached its
 * end of life, asked once the tag is complete.
 */
export function useTagValid(tag: string) {
  return useQuery({
    queryKey: [SESSION_KEY, 'gate', 'tag-valid', tag],
    queryFn: ({ signal }) =>
      apiRequest('/rest/enterprise/containers/tag-valid', TagValidAnswer, {
        query: { tag },
        signal,
      }),
    enabled: isValidContainerTag(tag),
    retry: false,
    select: (answer) => answer.responseMap,
  });
}
