import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GatePassInfo, NextOcrAnswer, OcrActionAnswer } from '@yardline/domain/gate/ocr';
import type { OcrDifferenceField } from '@yardline/domain/gate/ocr-differences';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { readAgain } from '../../../lib/read-again.ts';
import { useLiveEvents } from '../../../lib/use-live-events.ts';

const ocrKey = [SESSION_KEY, 'gate', 'ocr'] as const;

/**
 * GET /rest/gate/ocr/{gateId}/next: the record the clerk works on and the queue's length, read
 * again as soon as a device reports at this gate, a record leaves its queue (any screen) or its
 * portal images have been fetched.
 */
export function useNextOcr(gateId: number | undefined) {
  const queryClient = useQueryClient();
  useLiveEvents(['device.read', 'gate.queue-changed', 'gate.ocr-images'], (event) => {
    if (event.type === 'reload' || ('gateId' in event.data && event.data.gateId === gateId)) {
      void readAgain(queryClient, { queryKey: [...ocrKey, gateId] });
    }
  });
  return useQuery({
    queryKey: [...ocrKey, gateId],
    queryFn: ({ signal }) => apiRequest(`/rest/gate/ocr/${gateId}/next`, NextOcrAnswer, { signal }),
    enabled: gateId !== undefined,
  });
}

function useOcrAction<V>(path: (gateId: number) => string, gateId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: V) =>
      apiRequest(path(gateId ?? 0), OcrActionAnswer, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ocrKey, gateId] }),
  });
}

export const useAcknowledgeOcr = (gateId: number | undefined) =>
  useOcrAction<{ recordId: number; reason?: string }>(
    (id) => `/rest/gate/ocr/${id}/acknowledge`,
    gateId,
  );

/** A gate admin's report of what OCR read wrong (doc 2 §7); the differences list then reloads. */
export function useReportOcrDifference(gateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      recordId: number;
      differences: { field: OcrDifferenceField; suggested: string; actual: string }[];
    }) =>
      apiRequest(`/rest/gate/ocr/${gateId}/difference`, OcrActionAnswer, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ocrDifferencesKey }),
  });
}

/** The OCR differences screen's queries. */
export const ocrDifferencesKey = [SESSION_KEY, 'gate', 'ocr-differences'] as const;

export const usePurgeOcr = (gateId: number | undefined) =>
  useOcrAction<{ reason: string }>((id) => `/rest/gate/ocr/${id}/purge`, gateId);

/** GET /rest/enterprise/containers/gate-pass: the box's pass, or a 404 saying why there is none. */
export const getGatePass = (containerNo: string) =>
  apiRequest('/rest/enterprise/containers/gate-pass', GatePassInfo, { query: { containerNo } });
