import { z } from 'zod';
import { type Access, decide, type Principal } from '../auth/can.ts';
import { isSuperAdmin } from '../auth/roles.ts';
import { TextBlock, TextLine } from '../common/text.ts';

const TILE_URL = /^https:\/\/[^\s]+$/;

/** '' (none) or an https tile address with the {z}, {x} and {y} placeholders. */
export const SatelliteTileUrl = TextLine.trim()
  .max(500)
  .refine(
    (url) =>
      url === '' || (TILE_URL.test(url) && ['{z}', '{x}', '{y}'].every((p) => url.includes(p))),
    'A tile address starts with https:// and holds {z}, {x} and {y}.',
  );

/** Where a tile address takes the maps service's key (metadata mapApiKey). */
export const MAP_KEY_PLACEHOLDER = '{apiKey}';

/**
 * The slot key's spelling, the only one there is: doc 3 §3 joins area, row, cell and height with
 * underscores, and every stored location, task and upload is read that way.
 */
export const SLOT_FORMAT = 'AREA_ROW_CELL_HEIGHT';

/** The idle minutes a session may be given (also checked inside the session lookup's SQL). */
export const SESSION_IDLE_MINUTES = { min: 1, max: 24 * 60 } as const;

/** Product settings: the metadata keys of doc 1 §3, stored in the database, edited by a superadmin. */
export const Metadata = z.object({
  sessionExpireInIdleMins: z
    .number()
    .int()
    .min(SESSION_IDLE_MINUTES.min)
    .max(SESSION_IDLE_MINUTES.max),
  paginationItemsPerPage: z.number().int().min(5).max(500),
  enterpriseVersion: z.boolean(),
  /** Says how slot keys are spelled (SLOT_FORMAT); any other value is refused. */
  slotFormat: z.literal(SLOT_FORMAT),
  /** The number of the lowest tier (1 in most terminals, 0 in some). */
  startHeight: z.number().int().min(0).max(1),
  /**
   * The maps service's key (doc 2 §7, doc 3 §7: maps are loaded "using the configured key"): put
   * into the satellite tile address where it says {apiKey}.
   */
  mapApiKey: TextLine.max(200),
  /**
   * Satellite imagery for the yard map: a tile address with {z}, {x} and {y} (and optionally {s}
   * and {apiKey}), e.g.
   * https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}.
   * Empty: the map shows the yard plan only.
   */
  satelliteTileUrl: SatelliteTileUrl,
  yardCenter: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  /** Seconds between automatic refreshes of live screens. */
  dataRefreshRate: z.number().int().min(5).max(3600),
  /**
   * Whether a clerk may put a container tag past its end of life on a box after answering yes to
   * "Do you still want to use it?" (doc 1 §5); off, the gate refuses it (decision 0035).
   */
  allowExpiredContainerTag: z.boolean(),
  enableFetchProcessAtGateOut: z.boolean(),
  enableInventorySyncToErp: z.boolean(),
  surveyPreConfiguredEmailRecipients: TextBlock.max(1000),
  surveyPreConfiguredEmailBody: TextBlock.max(5000),
  /** Whether new passwords must pass the strictness rule of doc 3 §5. */
  passwordStrictness: z.boolean(),
  /**
   * Whether a gate-in makes the standard task (STANDARD_GATE_TASK: Offloading from the trailer to
   * the box's slot) for each box the clerk chose no task for. Off until a terminal runs its
   * machines from the task lists; the demo terminal has it on.
   */
  enableStandardTaskAtGateIn: z.boolean(),
  /** Doc 2 §6: planning (its screen, the gate's planning section) needs the planning engine. */
  enablePlanningEngine: z.boolean(),
  /** Doc 3 §6: the CHA vehicle allowances (their screen, the agent of a trailer gate-in). */
  enableChaVehicle: z.boolean(),
  /** Doc 2 §6, doc 3 §6: the smart gate (its lanes, OCR queue and differences) and its menu. */
  enableSmartGate: z.boolean(),
  /** Doc 2 §6, doc 3 §6: smart transport, the tracked ITVs (the ITVs screen) and its menu. */
  enableSmartTransport: z.boolean(),
  /** Doc 2 §2: the manual gate's Dispatch tab under Yard Container Operations. */
  enableDispatchTab: z.boolean(),
});
export type Metadata = z.infer<typeof Metadata>;
export type MetadataKey = keyof Metadata;

