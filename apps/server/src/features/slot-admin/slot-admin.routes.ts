import {
  BulkLocationBody,
  SlotAdminAnswer,
  SlotRangeBody,
  SplitAreaBody,
} from '@yardline/domain/yard/slot-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { sessionUser } from '../../plugins/access.ts';
import type { SlotAdminService } from './slot-admin.service.ts';

/** The inventory's admin menu (doc 2 §2, §6): the inventory screen and create/update/delete. */
const ADMIN = { area: 'inventory', write: true } as const;

export const slotAdminRoutes: FastifyPluginAsyncZod<{ slotAdmin: SlotAdminService }> = async (
  app,
  { slotAdmin },
) => {
  const schema = <B extends z.ZodType>(description: string, body: B) => ({
    tags: ['yard'],
    description,
    body,
    response: { 200: SlotAdminAnswer },
  });

  app.post(
    '/rest/yard/merge-slots',
    {
      config: { access: ADMIN },
      schema: schema(
        'Merges the columns fromColumn…toColumn of an area, in every row, into 40 ft slots in ' +
          'pairs (toColumn an odd number of columns after fromColumn, all unmerged). Refused ' +
          '(409) while a 20 ft box stands in them.',
        SlotRangeBody,
      ),
    },
    (request) => slotAdmin.mergeSlots(sessionUser(request).id, request.body),
  );

  app.post(
    '/rest/yard/split-slots',
    {
      config: { access: ADMIN },
      schema: schema(
        'Splits merged columns fromColumn…toColumn (whole pairs) back into 20 ft slots. Refused ' +
          '(409) while a 40 ft box stands in them.',
        SlotRangeBody,
      ),
    },
    (request) => slotAdmin.splitSlots(sessionUser(request).id, request.body),
  );

  app.post(
    '/rest/yard/split-area',
    {
      config: { access: ADMIN },
      schema: schema(
        'Makes the columns fromColumn…toColumn of an area (never all of it, never half a 40 ft ' +
          'slot) a new area named newAreaName; the boxes there keep their cells and get ' +
          'locations in the new name.',
        SplitAreaBody,
      ),
    },
    (request) => slotAdmin.splitArea(sessionUser(request).id, request.body),
  );

  app.post(
    '/rest/yard/bulk-location',
    {
      config: { access: ADMIN },
      schema: schema(
        "Places an area on the map by four {lat, lng} corners: first row's first cell, first " +
          "row's last cell, last row's last cell, last row's first cell.",
        BulkLocationBody,
      ),
    },
    (request) => slotAdmin.bulkLocation(sessionUser(request).id, request.body),
  );
};
