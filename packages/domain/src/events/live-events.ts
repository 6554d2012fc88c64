import { z } from 'zod';
import { type Area, canSeeArea, canWrite, type Principal } from '../auth/can.ts';
import { BOX_SCREENS, CHA_SCREENS, HOLD_SCREENS } from '../auth/screen-groups.ts';
import { DEVICE_KINDS } from '../devices/protocol.ts';

/**
 * Change events pushed to open screens through `GET /rest/events` (server-sent events). Each is
 * `{type, at, data}`; the payloads carry ids, numbers and slot keys, so a screen can patch its
 * cached rows or refetch them. Add a type by adding it to {@link LiveEvent} and
 * {@link EVENT_AREAS}.
 */

/** One box changing place: from null means it arrived, to null means it left the yard. */
export const ContainerMove = z.object({
  containerId: z.number().int(),
  number: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  shifting: z.boolean(),
});
export type ContainerMove = z.infer<typeof ContainerMove>;

const ContainerRef = z.object({ containerId: z.number().int(), number: z.string() });

/** A task as its events name it: enough for a machine's queue to know it is concerned. */
export const TaskRef = z.object({
  taskId: z.number().int(),
  containerNumber: z.string(),
  taskType: z.string(),
  assignedToMachine: z.string(),
});
export type TaskRef = z.infer<typeof TaskRef>;
const TaskRefs = z.object({ tasks: z.array(TaskRef) });

const event = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({ type: z.literal(type), at: z.iso.datetime(), data });

export const LiveEvent = z.discriminatedUnion('type', [
  /** Boxes changed slots (the ledger), in one transaction. */
  event('container.moved', z.object({ moves: z.array(ContainerMove) })),
  event('container.gated-in', ContainerRef.extend({ location: z.string().nullable() })),
  event('container.dispatched', ContainerRef),
  /** A box's record (not its place) changed. */
  event('container.edited', ContainerRef),
  /** A box's record was deleted (only a box not in the yard can be). */
  event('container.deleted', ContainerRef),
  /** Tasks were created (the tasks screen, an upload, the gate), in one transaction. */
  event('task.created', TaskRefs),
  /** Tasks were edited or moved to another machine. */
  event('task.updated', TaskRefs),
  /** Tasks were completed: their boxes moved in the same transaction ('container.moved'). */
  event('task.completed', TaskRefs),
  event('task.deleted', TaskRefs),
  /**
   * Slots were promised or released (a task made, edited, completed or deleted, a plan saved or
   * deleted, a planned box arrived): written by the database itself, once per transaction
   * (migration 0042), so screens read the holds again.
   */
  event('slot.holds-changed', z.object({})),
  /** Areas, rows or cells were changed by slot administration. */
  event('yard.layout-changed', z.object({ areas: z.array(z.string()) })),
  /** A yard plan was saved (created or changed) or deleted: planning screens read plans again. */
  event(
    'plan.changed',
    z.object({
      planId: z.number().int(),
      name: z.string(),
      action: z.enum(['created', 'updated', 'deleted']),
    }),
  ),
  /** What planning reads besides the yard changed: the colour rules or the engine's weights. */
  event('planning.changed', z.object({ of: z.enum(['colour-rules', 'weights']) })),
  /**
   * A long export's progress, for the user who asked for it: rows written so far of `total`
   * (null while unknown).
   */
  event(
    'export.progress',
    z.object({
      userId: z.number().int(),
      name: z.string(),
      rows: z.number().int(),
      total: z.number().int().nullable(),
    }),
  ),
  /**
   * An archive run's progress, for the superadmin who started it: boxes archived so far of
   * `total` (the boxes older than the cut-off when the run started), after each batch.
   */
  event(
    'archive.progress',
    z.object({
      userId: z.number().int(),
      archived: z.number().int(),
      total: z.number().int(),
      batches: z.number().int(),
    }),
  ),
  /**
   * A role's permissions or name changed, or the role was deleted: its sessions already have the
   * new powers at their next request; open apps re-read theirs to redraw the menu.
   */
  event('role.changed', z.object({ roleId: z.number().int() })),
  /**
   * Sessions of a user ended (a logout, a new role or password, the user deleted): the user's open
   * event streams check their session at once, and a stream whose session is gone ends.
   */
  event('session.ended', z.object({ userId: z.number().int() })),
  /**
   * The product settings (doc 1 §3) changed: open apps read them again (page sizes, the enterprise
   * flag), and a node's kept planning yard is read again when the lowest tier's number changed.
   */
  event('metadata.changed', z.object({ keys: z.array(z.string()) })),
  /**
   * A machine reported where it is (or a user moved it): the maps move its marker and recolour
   * it without reading the list again.
   */
  event(
    'machine.position',
    z.object({
      id: z.number().int(),
      machineName: z.string(),
      status: z.string(),
      lat: z.number(),
      lng: z.number(),
      lastDataReceived: z.string(),
    }),
  ),
  /** Machines were added, edited or deleted: lists and maps read them again. */
  event('machine.changed', z.object({ ids: z.array(z.number().int()) })),
  /** An ITV reported where it is. */
  event(
    'itv.position',
    z.object({
      id: z.number().int(),
      itvNumber: z.string(),
      status: z.string(),
      lat: z.number(),
      lng: z.number(),
      lastDataReceived: z.string(),
    }),
  ),
  /** ITVs were added, edited or deleted. */
  event('itv.changed', z.object({ ids: z.array(z.number().int()) })),
  /**
   * A gate device reported (device protocol): its log rows, the gate it stands at, and the OCR
   * record an OCR read queued there. The reader's statusLastReceived is `at`.
   */
  event(
    'device.read',
    z.object({
      deviceId: z.string(),
      kind: z.enum(DEVICE_KINDS),
      logIds: z.array(z.number().int()),
      gateId: z.number().int().nullable(),
      ocrRecordId: z.number().int().nullable(),
      containerNumber: z.string().nullable(),
      tagIds: z.array(z.string()),
    }),
  ),
  /** An OCR record left a gate's queue (acknowledged or purged) or gates/readers changed. */
  event('gate.queue-changed', z.object({ gateId: z.number().int() })),
  event('gate.devices-changed', z.object({})),
  /** The images an OCR portal linked in a record were fetched: the record shows them now. */
  event('gate.ocr-images', z.object({ gateId: z.number().int(), ocrRecordId: z.number().int() })),
  /** A gate admin reported what OCR read wrong: the OCR differences screen reads its list again. */
  event(
    'gate.ocr-difference',
    z.object({ gateId: z.number().int(), ocrRecordId: z.number().int() }),
  ),
  /**
   * A clearing agent's allocation changed: saved on CHA vehicles, or a truck of theirs gated in
   * (its gatedInCount), so the CHA screen and the gate's count follow.
   */
  event(
    'cha.allocation-changed',
    z.object({ chaId: z.number().int(), cause: z.enum(['saved', 'gated-in']) }),
  ),
  /**
   * Too much changed to list (or the stream was interrupted): refetch what shows events of
   * type `of`.
   */
  event('reload', z.object({ of: z.string() })),
]);
export type LiveEvent = z.infer<typeof LiveEvent>;
export type LiveEventType = LiveEvent['type'];
export type LiveEventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;

