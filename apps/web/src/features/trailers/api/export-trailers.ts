import { type ExportFormat, StoredFile } from '@yardline/domain/files/export';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /rest/trailers/export: the list as filtered, from row `offset` (0-based), as a file. */
export const exportTrailers = (
  filter: { searchText: string; includeDispatched: boolean },
  request: { format: ExportFormat; offset: number; limit: number | undefined },
): Promise<StoredFile> =>
  apiRequest('/rest/trailers/export', StoredFile, {
    query: {
      skip: request.offset + 1,
      limit: request.limit,
      format: request.format,
      searchText: filter.searchText || undefined,
      includeDispatched: filter.includeDispatched,
    },
  });
