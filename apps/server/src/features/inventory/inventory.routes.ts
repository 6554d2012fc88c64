import { RecordId } from '@yardline/domain/common/record-id';
import { LocationParams, LocationStack } from '@yardline/domain/yard/location-stack';
import {
  AreaParams,
  IgmContainers,
  IgmItem,
  LoadedContainers,
  LoadQuery,
  MAX_LOADED_CONTAINERS,
  YardContainer,
  YardContainers,
  YardContainersQuery,
} from '@yardline/domain/yard/yard-containers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCompressed } from '../../platform/http/send-compressed.ts';
import type { InventoryService } from './inventory.service.ts';

const READ = { area: 'inventory' } as const;
/** Doc 2 §2: search and tooltips exist only in the enterprise version (no superadmin exception). */
const EDITION_ONLY = { area: 'inventory', enterprise: 'edition' } as const;

export const inventoryRoutes: FastifyPluginAsyncZod<{ inventory: InventoryService }> = async (
  app,
  { inventory },
) => {
  app.get(
    '/rest/yard/containers',
    {
      config: { access: READ },
      schema: {
        tags: ['yard'],
        description:
          "The inventory's dashboard: every box in the yard, one entry per box across parallel " +
          'arrays (see YardContainers in packages/domain/src/yard/yard-containers.ts).',
        querystring: YardContainersQuery,
        response: { 200: YardContainers },
      },
    },
    async (request, reply) => sendCompressed(request, reply, await inventory.yardContainers()),
  );

  app.get(
    '/rest/yard/containers/:area',
    {
      config: { access: READ },
      schema: {
        tags: ['yard'],
        description: 'The boxes of one area, as the dashboard gives them.',
        params: AreaParams,
        querystring: YardContainersQuery,
        response: { 200: YardContainers },
      },
    },
    async (request, reply) =>
      sendCompressed(request, reply, await inventory.areaContainers(request.params.area)),
  );

  app.get(
    '/rest/yard/igm-containers/:igmItem',
    {
      config: { access: EDITION_ONLY },
      schema: {
        tags: ['yard'],
        description: 'The boxes in the yard with an IGM number (`IGM`) or IGM item (`IGM:ITEM`).',
        params: z.object({ igmItem: IgmItem }),
        response: { 200: IgmContainers },
      },
    },
    (request) => inventory.igmContainers(request.params.igmItem),
  );

  app.get(
    '/rest/yard/container/:id',
    {
      config: { access: EDITION_ONLY },
      schema: {
        tags: ['yard'],
        description: "One box's details: the inventory's 'Container Details' tooltip.",
        params: z.object({ id: RecordId }),
        response: { 200: YardContainer },
      },
    },
    (request) => inventory.container(request.params.id),
  );

  app.get(
    '/rest/yard/load',
    {
      config: { access: EDITION_ONLY },
      schema: {
        tags: ['yard'],
        description:
          "Several boxes' details at once (doc 1 §7 \"load (ids)\"): the 'Container Details' of " +
          'each id, for the boxes the dashboard, a search or a selection names by id, in the ' +
          'order asked; ids with no box are listed in notFound. ' +
          `At most ${MAX_LOADED_CONTAINERS} ids.`,
        querystring: LoadQuery,
        response: { 200: LoadedContainers },
      },
    },
    (request) => inventory.load(request.query.ids),
  );

  app.get(
    '/rest/yard/location/:location',
    {
      config: { access: READ },
      schema: {
        tags: ['yard'],
        description:
          'What stands at a cell (AREA_ROW_CELL) or one slot of it (AREA_ROW_CELL_HEIGHT), ' +
          'bottom first (doc 1 §7 "/location/{x}"): the grid\'s own boxes, with the cell\'s ' +
          'tiers. A name that is a cell is read as the cell; 404 when there is no such cell or ' +
          'slot.',
        params: LocationParams,
        response: { 200: LocationStack },
      },
    },
    (request) => inventory.location(request.params.location),
  );
};
