import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { oneBasedSkip } from '@yardline/domain/common/paging';
import { CardUploadAnswer, pageOf } from '@yardline/domain/trailers/trailer-cards.schema';
import { z } from 'zod';
import { apiRequest, apiUpload } from '../lib/api-client.ts';
import { SESSION_KEY } from './health.ts';

/**
 * A keyed list's calls (doc 3 §7's plaCards and permanentTrailers tabs): get, save, update,
 * delete, upload. The lists differ only in their paths and rows.
 */
export interface KeyedListApi<Row extends z.ZodType> {
  /** `/rest/trailers/pla-cards` */
  path: string;
  /** `/rest/enterprise/trailers/pla-cards/upload` */
  uploadPath: string;
  row: Row;
}

const keyOf = (api: KeyedListApi<z.ZodType>) => [SESSION_KEY, 'keyed-list', api.path] as const;

export function useKeyedList<Row extends z.ZodType>(
  api: KeyedListApi<Row>,
  filter: { page: number; pageSize: number; searchText: string },
) {
  return useQuery({
    queryKey: [...keyOf(api), filter],
    queryFn: ({ signal }) =>
      apiRequest(api.path, pageOf(api.row), {
        query: {
          skip: oneBasedSkip(filter.page, filter.pageSize),
          limit: filter.pageSize,
          searchText: filter.searchText || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSaveKeyedRow<Row extends z.ZodType>(api: KeyedListApi<Row>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: Record<string, string> }) =>
      id === undefined
        ? apiRequest(api.path, api.row, { method: 'POST', body: values })
        : apiRequest(`${api.path}/${id}`, api.row, { method: 'PUT', body: values }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf(api) }),
  });
}

export function useDeleteKeyedRow<Row extends z.ZodType>(api: KeyedListApi<Row>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`${api.path}/${id}`, z.undefined(), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf(api) }),
  });
}

/** The upload: multipart `file` and `user` (doc 3 §7). */
export function useUploadKeyedList<Row extends z.ZodType>(
  api: KeyedListApi<Row>,
  userName: string,
) {
  const queryClient = useQueryClient();
  return (file: File, onProgress: (percent: number) => void) => {
    const form = new FormData();
    form.append('user', userName);
    form.append('file', file);
    return apiUpload(api.uploadPath, CardUploadAnswer, form, onProgress).finally(() =>
      queryClient.invalidateQueries({ queryKey: keyOf(api) }),
    );
  };
}
