import { type ExportFormat, StoredFile } from '@yardline/domain/files/export';
import { apiRequest } from '../../../lib/api-client.ts';
import { allFilter, type ListSource } from './container-list.ts';

/** GET /rest/enterprise/containers/export: a tab's list, from row `offset` (0-based), as a file. */
export const exportContainers = (
  source: ListSource,
  request: { format: ExportFormat; offset: number; limit: number | undefined },
): Promise<StoredFile> =>
  apiRequest('/rest/enterprise/containers/export', StoredFile, {
    query: {
      format: request.format,
      skip: request.offset + 1,
      limit: request.limit,
      inYardContainersOnly: source.tab === 'yard',
      ...(source.tab === 'all' ? allFilter(source) : {}),
      ...(source.tab === 'search' ? { searchText: source.searchText } : {}),
    },
  });
