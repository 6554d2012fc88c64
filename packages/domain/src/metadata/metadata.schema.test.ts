import { describe, expect, it } from 'vitest';
import {
  DEFAULT_METADATA,
  MetadataUpdate,
  SLOT_FORMAT,
  satelliteTiles,
  settingsProblem,
} from './metadata.schema.ts';

describe('the keys that said nothing before (issue 25)', () => {
  it('slotFormat says how slot keys are spelled, and takes no other spelling', () => {
    expect(MetadataUpdate.safeParse({ slotFormat: SLOT_FORMAT }).success).toBe(true);
    expect(MetadataUpdate.safeParse({ slotFormat: 'AREA-ROW-CELL-HEIGHT' }).success).toBe(false);
  });

  it('areaOnlyPlanning is gone: the engine plans slots, colour rules keep boxes to their cells', () => {
    expect(DEFAULT_METADATA).not.toHaveProperty('areaOnlyPlanning');
    expect(MetadataUpdate.safeParse({ areaOnlyPlanning: true }).success).toBe(false);
  });
});

describe('the map key', () => {
  const tiles = 'https://tiles.example/{z}/{x}/{y}.jpg?key={apiKey}';

  it('goes into the tile address where it says {apiKey}, escaped', () => {
    expect(satelliteTiles({ satelliteTileUrl: tiles, mapApiKey: 'k&1 2' })).toBe(
      'https://tiles.example/{z}/{x}/{y}.jpg?key=k%261%202',
    );
    expect(satelliteTiles({ satelliteTileUrl: 'https://t.example/{z}/{x}/{y}.png' })).toBe(
      'https://t.example/{z}/{x}/{y}.png',
    );
    expect(satelliteTiles({})).toBe('');
  });

  it('is needed when the tile address asks for it', () => {
    const asks = { ...DEFAULT_METADATA, satelliteTileUrl: tiles };
    expect(settingsProblem(asks)).toBe('The tile address asks for {apiKey}: set mapApiKey too.');
    expect(settingsProblem({ ...asks, mapApiKey: 'k1' })).toBeUndefined();
    expect(settingsProblem(DEFAULT_METADATA)).toBeUndefined();
  });
});
