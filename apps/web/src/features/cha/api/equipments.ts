import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { chaKey } from './search-chas.ts';

/** GET /rest/enterprise/cha/equipments: tags already given out, offered in the tags field. */
export const useEquipments = () =>
  useQuery({
    queryKey: [...chaKey, 'equipments'],
    queryFn: ({ signal }) =>
      apiRequest('/rest/enterprise/cha/equipments', z.array(z.string()), { signal }),
  });
