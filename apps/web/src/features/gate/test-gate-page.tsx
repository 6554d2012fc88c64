import {
  isValidContainerNumber,
  normaliseContainerNumber,
} from '@yardline/domain/containers/container-number';
import { type Gate, GatesAnswer } from '@yardline/domain/devices/gates.schema';
import {
  GateTagRead,
  type GateTagReadKind,
  GateTagReadParams,
  NO_READ,
} from '@yardline/domain/devices/tag-reads';
import { GateContainerState, notInYard } from '@yardline/domain/gate/container-state';
import {
  boxesOf,
  GATE_IN_MESSAGES,
  GATE_IN_SUCCESS,
  GateInAnswer,
  GateInBody,
} from '@yardline/domain/gate/gate-in';
import { type GateTaskRow, STANDARD_GATE_TASK } from '@yardline/domain/gate/gate-tasks';
import { RetagAnswer, RetagBody } from '@yardline/domain/gate/retag';
import {
  TAG_EXPIRED,
  TAG_EXPIRED_UNCONFIRMED,
  TAG_LIFE_MESSAGES,
  TagValidAnswer,
  TagValidQuery,
} from '@yardline/domain/gate/tag-life';
import { VehicleGateInAnswer, VehicleGateInBody } from '@yardline/domain/gate/vehicle-gate-in';
import { MasterEntry } from '@yardline/domain/master/master-lists';
import type { Metadata } from '@yardline/domain/metadata/metadata.schema';
import { PlanningParam } from '@yardline/domain/planning/gate-planning';
import { DELIVERY_MODES } from '@yardline/domain/tasks/task-rules';
import { TrailerTagAnswer } from '@yardline/domain/trailers/trailer-tag.schema';
import { z } from 'zod';
import { fakeApi, refuse } from '../../test-support/fake-api.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { logInAs } from '../../test-support/session.ts';

// The manual gate's component tests' fake server (gate-page.test.tsx, gate-tag-reads.test.tsx).

const PROCESSES = ['Import', 'Export', 'Empty'];

const entries = (names: readonly string[]) =>
  names.map((name, i) => ({ id: i + 1, name, code: null, parentId: null }));

/** A task the fake server made, on RS-01, as the gate's answers name it. */
const madeTask = (id: number, task: Partial<GateTaskRow>): GateTaskRow => ({
  id,
  containerNumber: '',
  taskType: '',
  deliveryMode: '',
  fromLocation: 'Trailer',
  toLocation: 'Slot',
  toLocationDetails: null,
  assignedToMachine: 'RS-01',
  ...task,
});

/** The one tag of the fake register, past its end of life. */
export const EXPIRED_TAG = '77770001';
export const EXPIRED_ON = '2000-01-01';

/** As the server does: an expired tag goes on a box only where allowed and said yes to. */
function refuseExpired(tag: string, confirmed: boolean | undefined, metadata: Partial<Metadata>) {
  if (tag !== EXPIRED_TAG) return;
  if (!metadata.allowExpiredContainerTag) refuse(409, TAG_LIFE_MESSAGES.expired(tag), TAG_EXPIRED);
  if (!confirmed) refuse(409, TAG_LIFE_MESSAGES.expired(tag), TAG_EXPIRED_UNCONFIRMED);
}

/** The terminal's one gate, and the tags its readers read last (`reads`, as the test sets them). */
export const LANE: Gate = {
  id: 1,
  name: 'Gate 1 In',
  type: 'IN',
  positionLat: 18.95,
  positionLong: 72.95,
  camConfig: [],
  readers: [],
  healthStatus: 'OK',
};

/**
 * The manual gate of a gate-in clerk, in an empty yard, with the terminal's `metadata`; `reads`
 * holds what the lane's readers read last, by lookup (none until a test sets one).
 */
