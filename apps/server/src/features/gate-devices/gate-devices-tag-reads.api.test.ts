import { describe, expect, it } from 'vitest';
import { useGateDevicesApp } from './test-gate-devices.ts';

// Doc 2 §7's entry tag, trailer tag, exit trailer tag and exit tag of a gate: what its readers
// read over MQTT, looked up for the manual gate.
const { t, cookies, device, addGate, addReader, stream } = useGateDevicesApp();

const lookup = (gateId: number, which: string, cookie = cookies.gateinuser) =>
  t.request('GET', `/rest/gate/tags/${gateId}/${which}`, { cookie });

describe('the tag reads of a gate', () => {
  it("answers a lane's RFID read over MQTT: the box's tag and the trailer's, with its PLA card", async () => {
    const gate = await addGate('North', 'IN');
    const entry = await addReader('RDR-N-IN', gate.id);
    const exit = await addReader('RDR-N-OUT', gate.id, { readerType: 'GATEOUT' });
    await t.database.pool.query(
      "insert into pla_cards (trailer_tag_number, pla_card_number) values ('TT00N001', 'PLA-N-1')",
    );
    await t.database.pool.query(
      "insert into permanent_trailers (trailer_number, trailer_tag) values ('MH04NN0001', 'TT00N001')",
    );
    // Nothing read yet: every field null.
    const none = await lookup(gate.id, 'entry-tag');
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().responseMap).toEqual({
      tagid: null,
      plaCard: null,
      trailerNumber: null,
      reader: null,
      readAt: null,
      readId: null,
    });

    const reader = await device('RDR-N-IN', entry.deviceKey);
    const readAt = new Date(Date.now() - 1000).toISOString();
    const ack = await reader.rfid({ tags: [{ tagId: '87654321' }, { tagId: 'TT00N001' }], readAt });
    expect(ack.ok).toBe(true);
    await stream.next((e) => e.type === 'device.read' && e.data.deviceId === 'RDR-N-IN', 3000);

    expect((await lookup(gate.id, 'entry-tag')).json().responseMap).toMatchObject({
      tagid: '87654321',
      plaCard: null,
      trailerNumber: null,
      reader: 'RDR-N-IN',
      readAt,
      readId: ack.logIds[0],
    });
    expect((await lookup(gate.id, 'trailer-tag')).json().responseMap).toMatchObject({
      tagid: 'TT00N001',
      plaCard: 'PLA-N-1',
      trailerNumber: 'MH04NN0001',
      reader: 'RDR-N-IN',
      readId: ack.logIds[1],
    });
    // The entry reader's reads are not the exit's.
    expect((await lookup(gate.id, 'exit-tag')).json().responseMap.tagid).toBeNull();

    const out = await device('RDR-N-OUT', exit.deviceKey);
    expect((await out.rfid({ tags: [{ tagId: '11112222' }] })).ok).toBe(true);
    expect((await out.rfid({ tags: [{ tagId: 'TT00N001' }] })).ok).toBe(true);
    expect((await lookup(gate.id, 'exit-tag')).json().responseMap).toMatchObject({
      tagid: '11112222',
      reader: 'RDR-N-OUT',
    });
    expect((await lookup(gate.id, 'exit-trailer-tag')).json().responseMap).toMatchObject({
      tagid: 'TT00N001',
      plaCard: 'PLA-N-1',
      reader: 'RDR-N-OUT',
    });
    // A newer read is the answer.
    expect((await reader.rfid({ tags: [{ tagId: '33334444' }] })).ok).toBe(true);
    expect((await lookup(gate.id, 'entry-tag')).json().responseMap.tagid).toBe('33334444');
  });

  it("is for the roles that see the gate, as the gate's other calls", async () => {
    const gate = await addGate('South', 'IN');
    for (const role of ['superadmin', 'admin', 'gateinuser'] as const) {
      expect((await lookup(gate.id, 'trailer-tag', cookies[role])).statusCode).toBe(200);
    }
    for (const role of ['operator', 'manager'] as const) {
      expect((await lookup(gate.id, 'trailer-tag', cookies[role])).statusCode).toBe(403);
    }
    expect((await t.request('GET', `/rest/gate/tags/${gate.id}/entry-tag`)).statusCode).toBe(401);
  });

  it('refuses an unknown gate and what is not one of the four lookups', async () => {
    const unknown = await lookup(999_999, 'entry-tag');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Gate 999999 not found.');
    expect((await lookup(1, 'tag')).statusCode).toBe(400);
    expect((await lookup(0, 'entry-tag')).statusCode).toBe(400);
    expect((await lookup(1, 'entry-tag%00')).statusCode).toBe(400);
  });
});
