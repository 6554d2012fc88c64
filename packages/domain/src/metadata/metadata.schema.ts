import { z } from 'zod';

/** Product settings: the metadata keys of doc 1 §3, stored in the database, edited by a superadmin. */
export const Metadata = z.object({
  sessionExpireInIdleMins: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  paginationItemsPerPage: z.number().int().min(5).max(500),
  enterpriseVersion: z.boolean(),
  /** How a slot's full name is spelled; the tokens are joined as written. */
  slotFormat: z.string().min(1).max(60),
  /** The number of the lowest tier (1 in most terminals, 0 in some). */
  startHeight: z.number().int().min(0).max(1),
  mapApiKey: z.string().max(200),
  yardCenter: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  /** Seconds between automatic refreshes of live screens. */
  dataRefreshRate: z.number().int().min(5).max(3600),
  areaOnlyPlanning: z.boolean(),
  allowExpiredContainerTag: z.boolean(),
  enableFetchProcessAtGateOut: z.boolean(),
  enableInventorySyncToErp: z.boolean(),
  surveyPreConfiguredEmailRecipients: z.string().max(1000),
  surveyPreConfiguredEmailBody: z.string().max(5000),
  /** Whether new passwords must pass the strictness rule of doc 3 §5. */
  passwordStrictness: z.boolean(),
});
export type Metadata = z.infer<typeof Metadata>;
export type MetadataKey = keyof Metadata;

export const MetadataUpdate = Metadata.partial().strict();
export type MetadataUpdate = z.infer<typeof MetadataUpdate>;

export const DEFAULT_METADATA: Metadata = {
  sessionExpireInIdleMins: 30,
  paginationItemsPerPage: 15,
  enterpriseVersion: true,
  slotFormat: 'AREA_ROW_CELL_HEIGHT',
  startHeight: 1,
  mapApiKey: '',
  yardCenter: { lat: 18.9498, lng: 72.952 },
  dataRefreshRate: 60,
  areaOnlyPlanning: false,
  allowExpiredContainerTag: false,
  enableFetchProcessAtGateOut: false,
  enableInventorySyncToErp: false,
  surveyPreConfiguredEmailRecipients: '',
  surveyPreConfiguredEmailBody: 'Please find attached the survey report for the container.',
  passwordStrictness: true,
};
