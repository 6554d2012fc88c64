import { RecordId } from '@yardline/domain/common/record-id';
import {
  AcknowledgeOcrBody,
  NextOcrAnswer,
  OcrActionAnswer,
  OcrCount,
  OcrDifferenceBody,
  PurgeOcrBody,
} from '@yardline/domain/gate/ocr';
import { OcrDifferencePage, OcrDifferenceQuery } from '@yardline/domain/gate/ocr-differences';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../../plugins/access.ts';
import type { OcrService } from './ocr.service.ts';

const GATE = { area: 'gate' } as const;
/** Doc 2 §6: the gate's admins (superadmin or crudEnabled) see and report OCR differences. */
const GATE_ADMIN = { area: 'gate', write: true } as const;
const byGate = z.object({ gateId: RecordId });

/** The smart gate's OCR queue, per gate: refused while the smart gate is switched off. */
export const ocrRoutes: FastifyPluginAsyncZod<{ ocr: OcrService }> = async (app, { ocr }) => {
  app.get(
    '/rest/gate/ocr/:gateId/next',
    {
      config: { access: GATE, feature: 'smartGate' },
      schema: {
        tags: ['smart gate'],
        description:
          "The oldest OCR record waiting at the gate (data: the read, containerToShow corrected by one O/0-style swap or the placeholder, gate pass, the box's state) and the queue's length.",
        params: byGate,
        response: { 200: NextOcrAnswer },
      },
    },
    (request) => ocr.next(request.params.gateId),
  );

  app.get(
    '/rest/gate/ocr/:gateId/count',
    {
      config: { access: GATE, feature: 'smartGate' },
      schema: { tags: ['smart gate'], params: byGate, response: { 200: OcrCount } },
    },
    (request) => ocr.count(request.params.gateId),
  );

  app.post(
    '/rest/gate/ocr/:gateId/acknowledge',
    {
      config: { access: GATE, feature: 'smartGate' },
      schema: {
        tags: ['smart gate'],
        description:
          'Takes a record off the queue (after its gate-in or dispatch), with an optional reason; 409 when another clerk took it.',
        params: byGate,
        body: AcknowledgeOcrBody,
        response: { 200: OcrActionAnswer },
      },
    },
    (request) =>
      ocr.acknowledge(
        sessionUser(request),
        request.params.gateId,
        request.body.recordId,
        request.body.reason,
      ),
  );

  app.post(
    '/rest/gate/ocr/:gateId/difference',
    {
      config: { access: GATE_ADMIN, feature: 'smartGate' },
      schema: {
        tags: ['smart gate'],
        description:
          'Reports fields OCR read differently from what the clerk used (field, suggested, actual).',
        params: byGate,
        body: OcrDifferenceBody,
        response: { 200: OcrActionAnswer },
      },
    },
    (request) =>
      ocr.difference(
        sessionUser(request),
        request.params.gateId,
        request.body.recordId,
        request.body.differences,
      ),
  );

  app.get(
    '/rest/gate/ocr-differences',
    {
      config: { access: GATE_ADMIN, feature: 'smartGate' },
      schema: {
        tags: ['smart gate'],
        description:
          'The reported OCR differences, newest report first: startDate and endDate in ms (when reported), optional gateId and search (part of a container number, read or used), skip (1-based) and limit.',
        querystring: OcrDifferenceQuery,
        response: { 200: OcrDifferencePage },
      },
    },
    (request) => ocr.listDifferences(request.query),
  );

  app.post(
    '/rest/gate/ocr/:gateId/purge',
    {
      config: { access: GATE, feature: 'smartGate' },
      schema: {
        tags: ['smart gate'],
        description: "Empties the gate's queue; needs a reason.",
        params: byGate,
        body: PurgeOcrBody,
        response: { 200: OcrActionAnswer },
      },
    },
    (request) => ocr.purge(sessionUser(request), request.params.gateId, request.body.reason),
  );
};
