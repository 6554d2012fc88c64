import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { oneBasedSkip } from '@yardline/domain/common/paging';
import { GATE_REPORT_PAGE_SIZE } from '@yardline/domain/gate/gate-reports';
import { OcrDifferencePage } from '@yardline/domain/gate/ocr-differences';
import { apiRequest } from '../../../lib/api-client.ts';
import { ocrDifferencesKey } from './ocr.ts';

export interface OcrDifferenceFilter {
  startDate: number;
  /** Until now (as of each read, so a live re-read finds a new report) unless chosen. */
  endDate?: number;
  gateId?: number;
  search?: string;
}

/** GET /rest/gate/ocr-differences: one page of 15, newest report first. */
export const useOcrDifferences = (filter: OcrDifferenceFilter, page: number) =>
  useQuery({
    queryKey: [...ocrDifferencesKey, filter, page],
    queryFn: ({ signal }) =>
      apiRequest('/rest/gate/ocr-differences', OcrDifferencePage, {
        query: {
          ...filter,
          endDate: filter.endDate ?? Date.now(),
          skip: oneBasedSkip(page, GATE_REPORT_PAGE_SIZE),
          limit: GATE_REPORT_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
