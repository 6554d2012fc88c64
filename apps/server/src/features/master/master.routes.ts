import { LinerInfo, MASTER_LISTS, MasterEntry } from '@yardline/domain/master/master-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MasterRepository } from './master.repository.ts';

export const masterRoutes: FastifyPluginAsyncZod<{ master: MasterRepository }> = async (
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
};
