import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { StoredFile } from '@yardline/domain/files/export';
import { DashboardData, type DashboardPeriod } from '@yardline/domain/tasks/dashboard';
import { SESSION_KEY } from '../../api/health.ts';
import { apiRequest } from '../../lib/api-client.ts';

export interface DashboardFilter {
  period: DashboardPeriod;
  from?: string;
  to?: string;
  /** A shift's id. */
  shift?: string;
}

/** GET /rest/dashboard/machines: moves and completed tasks per machine for the period. */
export const useDashboard = (filter: DashboardFilter) =>
  useQuery(
    queryOptions({
      queryKey: [SESSION_KEY, 'task-dashboard', filter],
      queryFn: ({ signal }) =>
        apiRequest('/rest/dashboard/machines', DashboardData, { query: { ...filter }, signal }),
      placeholderData: keepPreviousData,
    }),
  );

/** GET /rest/dashboard/exportXls: the same figures written as .xlsx; answers the stored file. */
export const exportDashboard = (filter: DashboardFilter) =>
  apiRequest('/rest/dashboard/exportXls', StoredFile, { query: { ...filter } });
