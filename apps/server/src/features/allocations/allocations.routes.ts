import { RecordId } from '@yardline/domain/common/record-id';
import {
  Allocation,
  AllocationsQuery,
  AllocationsSaved,
  SaveAllocations,
} from '@yardline/domain/machines/allocation.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../plugins/access.ts';
import type { AllocationsService } from './allocations.service.ts';

/**
 * Doc 2 §6: "Allocation administration: superadmin or admin"; everyone who sees the machine
 * screens sees the Gantt.
 */
export const ALLOCATIONS_READ = { area: 'machines' } as const;
export const ALLOCATIONS_EDIT = { area: 'machines', write: true, level: 'admin' } as const;

export const allocationsRoutes: FastifyPluginAsyncZod<{ allocations: AllocationsService }> = async (
  app,
  { allocations },
) => {
  app.get(
    '/rest/allocations',
    {
      config: { access: ALLOCATIONS_READ },
      schema: {
        tags: ['allocations'],
        description:
          'The machine allocations touching the 24 hours from `date` (milliseconds, the day as the browser starts it), by machine and start.',
        querystring: AllocationsQuery,
        response: { 200: z.array(Allocation) },
      },
    },
    (request) => allocations.forDay(request.query.date),
  );

  app.post(
    '/rest/allocations',
    {
      config: { access: ALLOCATIONS_EDIT },
      schema: {
        tags: ['allocations'],
        description:
          'New allocations (no id) and changed ones (with id), all or none; 409 when two allocations of one machine would overlap.',
        body: SaveAllocations,
        response: { 200: AllocationsSaved },
      },
    },
    (request) => allocations.save(sessionUser(request), request.body),
  );

  app.delete(
    '/rest/allocations/:id',
    {
      config: { access: ALLOCATIONS_EDIT },
      schema: {
        tags: ['allocations'],
        params: z.object({ id: RecordId }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await allocations.remove(sessionUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
