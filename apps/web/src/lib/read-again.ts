import type { QueryClient, QueryFilters } from '@tanstack/react-query';

/**
 * Reads the matching queries again, each from a request sent now: what a screen does when a live
 * event says its data changed. `invalidateQueries` alone does not while a query's first load is
 * in flight: it waits for that load (react-query cancels a read in flight only once the query has
 * data), and the load may have been answered before the change the event announces, so the
 * screen showed the old data until the next event. Reads in flight are cancelled first; a query
 * with data keeps it meanwhile.
 */
export async function readAgain(queryClient: QueryClient, filters: QueryFilters): Promise<void> {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}
