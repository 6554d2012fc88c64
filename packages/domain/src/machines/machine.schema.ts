import { z } from 'zod';
import { RecordId } from '../common/record-id.ts';
import { TextLine } from '../common/text.ts';
import { LatLng } from '../yard/geometry.ts';
import { BREAK_DOWN } from './distance.ts';

/** Doc 3 §9: the machine types, each drawn with its own icon. */
export const MACHINE_TYPES = ['Reach-Stacker', 'Fork-Lift', 'Rubber Tyre Gantry'] as const;
export type MachineType = (typeof MACHINE_TYPES)[number];

/** The statuses a machine (or an ITV) reports; Break-Down takes it out of the nearest choice. */
export const MACHINE_STATUSES = ['Working', 'Idle', BREAK_DOWN] as const;
export type MachineStatus = (typeof MACHINE_STATUSES)[number];

/** Doc 3 §9: "Machine label letters A to Z (without Y)". */
export const LABEL_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXZ'.split('');
export const isLabelLetter = (value: string): boolean =>
  value.length === 1 && LABEL_LETTERS.includes(value);

/** The Machines screen's messages; the spec names none but the deletion prompt. */
export const MACHINE_MESSAGES = {
  saved: 'Machine saved successfully',
  deleted: 'Machine deleted successfully',
  nameRequired: 'Enter machine name',
  nameTaken: (name: string) => `A machine named ${name} already exists.`,
  labelTaken: (label: string) => `Label ${label} is already given to another machine.`,
  labelLetter: 'A label is one letter from A to Z, without Y.',
  notFound: (id: number) => `Machine ${id} does not exist.`,
  confirmDelete: 'Are you sure you want to delete the selected machine?',
} as const;

const name = (max: number, required: string) => TextLine.trim().min(1, required).max(max);

/** A machine (doc 2 §3), with where it last was. Dates are ISO timestamps. */
export const Machine = z.object({
  id: z.number().int(),
  machineName: z.string(),
  machineType: z.enum(MACHINE_TYPES),
  machineStatus: z.enum(MACHINE_STATUSES),
  /** The letter it is marked with on the yard map, if it has one. */
  label: z.string().nullable(),
  isrfidInstalled: z.boolean(),
  /** The zone or area it works in, as a name. */
  zone: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  lastDataReceived: z.string().nullable(),
});
export type Machine = z.infer<typeof Machine>;

export const Label = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isLabelLetter, MACHINE_MESSAGES.labelLetter);

/** POST /rest/machines (save) and PUT /rest/machines/{id} (update). */
export const MachineInput = z
  .object({
    machineName: name(60, MACHINE_MESSAGES.nameRequired),
    machineType: z.enum(MACHINE_TYPES, 'Choose the machine type'),
    machineStatus: z.enum(MACHINE_STATUSES, 'Choose the machine status').default('Working'),
    label: Label.nullable().default(null),
    isrfidInstalled: z.boolean().default(false),
    zone: TextLine.trim().max(100).nullable().default(null),
    lat: LatLng.shape.lat.nullable().default(null),
    lng: LatLng.shape.lng.nullable().default(null),
  })
  .refine((m) => (m.lat === null) === (m.lng === null), {
    message: 'A position needs both a latitude and a longitude.',
    path: ['lng'],
  });
export type MachineInput = z.input<typeof MachineInput>;
export type MachineFields = z.output<typeof MachineInput>;

/** The answer to a save or an update. */
export const MachineSaved = z.object({ status: z.literal('success'), machine: Machine });

/** GET /rest/machines: every machine, by name; optionally one type or status. */
export const MachinesQuery = z.object({
  type: z.enum(MACHINE_TYPES).optional(),
  status: z.enum(MACHINE_STATUSES).optional(),
});

/** GET /rest/machines/name-exists?name=&id=: the on-blur uniqueness check (doc 2 §5). */
export const NameExistsQuery = z.object({
  name: name(60, MACHINE_MESSAGES.nameRequired),
  /** The machine being edited, which may keep its own name. */
  id: RecordId.optional(),
});
export const Exists = z.object({ exists: z.boolean() });

/** Doc 3 §3 "Machine location": machineName, status, lastDataReceived, position (lat, lng). */
export const MachineLocation = z.object({
  id: z.number().int(),
  machineName: z.string(),
  machineType: z.enum(MACHINE_TYPES),
  label: z.string().nullable(),
  status: z.enum(MACHINE_STATUSES),
  lastDataReceived: z.string().nullable(),
  position: LatLng.nullable(),
});
export type MachineLocation = z.infer<typeof MachineLocation>;

/**
 * The machine view on the yard map (doc 2 §7: "responseMap.printObject with imageName, and
 * dataprovider"): the machines to draw and the name the picture is saved under.
 */
export const MachineYardMap = z.object({
  responseMap: z.object({ printObject: z.object({ imageName: z.string() }) }),
  dataprovider: z.array(MachineLocation),
});
export type MachineYardMap = z.infer<typeof MachineYardMap>;

/**
 * A position report (POST /rest/machines/{id}/position, and the MQTT topic): where the machine
 * is and, optionally, its status. The server stamps lastDataReceived.
 */
export const PositionReport = z.object({
  lat: LatLng.shape.lat,
  lng: LatLng.shape.lng,
  status: z.enum(MACHINE_STATUSES).optional(),
});
export type PositionReport = z.infer<typeof PositionReport>;
