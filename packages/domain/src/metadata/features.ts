import type { Metadata } from './metadata.schema.ts';

/**
 * The features a superadmin switches on and off (doc 2 §2 and §6, doc 3 §6), each by its metadata
 * key. A feature switched off leaves the menu and its screens close; the server refuses the calls
 * only those screens make (decision 0036).
 */
export const FEATURE_SWITCHES = {
  planningEngine: 'enablePlanningEngine',
  chaVehicle: 'enableChaVehicle',
  smartGate: 'enableSmartGate',
  smartTransport: 'enableSmartTransport',
  dispatchTab: 'enableDispatchTab',
} as const satisfies Record<string, keyof Metadata>;

export type Feature = keyof typeof FEATURE_SWITCHES;
export type FeatureSwitches = Pick<Metadata, (typeof FEATURE_SWITCHES)[Feature]>;

export const featureOn = (settings: FeatureSwitches, feature: Feature): boolean =>
  settings[FEATURE_SWITCHES[feature]];

const FEATURE_NAMES: Record<Feature, string> = {
  planningEngine: 'The planning engine',
  chaVehicle: 'The CHA vehicle feature',
  smartGate: 'The smart gate',
  smartTransport: 'Smart transport',
  dispatchTab: 'The dispatch tab',
};

/** The code of the server's 403 for a call of a feature switched off. */
export const FEATURE_OFF = 'FEATURE_OFF';

export const featureOffMessage = (feature: Feature): string =>
  `${FEATURE_NAMES[feature]} is switched off in this terminal's settings.`;
