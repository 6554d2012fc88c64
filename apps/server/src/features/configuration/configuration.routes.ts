import { RecordId } from '@yardline/domain/common/record-id';
import { ColourRule, ColourRuleInput } from '@yardline/domain/configuration/colour-rule';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../plugins/access.ts';
import type { ConfigurationService } from './configuration.service.ts';

// Colour rules belong to planning (doc 3 §2: "configure … highlights planning"); changing them
// is an enterprise feature (doc 1 §4, §6).
const READ = { area: 'planning' } as const;
const CHANGE = { area: 'planning', write: true, enterprise: true } as const;

export const configurationRoutes: FastifyPluginAsyncZod<{
  configuration: ConfigurationService;
}> = async (app, { configuration }) => {
  app.get(
    '/rest/configuration/load',
    {
      config: { access: READ },
      schema: { tags: ['configuration'], response: { 200: z.array(ColourRule) } },
    },
    () => configuration.list(),
  );

  app.post(
    '/rest/configuration',
    {
      config: { access: CHANGE },
      schema: { tags: ['configuration'], body: ColourRuleInput, response: { 200: ColourRule } },
    },
    (request) => configuration.save(request.body, sessionUser(request).id),
  );

  app.delete(
    '/rest/configuration/:id',
    {
      config: { access: CHANGE },
      schema: {
        tags: ['configuration'],
        params: z.object({ id: RecordId }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await configuration.remove(request.params.id, sessionUser(request).id);
      return reply.status(204).send(null);
    },
  );
};
