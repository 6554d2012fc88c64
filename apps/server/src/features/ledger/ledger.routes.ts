import { UpdateLocationsAnswer, UpdateLocationsBody } from '@yardline/domain/yard/location-update';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../../plugins/access.ts';
import type { LedgerService } from './ledger.service.ts';

/** Moving boxes belongs to the containers screen's operator actions (doc 1 §6). */
const MOVE = { area: 'containers', write: true } as const;

export const ledgerRoutes: FastifyPluginAsyncZod<{ ledger: LedgerService }> = async (
  app,
  { ledger },
) => {
  app.post(
    '/rest/yard/updateLocation',
    {
      config: { access: MOVE },
      schema: {
        tags: ['yard'],
        description:
          'Moves up to 10 boxes at once, all or none. A box that another box stands on can only ' +
          'move when the same request also moves the boxes above (recorded as shifting moves). ' +
          'previousLocation, when sent, must still be where the box stands (409 otherwise).',
        body: UpdateLocationsBody,
        response: { 200: UpdateLocationsAnswer },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const source = request.headers.pagepath?.toString().includes('inventory')
        ? 'inventory'
        : 'containers';
      const moves = await ledger.updateLocations(
        { userId: user.id, username: user.username, source },
        request.body.map((row) => ({
          containerId: row.containerId,
          to: row.newLocation,
          number: row.number,
          ...(row.previousLocation === undefined ? {} : { expectedFrom: row.previousLocation }),
        })),
      );
      return { responsestatus: 'success' as const, moves };
    },
  );
};
