import { SHIFT_SCREENS } from '@yardline/domain/auth/screen-groups';
import { IdsQuery, RecordId } from '@yardline/domain/common/record-id';
import { Shift, ShiftInput, ShiftSaved } from '@yardline/domain/machines/shift.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../plugins/access.ts';
import type { ShiftsService } from './shifts.service.ts';

/**
 * Doc 2 §6: "Shift administration: superadmin or admin". The shifts are read by the machine
 * screens and the task dashboard (its period choice takes one).
 */
export const SHIFTS_EDIT = { area: 'machines', write: true, level: 'admin' } as const;
const SHIFTS_READ = { area: SHIFT_SCREENS } as const;

export const shiftsRoutes: FastifyPluginAsyncZod<{ shifts: ShiftsService }> = async (
  app,
  { shifts },
) => {
  app.get(
    '/rest/shifts',
    {
      config: { access: SHIFTS_READ },
      schema: { tags: ['shifts'], response: { 200: z.array(Shift) } },
    },
    () => shifts.list(),
  );

  app.post(
    '/rest/shifts',
    {
      config: { access: SHIFTS_EDIT },
      schema: { tags: ['shifts'], body: ShiftInput, response: { 200: ShiftSaved } },
    },
    (request) => shifts.save(sessionUser(request), request.body),
  );

  app.put(
    '/rest/shifts/:id',
    {
      config: { access: SHIFTS_EDIT },
      schema: {
        tags: ['shifts'],
        params: z.object({ id: RecordId }),
        body: ShiftInput,
        response: { 200: ShiftSaved },
      },
    },
    (request) => shifts.update(sessionUser(request), request.params.id, request.body),
  );

  app.delete(
    '/rest/shifts',
    {
      config: { access: SHIFTS_EDIT },
      schema: {
        tags: ['shifts'],
        description: 'Deletes the shifts of `ids` (comma-joined), all or none.',
        querystring: IdsQuery,
        response: { 200: z.object({ status: z.literal('success') }) },
      },
    },
    (request) => shifts.remove(sessionUser(request), request.query.ids),
  );
};
