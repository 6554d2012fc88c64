import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Feature, featureOn } from '@yardline/domain/metadata/features';
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

/**
 * Whether a superadmin has `feature` switched on (doc 2 §6, doc 3 §6); off until the settings are
 * known, so nothing the server may refuse is offered meanwhile.
 */
export function useFeature(feature: Feature): boolean {
  const { data } = useMetadata();
  return data !== undefined && featureOn(data, feature);
}