const MAP_READERS: readonly Access[] = [{ area: ['containers', 'inventory'] }, { level: 'admin' }];
const SURVEY_READERS: readonly Access[] = [{ area: 'containers' }];

/**
 * Settings only some screens use, told only to the roles that open one of them (and to a
 * superadmin, who sets them): the map's key and tile address (a provider's keys, billed) go to
 * the yard maps (containers, inventory, the yard-location editor), the survey mail's recipients
 * and body to the containers screen's surveys.
 */
export const SCREEN_SETTINGS = {
  mapApiKey: MAP_READERS,
  satelliteTileUrl: MAP_READERS,
  surveyPreConfiguredEmailRecipients: SURVEY_READERS,
  surveyPreConfiguredEmailBody: SURVEY_READERS,
} as const satisfies Partial<Record<MetadataKey, readonly Access[]>>;

/** GET /rest/metadata: the settings as a role is told them (SCREEN_SETTINGS only to their screens). */
export const MetadataView = Metadata.partial({
  mapApiKey: true,
  satelliteTileUrl: true,
  surveyPreConfiguredEmailRecipients: true,
  surveyPreConfiguredEmailBody: true,
} satisfies Record<keyof typeof SCREEN_SETTINGS, true>);
export type MetadataView = z.infer<typeof MetadataView>;

/** The settings `user` is told: SCREEN_SETTINGS left out unless a screen of theirs uses them. */
export function settingsFor(user: Principal, metadata: Metadata): MetadataView {
  if (isSuperAdmin(user.roleKey)) return metadata;
  const view: MetadataView = { ...metadata };
  for (const [key, readers] of Object.entries(SCREEN_SETTINGS)) {
    if (!readers.some((access) => decide(access, user, true) === 'allowed')) {
      delete view[key as keyof typeof SCREEN_SETTINGS];
    }
  }
  return view;
}

export const MetadataUpdate = Metadata.partial().strict();
export type MetadataUpdate = z.infer<typeof MetadataUpdate>;

export const DEFAULT_METADATA: Metadata = {
  sessionExpireInIdleMins: 30,
  paginationItemsPerPage: 15,
  enterpriseVersion: true,
  slotFormat: SLOT_FORMAT,
  startHeight: 1,
  mapApiKey: '',
  satelliteTileUrl: '',
  yardCenter: { lat: 18.9498, lng: 72.952 },
  dataRefreshRate: 60,
  allowExpiredContainerTag: false,
  enableFetchProcessAtGateOut: false,
  enableInventorySyncToErp: false,
  surveyPreConfiguredEmailRecipients: '',
  surveyPreConfiguredEmailBody: 'Please find attached the survey report for the container.',
  passwordStrictness: true,
  enableStandardTaskAtGateIn: false,
  // The features the demo terminal shows: all of them.
  enablePlanningEngine: true,
  enableChaVehicle: true,
  enableSmartGate: true,
  enableSmartTransport: true,
  enableDispatchTab: true,
};

/** The satellite tile address with the map key in place of {apiKey}; '' when there is none. */
export const satelliteTiles = ({
  satelliteTileUrl = '',
  mapApiKey = '',
}: Pick<MetadataView, 'satelliteTileUrl' | 'mapApiKey'>): string =>
  satelliteTileUrl.replaceAll(MAP_KEY_PLACEHOLDER, encodeURIComponent(mapApiKey));

/** What is wrong between settings each valid alone (a change is checked merged with the rest). */
export const settingsProblem = (settings: Metadata): string | undefined =>
  settings.satelliteTileUrl.includes(MAP_KEY_PLACEHOLDER) && settings.mapApiKey === ''
    ? `The tile address asks for ${MAP_KEY_PLACEHOLDER}: set mapApiKey too.`
    : undefined;
