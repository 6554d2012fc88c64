import { queryOptions, useQueries } from '@tanstack/react-query';
import { MasterEntry, type MasterList } from '@yardline/domain/master/master-lists';
import { z } from 'zod';
import { apiRequest } from '../lib/api-client.ts';
import { SESSION_KEY } from './health.ts';

const MasterEntries = z.array(MasterEntry);

/** GET /rest/master/{list}: one reference list of doc 1 §7. */
export const getMasterList = (list: MasterList, signal?: AbortSignal): Promise<MasterEntry[]> =>
  apiRequest(`/rest/master/${list}`, MasterEntries, { signal });

export const masterListQueryOptions = (list: MasterList) =>
  queryOptions({
    queryKey: [SESSION_KEY, 'master', list] as const,
    queryFn: ({ signal }) => getMasterList(list, signal),
    staleTime: 5 * 60_000,
  });

/** Several master lists at once, answered in the order asked. */
export const useMasterLists = (lists: readonly MasterList[]) =>
  useQueries({ queries: lists.map(masterListQueryOptions) });
