import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import {
  ContainerPage,
  locationHeight,
  pageSkip,
} from '@yardline/domain/containers/container-records';
import type { ContainerMove } from '@yardline/domain/events/live-events';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every list query of the screen starts with this key: live events refetch them all. */
export const containerListsKey = [SESSION_KEY, 'container-lists'] as const;

/** Which list a tab shows: the Yard tab, the All tab (a date range) or a search. */
export type ListSource =
  | { tab: 'yard' }
  | { tab: 'all'; fromDate: string; toDate: string; includeArchive?: boolean }
  | { tab: 'search'; searchText: string };

/** The row a page continues from, when the screen goes to the next or previous page. */
export type PageCursor = { afterId: number } | { beforeId: number } | undefined;

/** The All tab's filter as the list and its export send it. */
export const allFilter = (source: Extract<ListSource, { tab: 'all' }>) => ({
  fromDate: source.fromDate,
  toDate: source.toDate,
  ...(source.includeArchive ? { includeArchive: true } : {}),
});

/**
 * GET /rest/enterprise/containers/list (Yard tab) or /all (All tab, searches): one page, with
 * the row it continues from so the server seeks by key.
 */
export const getContainerPage = (
  source: ListSource,
  page: number,
  size: number,
  cursor: PageCursor,
  signal?: AbortSignal,
): Promise<ContainerPage> =>
  apiRequest(
    `/rest/enterprise/containers/${source.tab === 'yard' ? 'list' : 'all'}`,
    ContainerPage,
    {
      signal,
      query: {
        skip: pageSkip(page, size),
        limit: size,
        medium: 'Web',
        ...(source.tab === 'all' ? allFilter(source) : {}),
        ...(source.tab === 'search' ? { searchText: source.searchText } : {}),
        ...cursor,
      },
    },
  );

export const useContainerPage = (
  source: ListSource,
  page: number,
  size: number,
  cursor: PageCursor,
) =>
  useQuery({
    queryKey: [...containerListsKey, source, page, size, cursor],
    queryFn: ({ signal }) => getContainerPage(source, page, size, cursor, signal),
    placeholderData: keepPreviousData,
  });

/** Moves from the event stream written into every cached page that shows the boxes. */
export function patchMoves(queryClient: QueryClient, moves: readonly ContainerMove[]): void {
  const byId = new Map(moves.map((move) => [move.containerId, move]));
  queryClient.setQueriesData<unknown>({ queryKey: containerListsKey }, (cached: unknown) => {
    const page = ContainerPage.safeParse(cached);
    if (!page.success || !page.data.entities.some((row) => byId.has(row.id))) return cached;
    return {
      ...page.data,
      entities: page.data.entities.map((row) => {
        const move = byId.get(row.id);
        if (!move) return row;
        return {
          ...row,
          location: move.to,
          fullName: move.to,
          stackIndex: locationHeight(move.to),
        };
      }),
    };
  });
}
