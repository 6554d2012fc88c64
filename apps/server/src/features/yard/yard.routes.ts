import { YardLayout } from '@yardline/domain/yard/layout.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toYardLayout } from './layout.mapper.ts';
import type { YardRepository } from './yard.repository.ts';

export const yardRoutes: FastifyPluginAsyncZod<{ yard: YardRepository }> = async (
  app,
  { yard },
) => {
  app.get(
    '/rest/yard/layout',
    { config: { access: 'session' }, schema: { tags: ['yard'], response: { 200: YardLayout } } },
    async () => toYardLayout(await yard.layoutRows()),
  );
};
