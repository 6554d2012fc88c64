import { RecordId } from '@yardline/domain/common/record-id';
import {
  ActivityRef,
  ChaAllowance,
  LinerInfo,
  MASTER_LISTS,
  MasterEntry,
} from '@yardline/domain/master/master-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/http/http-error.ts';
import type { MasterService } from './master.service.ts';

export const masterRoutes: FastifyPluginAsyncZod<{ master: MasterService }> = async (
  app,
  { master },
) => {
  app.get(
    '/rest/master/liner-infos',
    {
      config: { access: 'session' },
      schema: { tags: ['master'], response: { 200: z.array(LinerInfo) } },
    },
    () => master.linerInfos(),
  );

  app.get(
    '/rest/master/:list',
    {
      config: { access: 'session' },
      schema: {
        tags: ['master'],
        params: z.object({ list: z.enum(MASTER_LISTS) }),
        response: { 200: z.array(MasterEntry) },
      },
    },
    (request) => master.list(request.params.list),
  );

  app.get(
    '/rest/master/chas/activity/:activity',
    {
      config: { access: 'session' },
      schema: {
        tags: ['master'],
        params: z.object({ activity: ActivityRef }),
        response: { 200: z.array(ChaAllowance) },
      },
    },
    (request) => master.chaAllowances(request.params.activity),
  );

  app.get(
    '/rest/master/cha/:id/activity/:activity',
    {
      config: { access: 'session' },
      schema: {
        tags: ['master'],
        params: z.object({ id: RecordId, activity: ActivityRef }),
        response: { 200: ChaAllowance },
      },
    },
    async (request) => {
      const { id, activity } = request.params;
      const [allowance] = await master.chaAllowances(activity, id);
      if (!allowance) throw notFound(`CHA ${id} has no allowance for ${activity}`);
      return allowance;
    },
  );
};
