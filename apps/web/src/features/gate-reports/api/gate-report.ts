import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { oneBasedSkip } from '@yardline/domain/common/paging';
import { type ExportFormat, StoredFile } from '@yardline/domain/files/export';
import {
  DispatchReportPage,
  GATE_REPORT_PAGE_SIZE,
  GateInReportPage,
  type GateReportKind,
} from '@yardline/domain/gate/gate-reports';
import type { z } from 'zod';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface ReportRange {
  startDate: number;
  endDate: number;
}

/** Either report's page; the tab knows its rows' shape from its kind. */
const PAGES: Record<GateReportKind, z.ZodType<{ dataprovider: unknown[]; totalSize: number }>> = {
  dispatch: DispatchReportPage,
  'gate-in': GateInReportPage,
};

/** GET /rest/gate/reports/{kind}: one page of 15, newest first (doc 2 §7). */
export const useGateReport = <K extends GateReportKind>(
  kind: K,
  range: ReportRange,
  page: number,
) =>
  useQuery({
    queryKey: [SESSION_KEY, 'gate-report', kind, range, page],
    queryFn: ({ signal }) =>
      apiRequest(`/rest/gate/reports/${kind}`, PAGES[kind], {
        query: {
          ...range,
          skip: oneBasedSkip(page, GATE_REPORT_PAGE_SIZE),
          limit: GATE_REPORT_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /rest/gate/reports/{kind}/export: the range's rows from `offset` (0-based), as a file. */
export const exportGateReport = (
  kind: GateReportKind,
  range: ReportRange,
  request: { format: ExportFormat; offset: number; limit: number | undefined },
): Promise<StoredFile> =>
  apiRequest(`/rest/gate/reports/${kind}/export`, StoredFile, {
    query: { ...range, skip: request.offset + 1, limit: request.limit, format: request.format },
  });
