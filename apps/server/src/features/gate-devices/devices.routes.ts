import { MAX_RECORD_ID, RecordId, wholeNumberText } from '@yardline/domain/common/record-id';
import { TextLine } from '@yardline/domain/common/text';
import {
  DeviceLogsPage,
  DeviceLogsQuery,
  GATE_TYPES,
  Gate,
  GateInput,
  GateSaved,
  GatesAnswer,
  ReaderInput,
  ReaderSaved,
  ReadersAnswer,
} from '@yardline/domain/devices/gates.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../plugins/access.ts';
import type { GatesService } from './gates.service.ts';

/** Gates and readers are read by the gate's roles (the smart gate lists them); set up by admins. */
const GATES_READ = { area: 'gate' } as const;
const GATES_EDIT = { area: 'gate', write: true, level: 'admin' } as const;
const LOGS_READ = { area: 'deviceLogs' } as const;

const byId = z.object({ id: RecordId });
const GateIdAllowZero = z.object({
  id: wholeNumberText(
    { min: 0, max: MAX_RECORD_ID },
    `A gate id is a whole number up to ${MAX_RECORD_ID} (0: no gate).`,
  ),
  readerId: RecordId,
});
const Status = z.object({ responsestatus: z.string() });

export const devicesRoutes: FastifyPluginAsyncZod<{ gates: GatesService }> = async (
  app,
  { gates },
) => {
  app.get(
    '/rest/enterprise/gate',
    {
      config: { access: GATES_READ },
      schema: {
        tags: ['gates'],
        description:
          'Gates with their readers and health (worst reader: OK ≤ 1 min, Idle ≤ 1 h, NOK). type=IN|OUT filters.',
        querystring: z.object({ type: z.enum(GATE_TYPES).optional() }),
        response: { 200: GatesAnswer },
      },
    },
    async (request) => ({ gates: await gates.gates(request.query.type) }),
  );

  app.get(
    '/rest/enterprise/gate/unused-readers',
    {
      config: { access: GATES_READ },
      schema: {
        tags: ['gates'],
        description: 'Readers at no gate.',
        response: { 200: ReadersAnswer },
      },
    },
    async () => ({ readers: await gates.readers(true) }),
  );

  app.get(
    '/rest/enterprise/gate/:id',
    {
      config: { access: GATES_READ },
      schema: { tags: ['gates'], params: byId, response: { 200: Gate } },
    },
    (request) => gates.gate(request.params.id),
  );

  app.post(
    '/rest/enterprise/gate',
    {
      config: { access: GATES_EDIT },
      schema: { tags: ['gates'], body: GateInput, response: { 200: GateSaved } },
    },
    (request) => gates.saveGate(sessionUser(request), request.body),
  );

  app.put(
    '/rest/enterprise/gate/:id',
    {
      config: { access: GATES_EDIT },
      schema: { tags: ['gates'], params: byId, body: GateInput, response: { 200: GateSaved } },
    },
    (request) => gates.updateGate(sessionUser(request), request.params.id, request.body),
  );

  app.delete(
    '/rest/enterprise/gate/:id',
    {
      config: { access: GATES_EDIT },
      schema: {
        tags: ['gates'],
        description:
          'Deletes the gate; with deleteReaders=true its readers too, else they become unused.',
        params: byId,
        querystring: z.object({
          deleteReaders: z
            .enum(['true', 'false'], 'must be true or false')
            .default('false')
            .transform((v) => v === 'true'),
        }),
        response: { 200: Status },
      },
    },
    (request) =>
      gates.deleteGate(sessionUser(request), request.params.id, request.query.deleteReaders),
  );

  app.get(
    '/rest/enterprise/readers',
    {
      config: { access: GATES_READ },
      schema: { tags: ['gates'], response: { 200: ReadersAnswer } },
    },
    async () => ({ readers: await gates.readers() }),
  );

  app.post(
    '/rest/enterprise/readers',
    {
      config: { access: GATES_EDIT },
      schema: {
        tags: ['gates'],
        description:
          "A new reader; its name is the device id it reports under. The answer's deviceKey is shown this once.",
        body: ReaderInput,
        response: { 200: ReaderSaved },
      },
    },
    (request) => gates.saveReader(sessionUser(request), request.body),
  );

  app.put(
    '/rest/enterprise/readers/:id',
    {
      config: { access: GATES_EDIT },
      schema: { tags: ['gates'], params: byId, body: ReaderInput, response: { 200: ReaderSaved } },
    },
    (request) => gates.updateReader(sessionUser(request), request.params.id, request.body),
  );

  app.put(
    '/rest/enterprise/gate/:id/reader/:readerId',
    {
      config: { access: GATES_EDIT },
      schema: {
        tags: ['gates'],
        description: 'Disassociates the reader from the gate: it becomes unused.',
        params: GateIdAllowZero,
        response: { 200: ReaderSaved },
      },
    },
    (request) =>
      gates.disassociate(sessionUser(request), request.params.id, request.params.readerId),
  );

  app.delete(
    '/rest/enterprise/gate/:id/reader/:readerId',
    {
      config: { access: GATES_EDIT },
      schema: {
        tags: ['gates'],
        description: 'Deletes the reader (gate id 0 for a reader at no gate).',
        params: GateIdAllowZero,
        response: { 200: Status },
      },
    },
    (request) =>
      gates.deleteReader(sessionUser(request), request.params.id, request.params.readerId),
  );

  app.get(
    '/rest/enterprise/devicelogs/:deviceId',
    {
      config: { access: LOGS_READ },
      schema: {
        tags: ['gates'],
        description:
          "A device's logs newest first, 100 a page from a 1-based skip; deviceId 'all' for every device; filterString All, RF_OK, RFNOK or TAG_DATA.",
        params: z.object({ deviceId: TextLine.min(1).max(40) }),
        querystring: DeviceLogsQuery,
        response: { 200: DeviceLogsPage },
      },
    },
    (request) => gates.deviceLogs(request.params.deviceId, request.query),
  );
};
