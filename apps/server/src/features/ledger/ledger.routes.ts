import { HOLD_SCREENS } from '@yardline/domain/auth/screen-groups';
import { UpdateLocationsAnswer, UpdateLocationsBody } from '@yardline/domain/yard/location-update';
import {
  SlotHoldsAnswer,
  SlotHoldsQuery,
  STALE_HOLD_HOURS,
} from '@yardline/domain/yard/slot-holds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../../plugins/access.ts';
import type { LedgerService } from './ledger.service.ts';

/** Moving boxes belongs to the containers screen's operator actions (doc 1 §6). */
const MOVE = { area: 'containers', write: true } as const;

/** The screens that show held slots: the planning yard, the inventory map, the task list. */
const SEE_HOLDS = { area: HOLD_SCREENS } as const;

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
          'previousLocation, when sent, must still be where the box stands (409 otherwise). ' +
          'A slot an open task or a plan holds takes only the box it is promised to (409, HELD).',
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

  app.get(
    '/rest/yard/holds',
    {
      config: { access: SEE_HOLDS },
      schema: {
        tags: ['yard'],
        description:
          'The promised slots, oldest first: the destination of each open task and the slots of ' +
          'saved plans whose boxes still wait, each with its holder and since when. ' +
          'olderThanHours lists only those held longer (the stale ones are those past ' +
          `staleAfterHours, ${STALE_HOLD_HOURS}).`,
        querystring: SlotHoldsQuery,
        response: { 200: SlotHoldsAnswer },
      },
    },
    async (request) => ({
      holds: await ledger.holds(request.query.olderThanHours),
      staleAfterHours: STALE_HOLD_HOURS,
    }),
  );
};
