import { TextLine } from '@yardline/domain/common/text';
import {
  ContainerStatusAnswer,
  ContainerStatusQuery,
} from '@yardline/domain/containers/container-status';
import { GateContainerState } from '@yardline/domain/gate/container-state';
import { DispatchAnswer, DispatchBody } from '@yardline/domain/gate/dispatch';
import { GateInAnswer, GateInBody } from '@yardline/domain/gate/gate-in';
import { GatePassInfo, GatePassQuery } from '@yardline/domain/gate/ocr';
import { RetagAnswer, RetagBody } from '@yardline/domain/gate/retag';
import { ScanningDispatchAnswer, ScanningDispatchBody } from '@yardline/domain/gate/scanning';
import { VehicleGateInAnswer, VehicleGateInBody } from '@yardline/domain/gate/vehicle-gate-in';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDEMPOTENT, IdempotencyHeaders } from '../../platform/idempotency/idempotency-headers.ts';
import { sessionUser } from '../../plugins/access.ts';
import type { GateService } from './gate.service.ts';

/**
 * The gate's screens are for every role that sees the gate (doc 1 §6): the gate-in and gate-out
 * users work it without create/update/delete on other screens.
 */
const GATE = { area: 'gate' } as const;

export const gateRoutes: FastifyPluginAsyncZod<{ gate: GateService }> = async (app, { gate }) => {
  app.post(
    '/rest/gate/gate-in',
    {
      config: { access: GATE },
      schema: {
        tags: ['gate'],
        description:
          'Container gate-in (single, or double with container2Data): the boxes, their slots, ' +
          'the tasks asked for, movements and audit in one transaction. responsestatus ' +
          "'TRSuccess', or 'Invalid container number …' (nothing changed) unless skipValidation." +
          IDEMPOTENT,
        headers: IdempotencyHeaders,
        body: GateInBody,
        response: { 200: GateInAnswer },
      },
    },
    (request) =>
      gate.gateInOnce(request.body, sessionUser(request), request.headers['idempotency-key']),
  );

  app.post(
    '/rest/gate/dispatch',
    {
      config: { access: GATE },
      schema: {
        tags: ['gate'],
        description:
          "A box leaves the yard. responsestatus 'success', 'Gate Pass Not Found' (send again " +
          "with forceDispatch and gateOutDetails.forceDispatchReason) or 'Container found In Erp' " +
          '(send again with forceDispatch). Boxes on top are shifted to free slots.' +
          IDEMPOTENT,
        headers: IdempotencyHeaders,
        body: DispatchBody,
        response: { 200: DispatchAnswer },
      },
    },
    (request) =>
      gate.dispatchOnce(request.body, sessionUser(request), request.headers['idempotency-key']),
  );

  app.post(
    '/rest/gate/retag',
    {
      config: { access: GATE },
      schema: {
        tags: ['gate'],
        description: `A box in the yard gets a new tag in place of its old one.${IDEMPOTENT}`,
        headers: IdempotencyHeaders,
        body: RetagBody,
        response: { 200: RetagAnswer },
      },
    },
    (request) =>
      gate.retagOnce(request.body, sessionUser(request), request.headers['idempotency-key']),
  );

  app.post(
    '/rest/gate/vehicle-gate-in',
    {
      config: { access: GATE },
      schema: {
        tags: ['gate'],
        description:
          'Trailer gate-in (Import, Loaded Delivery, De-stuff Delivery, Empty Delivery): the truck ' +
          "is recorded and, with chaId, counted against the agent's allowance for that type." +
          IDEMPOTENT,
        headers: IdempotencyHeaders,
        body: VehicleGateInBody,
        response: { 200: VehicleGateInAnswer },
      },
    },
    (request) =>
      gate.vehicleGateInOnce(
        request.body,
        sessionUser(request),
        request.headers['idempotency-key'],
      ),
  );

  app.get(
    '/rest/enterprise/containers/status',
    {
      // The public /status page's data (doc 1 §2: it needs no login): only what the page shows.
      config: { access: 'public' },
      schema: {
        tags: ['gate'],
        description:
          'Each box of an IGM item (doc 2 §7 "container status"), with no login: in the yard or ' +
          'dispatched, where, when it came in and left, and RELEASED (a gate pass for this ' +
          'visit), HELD (by the ERP) or NOT_RELEASED. Nothing else about the boxes.',
        querystring: ContainerStatusQuery,
        response: { 200: ContainerStatusAnswer },
      },
    },
    (request) => gate.itemStatus(request.query.igmNumber, request.query.itemNumber),
  );

  app.get(
    '/rest/gate/containers/:number',
    {
      config: { access: GATE },
      schema: {
        tags: ['gate'],
        description: 'Whether a box of this number is in the yard, where, its tag and gate pass.',
        params: z.object({ number: TextLine.trim().min(1).max(20) }),
        response: { 200: GateContainerState },
      },
    },
    (request) => gate.state(request.params.number),
  );

  app.get(
    '/rest/enterprise/containers/gate-pass',
    {
      config: { access: GATE },
      schema: {
        tags: ['gate'],
        description:
          'The gate pass of the box of this number in the yard (the newest issued since it came ' +
          'in); 404 saying why when there is none: the box is not in the yard, or has no pass yet.',
        querystring: GatePassQuery,
        response: { 200: GatePassInfo },
      },
    },
    (request) => gate.issuedGatePass(request.query.containerNo),
  );

  app.post(
    '/rest/gate/dispatch-scanning',
    {
      config: { access: GATE },
      schema: {
        tags: ['gate'],
        description:
          "Dispatch for scanning: the box leaves for the scanner without a gate pass (exit process 'Scanning', in one transaction with the shifts of the boxes on it); a box the ERP holds is answered foundInErp until sent again with forceDispatch." +
          IDEMPOTENT,
        headers: IdempotencyHeaders,
        body: ScanningDispatchBody,
        response: { 200: ScanningDispatchAnswer },
      },
    },
    (request) =>
      gate.dispatchForScanning(
        request.body,
        sessionUser(request),
        request.headers['idempotency-key'],
      ),
  );
};
