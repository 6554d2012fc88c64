import { BOX_SCREENS, CHA_SCREENS } from '@yardline/domain/auth/screen-groups';
import { RecordId } from '@yardline/domain/common/record-id';
import {
  ActivityRef,
  ChaAllowance,
  LinerInfo,
  MASTER_LIST_AREAS,
  MASTER_LISTS,
  MasterEntry,
} from '@yardline/domain/master/master-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/http/http-error.ts';
import type { MasterService } from './master.service.ts';

/** Agents' allowances: the CHA vehicles screen's, and the gate's agent field while that is on. */
const CHA_READ = { area: CHA_SCREENS } as const;

export const masterRoutes: FastifyPluginAsyncZod<{ master: MasterService }> = async (
  app,
  { master },
) => {
  app.get(
    '/rest/master/liner-infos',
    {
      config: { access: { area: BOX_SCREENS } },
      schema: { tags: ['master'], response: { 200: z.array(LinerInfo) } },
    },
    () => master.linerInfos(),
  );

  // One route a list, each with the screens that show it: a role reads only what it is shown.
  for (const list of MASTER_LISTS) {
    app.get(
      `/rest/master/${list}`,
      {
        config: { access: { area: MASTER_LIST_AREAS[list] } },
        schema: { tags: ['master'], response: { 200: z.array(MasterEntry) } },
      },
      () => master.list(list),
    );
  }

  app.get(
    '/rest/master/chas/activity/:activity',
    {
      config: { access: CHA_READ, feature: 'chaVehicle' },
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
      config: { access: CHA_READ, feature: 'chaVehicle' },
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
