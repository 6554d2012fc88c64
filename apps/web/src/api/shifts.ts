import { useQuery } from '@tanstack/react-query';
import { Shift } from '@yardline/domain/machines/shift.schema';
import { z } from 'zod';
import { apiRequest } from '../lib/api-client.ts';
import { SESSION_KEY } from './health.ts';

/**
 * The machine shifts, read by the shifts screen and by the task dashboard's shift choice: one
 * cache, refreshed when a shift is saved or deleted.
 */
export const shiftsQueryKey = [SESSION_KEY, 'shifts'] as const;

/** GET /rest/shifts: the machine shifts, by start time. */
export const useShifts = () =>
  useQuery({
    queryKey: shiftsQueryKey,
    queryFn: ({ signal }) => apiRequest('/rest/shifts', z.array(Shift), { signal }),
  });
