import { z } from 'zod';
import { BodyId } from '../common/record-id.ts';
import { TextLine } from '../common/text.ts';

/** Doc 1 §8 "Save allocation", word for word. */
export const CHA_MESSAGES = {
  saved: 'Successfully saved current allocation.',
  failed: 'Something went wrong, Please try again.',
} as const;

/** Ours: the spec leaves these answers unshown. */
export const CHA_PROBLEMS = {
  agentNotFound: (id: number) => `Clearing agent ${id} does not exist.`,
  allocationNotFound: (id: number) => `Allocation ${id} of this clearing agent does not exist.`,
  allocationExists: 'This clearing agent already has an allocation: update it instead.',
  notDeliveryType: (key: string) => `${key} is not a delivery type for vehicles.`,
  keyMismatch: (key: string) => `The delivery type under ${key} is another one.`,
  tagTaken: (tag: string, agent: string) => `Equipment tag ${tag} is already ${agent}'s.`,
} as const;

export const ChaContact = z.object({
  name: TextLine.trim().min(1, 'A contact needs a name.').max(120),
  phone: TextLine.trim().max(40).optional(),
  email: z.union([z.literal(''), z.email('Enter a valid e-mail address.').max(200)]).optional(),
});
export type ChaContact = z.infer<typeof ChaContact>;

/** Doc 2 §3 "CHA (clearing agent)": id, name, registrationNumber, contacts. */
export const Cha = z.object({
  id: z.number().int(),
  name: z.string(),
  registrationNumber: z.string().nullable(),
  contacts: z.array(ChaContact),
});
export type Cha = z.infer<typeof Cha>;

export const ChaSearchQuery = z.object({ query: TextLine.trim().max(80).default('') });

export const ChaContactsBody = z.object({ contacts: z.array(ChaContact).max(50) });
export type ChaContactsBody = z.input<typeof ChaContactsBody>;

/** Doc 2 §3 "Vehicle detail" deliveryType: an activity of the VEHICLE GATE-IN group. */
export const DeliveryType = z.object({
  activityId: z.number().int(),
  activityName: z.string(),
  activityGroup: z.string(),
});
export type DeliveryType = z.infer<typeof DeliveryType>;

const Count = z
  .number('A count is a whole number.')
  .int('A count is a whole number.')
  .min(0, 'A count cannot be negative.')
  .max(100_000, 'A count is at most 100000.');

/** One delivery type's allowance as the screen sends it; the gated-in count is the server's. */
export const AllowedDeliveryInput = z.object({
  deliveryType: z.object({ activityId: BodyId }),
  allowedCount: Count,
  allowed20: Count,
  allowed40: Count,
});

/** POST /{agentId}/allocation and PUT /{agentId}/allocation/{id}: allowances keyed by activity name. */
export const ChaAllocationBody = z.object({
  equipments: z.array(TextLine.trim().min(1).max(40)).max(200).default([]),
  allowedDeliveries: z.record(TextLine.trim().min(1).max(80), AllowedDeliveryInput),
});
export type ChaAllocationBody = z.input<typeof ChaAllocationBody>;
export type ChaAllocationValues = z.output<typeof ChaAllocationBody>;

export const AllowedDelivery = z.object({
  deliveryType: DeliveryType,
  allowedCount: z.number().int(),
  allowed20: z.number().int(),
  allowed40: z.number().int(),
  gatedInCount: z.number().int(),
});
export type AllowedDelivery = z.infer<typeof AllowedDelivery>;

/** Doc 1 §3 "CHA allocation". */
export const ChaAllocation = z.object({
  id: z.number().int(),
  agent: z.object({ id: z.number().int() }),
  createDate: z.string(),
  equipments: z.array(z.string()),
  allowedDeliveries: z.record(z.string(), AllowedDelivery),
});
export type ChaAllocation = z.infer<typeof ChaAllocation>;

export const ChaAllocationSaved = z.object({
  responsestatus: z.literal('success'),
  allocation: ChaAllocation,
});