export async function openGate(metadata: Partial<Metadata> = {}) {
  const api = fakeApi();
  const reads: Partial<Record<GateTagReadKind, GateTagRead['responseMap']>> = {};
  logInAs(api, 'gateinuser', { metadata });
  api
    .on('GET /rest/enterprise/gate', { response: GatesAnswer }, () => ({ gates: [LANE] }))
    .on('GET /rest/gate/tags/:gateId/:lookup', { response: GateTagRead }, ({ params }) => ({
      responseMap: reads[GateTagReadParams.parse(params).lookup] ?? NO_READ,
    }))
    .on('GET /rest/master/container-processes', { response: z.array(MasterEntry) }, () =>
      entries(PROCESSES),
    )
    .on('GET /rest/master/delivery-modes', { response: z.array(MasterEntry) }, () =>
      entries(DELIVERY_MODES),
    )
    .on('GET /rest/gate/containers/:number', { response: GateContainerState }, ({ params }) =>
      notInYard(params.number ?? ''),
    )
    // No planning parameters: the gate-in goes wherever the server puts it.
    .on('GET /rest/gate/planning-params', { response: z.array(PlanningParam) }, () => [])
    .on('GET /rest/gate/trailer-tag/:tag', { response: TrailerTagAnswer }, ({ params }) => ({
      responseMap: {
        tagid: params.tag ?? '',
        plaCard: null,
        trailerNumber: null,
        source: 'none' as const,
      },
    }))
    .on(
      'GET /rest/enterprise/containers/tag-valid',
      { query: TagValidQuery, response: TagValidAnswer },
      ({ query }) => ({
        responseMap: {
          tag: query.tag,
          valid: query.tag !== EXPIRED_TAG,
          endOfLife: query.tag === EXPIRED_TAG ? EXPIRED_ON : null,
          allowExpired: metadata.allowExpiredContainerTag ?? false,
        },
      }),
    )
    .on('POST /rest/gate/gate-in', { body: GateInBody, response: GateInAnswer }, ({ body }) => {
      for (const box of boxesOf(body)) refuseExpired(box.tagId, box.useExpiredTag, metadata);
      const boxes = boxesOf(body).map((box) => normaliseContainerNumber(box.containerNumber));
      // As the server does: a wrong check digit is asked about unless the clerk said go on.
      const wrong = boxes.find((number) => !isValidContainerNumber(number));
      if (wrong && !body.skipValidation) {
        return { responsestatus: GATE_IN_MESSAGES.invalidNumber(wrong), containers: [], tasks: [] };
      }
      const location = (i: number) => `A_01_0${i + 1}_1`;
      // As the server does: the tasks asked for, else the standard one when the terminal says so.
      const asked = body.gateInTasks.map((task) => ({
        ...task,
        toLocationDetails: location(boxes.indexOf(task.containerNumber)),
      }));
      const standard = metadata.enableStandardTaskAtGateIn
        ? boxes
            .filter((number) => !asked.some((task) => task.containerNumber === number))
            .map((number) => ({ ...STANDARD_GATE_TASK, containerNumber: number }))
        : [];
      return {
        responsestatus: GATE_IN_SUCCESS,
        containers: boxes.map((number, i) => ({
          containerId: i + 1,
          number,
          location: location(i),
        })),
        tasks: [...asked, ...standard].map((task, i) => madeTask(i + 1, task)),
      };
    })
    .on('POST /rest/gate/retag', { body: RetagBody, response: RetagAnswer }, ({ body }) => {
      refuseExpired(body.newTag, body.useExpiredTag, metadata);
      return {
        responsestatus: 'success' as const,
        containerNumber: body.containerNumber,
        oldTag: body.oldTag,
        newTag: body.newTag,
      };
    })
    .on(
      'POST /rest/gate/vehicle-gate-in',
      { body: VehicleGateInBody, response: VehicleGateInAnswer },
      ({ body }) => ({
        responsestatus: 'success' as const,
        trailerNumber: body.trailerNumber,
        tasks: body.gateInTasks.map((task, i) =>
          madeTask(i + 1, { ...task, fromLocation: 'B_01_01_1', toLocation: 'Trailer' }),
        ),
      }),
    );
  return { api, reads, ...(await renderScreen('/gate')) };
}
