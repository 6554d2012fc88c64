import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Cha } from '@yardline/domain/cha/cha.schema';
import { z } from 'zod';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const chaKey = [SESSION_KEY, 'cha'] as const;

/** GET /rest/enterprise/cha/search?query=: agents by name or registration number. */
export const useChaSearch = (text: string) =>
  useQuery({
    queryKey: [...chaKey, 'search', text],
    queryFn: ({ signal }) =>
      apiRequest('/rest/enterprise/cha/search', z.array(Cha), { query: { query: text }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /rest/enterprise/cha/{id}: one agent with its contacts. */
export const useCha = (id: number | undefined) =>
  useQuery({
    queryKey: [...chaKey, 'agent', id],
    queryFn: ({ signal }) => apiRequest(`/rest/enterprise/cha/${id}`, Cha, { signal }),
    enabled: id !== undefined,
  });
