import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { oneBasedSkip } from '@yardline/domain/common/paging';
import {
  ITV_PAGE_SIZE,
  type ItvInput,
  type ItvLocation,
  ItvSaved,
  ItvsPage,
} from '@yardline/domain/machines/itv.schema';
import { Exists } from '@yardline/domain/machines/machine.schema';
import { z } from 'zod';
import { itvLocationsQuery, itvsQueryKey } from '../../../api/itvs.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { readAgain } from '../../../lib/read-again.ts';
import { useLiveEvents } from '../../../lib/use-live-events.ts';

/** GET /rest/itvs: 15 a page from a skip of (page-1)*size+1 (doc 2 §9). */
export const useItvs = (page: number) =>
  useQuery({
    queryKey: [...itvsQueryKey, 'list', page],
    queryFn: ({ signal }) =>
      apiRequest('/rest/itvs', ItvsPage, {
        query: { skip: oneBasedSkip(page, ITV_PAGE_SIZE), limit: ITV_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Moves an ITV on the map when it reports; reads the lists again when ITVs change. */
export function useLiveItvs(): void {
  const queryClient = useQueryClient();
  useLiveEvents(['itv.position', 'itv.changed'], (event) => {
    if (event.type !== 'itv.position') {
      readAgain(queryClient, { queryKey: itvsQueryKey });
      return;
    }
    const data = event.data;
    queryClient.setQueryData<ItvLocation[]>(itvLocationsQuery.queryKey, (rows) =>
      rows?.map((row) =>
        row.id === data.id
          ? {
              ...row,
              status: data.status as ItvLocation['status'],
              lastDataReceived: data.lastDataReceived,
              position: { lat: data.lat, lng: data.lng },
            }
          : row,
      ),
    );
  });
}

export const saveItv = ({ id, input }: { id?: number; input: ItvInput }) =>
  id === undefined
    ? apiRequest('/rest/itvs', ItvSaved, { method: 'POST', body: input })
    : apiRequest(`/rest/itvs/${id}`, ItvSaved, { method: 'PUT', body: input });

export function useSaveItv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveItv,
    onSettled: () => queryClient.invalidateQueries({ queryKey: itvsQueryKey }),
  });
}

/** DELETE /rest/itvs?ids=1,2 (comma-joined, doc 2 §7): enterprise edition only. */
export function useDeleteItvs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiRequest('/rest/itvs', z.object({ status: z.literal('success') }), {
        method: 'DELETE',
        query: { ids: ids.join(',') },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: itvsQueryKey }),
  });
}

/** GET /rest/itvs/exists: the on-blur check of an ITV number or a trailer number. */
export const itvNumberExists = async (
  field: 'itvNumber' | 'trailerNumber',
  value: string,
  id?: number,
): Promise<boolean> =>
  (await apiRequest('/rest/itvs/exists', Exists, { query: { [field]: value, id } })).exists;
