import { z } from 'zod';
import { OneBasedPage } from '../common/paging.ts';
import { BodyId } from '../common/record-id.ts';
import { TextLine } from '../common/text.ts';
import { CAMERA_IDS, CameraUrl } from './cameras.ts';
import { HEALTH } from './health.ts';
import { DEVICE_ID_PATTERN, DEVICE_LOG_FILTERS, DEVICE_LOG_KINDS } from './protocol.ts';

/** The Gates and Gate Readers screen's messages (doc 1 §5, §8), word for word. */
export const GATE_READER_MESSAGES = {
  gateName: "Gate name can't be empty",
  gateLatitude: "Gate latitude type can't be empty",
  gateLongitude: "Gate longitude can't be empty",
  readerName: "Reader's name can't be empty",
  readerType: "Reader's type can't be empty",
  readerIp: "Reader's IP can't be empty",
  deleteGate: 'Are you sure you want to delete this gate?',
  deleteReader: 'Are you sure you want to delete this reader?',
  success: 'success',
  gateNameTaken: (name: string) => `A gate named ${name} already exists.`,
  readerNameTaken: (name: string) => `A reader named ${name} already exists.`,
  readerIdChars:
    "A reader's name is its device id: 1 to 40 letters, digits, dots, dashes or underscores.",
  trackerOfOne: 'A reader tracks one machine or one ITV, not both.',
} as const;

export { CAMERA_IDS, CAMERA_URL_MESSAGES, CameraUrl } from './cameras.ts';
export const CAMERA_LABELS: Record<(typeof CAMERA_IDS)[number], string> = {
  'FRONT-CAM': 'FRONT-CAM',
  'REAR-CAM': 'REAR-CAM',
  'TOP-CAM': 'TOP-CAM',
  'LEFT-CAM': 'Side1',
  'RIGHT-CAM': 'Side2',
};

export const Camera = z.object({
  id: z.enum(CAMERA_IDS),
  streamUrl: CameraUrl.optional(),
  snapshotUrl: CameraUrl.optional(),
});
export type Camera = z.infer<typeof Camera>;

export const GATE_TYPES = ['IN', 'OUT'] as const;
export type GateType = (typeof GATE_TYPES)[number];

export const GateReader = z.object({
  id: z.number().int(),
  name: z.string(),
  readerType: z.string(),
  gate: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  ip: z.string(),
  positionLat: z.number().nullable(),
  positionLong: z.number().nullable(),
  statusLastReceived: z.string().nullable(),
  health: z.enum(HEALTH),
  /** A MACHINE or ITV reader's machine or ITV: its position reads move it. */
  machineId: z.number().int().nullable(),
  itvId: z.number().int().nullable(),
});
export type GateReader = z.infer<typeof GateReader>;

export const Gate = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(GATE_TYPES),
  positionLat: z.number(),
  positionLong: z.number(),
  camConfig: z.array(Camera),
  readers: z.array(GateReader),
  healthStatus: z.enum(HEALTH),
});
export type Gate = z.infer<typeof Gate>;

const required = (message: string) => TextLine.trim().min(1, message);
/** A latitude or longitude as the form sends it: a number, or a plain decimal text of one. */
const coordinate = (message: string, limit: number) =>
  z
    .union([z.number(), TextLine.trim().regex(/^-?\d{1,3}(\.\d{1,12})?$/, message)], message)
    .transform(Number)
    .refine((value) => Number.isFinite(value) && Math.abs(value) <= limit, message);

/** POST /rest/enterprise/gate and PUT /rest/enterprise/gate/{id}. */
export const GateInput = z.object({
  name: required(GATE_READER_MESSAGES.gateName).max(60),
  type: z.enum(GATE_TYPES).default('IN'),
  positionLat: coordinate(GATE_READER_MESSAGES.gateLatitude, 90),
  positionLong: coordinate(GATE_READER_MESSAGES.gateLongitude, 180),
  camConfig: z.array(Camera).max(5).default([]),
  /** Readers to attach (ids of unused readers). */
  readerIds: z.array(BodyId).max(20).default([]),
});
export type GateInput = z.input<typeof GateInput>;
export type GateValues = z.output<typeof GateInput>;

/** Reader types of the trackers on machines and ITVs (gate readers are GATEIN, GATEOUT, …). */
export const TRACKER_READER_TYPES = ['MACHINE', 'ITV'] as const;

/**
 * POST /rest/enterprise/readers and PUT /rest/enterprise/readers/{id}. machineId or itvId links
 * a tracker to its machine or ITV; left out of a change, the link stays as it was.
 */
export const ReaderInput = z
  .object({
    name: required(GATE_READER_MESSAGES.readerName)
      .max(40)
      .regex(DEVICE_ID_PATTERN, GATE_READER_MESSAGES.readerIdChars),
    readerType: required(GATE_READER_MESSAGES.readerType).max(20).default('GATEIN'),
    ip: required(GATE_READER_MESSAGES.readerIp).max(60),
    gateId: BodyId.nullable().default(null),
    positionLat: z.number().min(-90).max(90).nullable().default(null),
    positionLong: z.number().min(-180).max(180).nullable().default(null),
    machineId: BodyId.nullable().optional(),
    itvId: BodyId.nullable().optional(),
  })
  .refine((reader) => !(reader.machineId && reader.itvId), {
    message: GATE_READER_MESSAGES.trackerOfOne,
    path: ['itvId'],
  });
export type ReaderInput = z.input<typeof ReaderInput>;
export type ReaderValues = z.output<typeof ReaderInput>;

export const GateSaved = z.object({ responsestatus: z.string(), gate: Gate });
/** A new reader's key is in the answer once (the server keeps only its hash). */
export const ReaderSaved = z.object({
  responsestatus: z.string(),
  reader: GateReader,
  deviceKey: z.string().optional(),
});
export const GatesAnswer = z.object({ gates: z.array(Gate) });
export const ReadersAnswer = z.object({ readers: z.array(GateReader) });

/** GET /rest/enterprise/devicelogs/{deviceId}: 100 a page (doc 1 §9), 1-based skip. */
export const DeviceLogsQuery = OneBasedPage.extend({
  limit: OneBasedPage.shape.limit.unwrap().default(100),
  filterString: z.enum(DEVICE_LOG_FILTERS).default('All'),
});
export type DeviceLogsQuery = z.infer<typeof DeviceLogsQuery>;

export const DeviceLog = z.object({
  id: z.number().int(),
  deviceId: z.string(),
  kind: z.enum(DEVICE_LOG_KINDS),
  tagId: z.string().nullable(),
  messageId: z.string().nullable(),
  detail: z.string().nullable(),
  readAt: z.string(),
  receivedAt: z.string(),
});
export type DeviceLog = z.infer<typeof DeviceLog>;

export const DeviceLogsPage = z.object({ logs: z.array(DeviceLog), totalCount: z.number().int() });
export type DeviceLogsPage = z.infer<typeof DeviceLogsPage>;

/** The device selector's value for every device. */
export const ALL_DEVICES = 'all';
