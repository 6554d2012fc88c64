import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DashboardData, type DashboardPeriod } from '@yardline/domain/tasks/dashboard';
import { SESSION_KEY } from '../../api/health.ts';
import { apiRequest } from '../../lib/api-client.ts';

export interface DashboardFilter {
  period: DashboardPeriod;
  from?: string;
  to?: string;
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
