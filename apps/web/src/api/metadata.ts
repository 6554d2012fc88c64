import { queryOptions, useQuery } from '@tanstack/react-query';
import { MetadataView } from '@yardline/domain/metadata/metadata.schema';
import { apiRequest } from '../lib/api-client.ts';
import { SESSION_KEY } from './health.ts';

export const metadataQueryKey = [SESSION_KEY, 'metadata'] as const;

/** GET /rest/metadata: the product settings of doc 1 §3 (some only to the screens that use them). */
export const getMetadata = (signal?: AbortSignal): Promise<MetadataView> =>
  apiRequest('/rest/metadata', MetadataView, { signal });

export const metadataQueryOptions = queryOptions({
  queryKey: metadataQueryKey,
  queryFn: ({ signal }) => getMetadata(signal),
  staleTime: 5 * 60_000,
});

export const useMetadata = () => useQuery(metadataQueryOptions);
