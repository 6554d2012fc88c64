import { useQuery } from '@tanstack/react-query';
import { isValidTrailerTag } from '@yardline/domain/gate/tags';
import { TrailerTagAnswer } from '@yardline/domain/trailers/trailer-tag.schema';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /rest/gate/trailer-tag/{tag}: the PLA card and trailer number the terminal holds for a
 * trailer tag, asked once the tag has its 8 characters.
 */
export function useTrailerTag(tag: string) {
  return useQuery({
    queryKey: [SESSION_KEY, 'gate', 'trailer-tag', tag],
    queryFn: ({ signal }) =>
      apiRequest(`/rest/gate/trailer-tag/${encodeURIComponent(tag)}`, TrailerTagAnswer, {
        signal,
      }),
    enabled: isValidTrailerTag(tag),
    retry: false,
    select: (answer) => answer.responseMap,
  });
}