const MACHINE_SCREENS: readonly Area[] = ['machines', 'tasks', 'gate'];
const TASK_SCREENS: readonly Area[] = ['tasks', 'dashboard'];

/**
 * Who may receive each event: a session whose role sees any of these screens, one that may also
 * write on a screen (`{ writer }`: the screen only its writers open), any session, or only the
 * user the event names (`data.userId`). 'reload' is checked against the type it stands for.
 */
export const EVENT_AREAS: Record<
  Exclude<LiveEventType, 'reload'>,
  readonly Area[] | { writer: Area } | 'session' | 'owner'
> = {
  'container.moved': BOX_SCREENS,
  'container.gated-in': BOX_SCREENS,
  'container.dispatched': BOX_SCREENS,
  'container.edited': BOX_SCREENS,
  'container.deleted': BOX_SCREENS,
  'task.created': TASK_SCREENS,
  'task.updated': TASK_SCREENS,
  'task.completed': TASK_SCREENS,
  'task.deleted': TASK_SCREENS,
  'slot.holds-changed': HOLD_SCREENS,
  'yard.layout-changed': 'session',
  'plan.changed': ['planning'],
  'planning.changed': ['planning'],
  'export.progress': 'owner',
  'archive.progress': 'owner',
  'role.changed': 'session',
  'session.ended': 'owner',
  'metadata.changed': 'session',
  // The tasks screen's machine map and the gate's task form follow machines too.
  'machine.position': MACHINE_SCREENS,
  'machine.changed': MACHINE_SCREENS,
  'itv.position': ['itv', 'tasks'],
  'itv.changed': ['itv', 'tasks'],
  'device.read': ['gate', 'deviceLogs'],
  'gate.queue-changed': ['gate'],
  'gate.devices-changed': ['gate', 'deviceLogs'],
  'gate.ocr-images': ['gate'],
  // The OCR differences screen is the gate admins' (doc 2 §6), as its call is.
  'gate.ocr-difference': { writer: 'gate' },
  'cha.allocation-changed': CHA_SCREENS,
};

export function canReceive(user: Principal & { id?: number }, event: LiveEvent): boolean {
  const type = event.type === 'reload' ? event.data.of : event.type;
  const areas = EVENT_AREAS[type as keyof typeof EVENT_AREAS];
  if (areas === undefined) return false;
  if (areas === 'owner') return 'userId' in event.data && event.data.userId === user.id;
  if (areas === 'session') return true;
  if ('writer' in areas) return canSeeArea(user, areas.writer) && canWrite(user);
  return areas.some((area) => canSeeArea(user, area));
}
