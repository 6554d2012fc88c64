import { useQuery } from '@tanstack/react-query';
import { Suggestions } from '@yardline/domain/containers/container-records';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /autocomplete (numbers) and /autocomplete-igm: suggestions for what is typed so far. */
const suggest = (
  kind: 'autocomplete' | 'autocomplete-igm',
  searchText: string,
  signal?: AbortSignal,
) =>
  apiRequest(`/rest/enterprise/containers/${kind}`, Suggestions, { signal, query: { searchText } });

/** Container numbers and IGM numbers starting with the text (at least two characters typed). */
export const useSuggestions = (text: string) =>
  useQuery({
    queryKey: [SESSION_KEY, 'container-suggestions', text],
    enabled: text.length >= 2,
    queryFn: async ({ signal }) => {
      const [numbers, igms] = await Promise.all([
        suggest('autocomplete', text, signal),
        suggest('autocomplete-igm', text, signal),
      ]);
      return { numbers, igms };
    },
    staleTime: 30_000,
  });
