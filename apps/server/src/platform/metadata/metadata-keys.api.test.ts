import { SLOT_FORMAT } from '@yardline/domain/metadata/metadata.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';

const t = useTestApp();
let cookie = '';

beforeAll(async () => {
  cookie = await t.login('superadmin');
});

const setSettings = (body: unknown) => t.request('PUT', '/rest/metadata', { cookie, body });
const TILES = 'https://tiles.example/{z}/{x}/{y}.jpg?key={apiKey}';

describe('the keys that did nothing (issue 25)', () => {
  it('takes the map key for a tile address that asks for it, and no such address without one', async () => {
    const refused = await setSettings({ satelliteTileUrl: TILES });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The tile address asks for {apiKey}: set mapApiKey too.');

    const saved = await setSettings({ satelliteTileUrl: TILES, mapApiKey: 'k1' });
    expect(saved.json()).toMatchObject({ satelliteTileUrl: TILES, mapApiKey: 'k1' });
    // Nor can the key go while the address asks for it.
    expect((await setSettings({ mapApiKey: '' })).statusCode).toBe(400);
    expect((await setSettings({ satelliteTileUrl: '', mapApiKey: '' })).statusCode).toBe(200);
  });

  it('keeps slotFormat to the slot key’s spelling, and has no areaOnlyPlanning', async () => {
    expect((await setSettings({ slotFormat: SLOT_FORMAT })).statusCode).toBe(200);
    expect((await setSettings({ slotFormat: 'ROW_AREA_CELL_HEIGHT' })).statusCode).toBe(400);
    expect((await setSettings({ areaOnlyPlanning: true })).statusCode).toBe(400);
    // A value an earlier version stored is left unread.
    await t.database.pool.query(
      `insert into metadata (key, value) values ('areaOnlyPlanning', 'true'::jsonb)
       on conflict (key) do nothing`,
    );
    const told = await t.request('GET', '/rest/metadata', { cookie });
    expect(told.json()).not.toHaveProperty('areaOnlyPlanning');
    expect(told.json().slotFormat).toBe(SLOT_FORMAT);
  });
});
