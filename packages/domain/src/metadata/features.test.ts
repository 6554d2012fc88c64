import { describe, expect, it } from 'vitest';
import { FEATURE_SWITCHES, featureOffMessage, featureOn } from './features.ts';
import { DEFAULT_METADATA, MetadataUpdate } from './metadata.schema.ts';

describe('the feature switches', () => {
  it('are settings, all on by default (the demo terminal shows every feature)', () => {
    for (const [feature, key] of Object.entries(FEATURE_SWITCHES)) {
      expect(DEFAULT_METADATA[key], key).toBe(true);
      expect(featureOn(DEFAULT_METADATA, feature as keyof typeof FEATURE_SWITCHES)).toBe(true);
    }
    expect(featureOn({ ...DEFAULT_METADATA, enableSmartGate: false }, 'smartGate')).toBe(false);
    expect(featureOn({ ...DEFAULT_METADATA, enableSmartGate: false }, 'planningEngine')).toBe(true);
  });

  it('are changed with booleans only', () => {
    expect(MetadataUpdate.safeParse({ enablePlanningEngine: false }).success).toBe(true);
    expect(MetadataUpdate.safeParse({ enablePlanningEngine: 'no' }).success).toBe(false);
    expect(MetadataUpdate.safeParse({ enablePlanning: false }).success).toBe(false);
  });

  it('name the feature when one refuses', () => {
    expect(featureOffMessage('planningEngine')).toBe(
      "The planning engine is switched off in this terminal's settings.",
    );
  });
});
