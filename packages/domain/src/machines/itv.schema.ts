import { z } from 'zod';
import { OneBasedPage } from '../common/paging.ts';
import { RecordId } from '../common/record-id.ts';
import { TextLine } from '../common/text.ts';
import { LatLng } from '../yard/geometry.ts';
import { MACHINE_STATUSES } from './machine.schema.ts';

/** Doc 2 §9: the ITV Details list shows 15 a page, from a skip of (page-1)*size+1. */
export const ITV_PAGE_SIZE = 15;

export const ITV_MESSAGES = {
  saved: 'ITV saved successfully',
  deleted: 'ITV deleted successfully',
  itvNumberRequired: 'Enter ITV number',
  trailerNumberRequired: 'Enter trailer number',
  itvNumberTaken: (n: string) => `An ITV numbered ${n} already exists.`,
  trailerNumberTaken: (n: string) => `An ITV with trailer number ${n} already exists.`,
  notFound: (id: number) => `ITV ${id} does not exist.`,
  confirmDelete: 'Are you sure you want to delete the selected ITVs?',
} as const;

/** An in-yard transport vehicle (doc 2 §3). Dates are ISO timestamps. */
export const Itv = z.object({
  id: z.number().int(),
  itvNumber: z.string(),
  trailerNumber: z.string(),
  deviceInstalled: z.boolean(),
  status: z.enum(MACHINE_STATUSES),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  lastDataReceived: z.string().nullable(),
  /** The machine it works with, by name, if any. */
  machineName: z.string().nullable(),
});
export type Itv = z.infer<typeof Itv>;

const code = (required: string) => TextLine.trim().min(1, required).max(20);

/** POST /rest/itvs (save) and PUT /rest/itvs/{id} (update). */
export const ItvInput = z
  .object({
    itvNumber: code(ITV_MESSAGES.itvNumberRequired),
    trailerNumber: code(ITV_MESSAGES.trailerNumberRequired),
    deviceInstalled: z.boolean().default(false),
    status: z.enum(MACHINE_STATUSES, 'Choose the ITV status').default('Working'),
    latitude: LatLng.shape.lat.nullable().default(null),
    longitude: LatLng.shape.lng.nullable().default(null),
    machineName: TextLine.trim().max(60).nullable().default(null),
  })
  .refine((v) => (v.latitude === null) === (v.longitude === null), {
    message: 'A position needs both a latitude and a longitude.',
    path: ['longitude'],
  });
export type ItvInput = z.input<typeof ItvInput>;
export type ItvFields = z.output<typeof ItvInput>;

export const ItvSaved = z.object({ status: z.literal('success'), itv: Itv });

/** GET /rest/itvs?skip=&limit= (doc 2 §7: answer itvs, totalCount). */
export const ItvsQuery = OneBasedPage.extend({
  limit: OneBasedPage.shape.limit.default(ITV_PAGE_SIZE),
});
export const ItvsPage = z.object({ itvs: z.array(Itv), totalCount: z.number().int() });
export type ItvsPage = z.infer<typeof ItvsPage>;

/** GET /rest/itvs/exists: the on-blur uniqueness of an ITV number or a trailer number. */
export const ItvExistsQuery = z
  .object({
    itvNumber: TextLine.trim().min(1).max(20).optional(),
    trailerNumber: TextLine.trim().min(1).max(20).optional(),
    id: RecordId.optional(),
  })
  .refine((q) => (q.itvNumber === undefined) !== (q.trailerNumber === undefined), {
    message: 'Ask about an itvNumber or a trailerNumber.',
  });

/** GET /rest/itvs/locations: each ITV's place for the Locations map. */
export const ItvLocation = z.object({
  id: z.number().int(),
  itvNumber: z.string(),
  trailerNumber: z.string(),
  status: z.enum(MACHINE_STATUSES),
  lastDataReceived: z.string().nullable(),
  position: LatLng.nullable(),
});
export type ItvLocation = z.infer<typeof ItvLocation>;
