import { sql } from 'drizzle-orm';
import type { Executor } from '../../src/db/database.ts';
import { deviceKeyHash } from '../../src/features/gate-devices/device-signature.ts';
import { camerasAt } from '../device-simulator/camera-server.ts';

/**
 * The demo terminal's gates and readers. Their device keys are public (`demo-{deviceId}`), so the
 * device simulator (`npm run devices`) can play them out of the box: a real terminal's readers
 * get random keys, shown once when each is created.
 */
export const DEMO_GATES = [
  {
    name: 'Gate 1 In',
    type: 'IN',
    lat: 18.9502,
    long: 72.9505,
    readers: [
      { name: 'RDR-G1-IN', type: 'GATEIN', ip: '10.10.1.11' },
      { name: 'OCR-G1', type: 'GATEIN', ip: '10.10.1.21' },
    ],
  },
  {
    name: 'Gate 1 Out',
    type: 'OUT',
    lat: 18.9504,
    long: 72.9511,
    readers: [
      { name: 'RDR-G1-OUT', type: 'GATEOUT', ip: '10.10.1.12' },
      { name: 'OCR-G2', type: 'GATEOUT', ip: '10.10.1.22' },
    ],
  },
] as const;

/** Readers known to the demo but standing at no gate yet. */
export const DEMO_UNUSED_READERS = [
  { name: 'RDR-G2-IN', type: 'GATEIN', ip: '10.10.2.11' },
] as const;

/**
 * Trackers on a demo machine and a demo ITV (MACHINE and ITV readers): `npm run devices --
 * --tracker RTG-01-TRK` drives the machine around with the demo key. Inserted after the machines.
 */
export const DEMO_TRACKERS = [
  { name: 'RTG-01-TRK', type: 'MACHINE', ip: '10.10.4.11', machine: 'RTG-01' },
  { name: 'ITV-01-TRK', type: 'ITV', ip: '10.10.4.21', itv: 'ITV-01' },
] as const;

export const demoDeviceKey = (deviceId: string) => `demo-${deviceId}`;

/**
 * Where the demo gates' cameras are: the device simulator serves Gate 1 In's on this port and
 * Gate 1 Out's on the next (`npm run devices`); without it running the feeds show no signal.
 */
export const DEMO_CAMERA_PORT = 8554;
const demoCameras = (gateIndex: number) =>
  camerasAt(`http://127.0.0.1:${DEMO_CAMERA_PORT + gateIndex}`);

export async function insertGateDevices(db: Executor): Promise<number> {
  let readers = 0;
  for (const [index, gate] of DEMO_GATES.entries()) {
    const [row] = (
      await db.execute<{ id: number }>(sql`
        insert into gates (name, type, position_lat, position_long, cam_config)
        values (${gate.name}, ${gate.type}, ${gate.lat}, ${gate.long}, ${JSON.stringify(demoCameras(index))}::jsonb)
        returning id`)
    ).rows;
    for (const reader of gate.readers) {
      await db.execute(sql`
        insert into gate_readers (name, reader_type, gate_id, ip, key_hash)
        values (${reader.name}, ${reader.type}, ${row?.id}, ${reader.ip}, ${deviceKeyHash(demoDeviceKey(reader.name))})`);
      readers++;
    }
  }
  for (const reader of DEMO_UNUSED_READERS) {
    await db.execute(sql`
      insert into gate_readers (name, reader_type, ip, key_hash)
      values (${reader.name}, ${reader.type}, ${reader.ip}, ${deviceKeyHash(demoDeviceKey(reader.name))})`);
    readers++;
  }
  for (const tracker of DEMO_TRACKERS) {
    const machine = 'machine' in tracker ? tracker.machine : null;
    const itv = 'itv' in tracker ? tracker.itv : null;
    await db.execute(sql`
      insert into gate_readers (name, reader_type, ip, key_hash, machine_id, itv_id)
      values (${tracker.name}, ${tracker.type}, ${tracker.ip}, ${deviceKeyHash(demoDeviceKey(tracker.name))},
        (select id from machines where name = ${machine}),
        (select id from itvs where itv_number = ${itv}))`);
    readers++;
  }
  return readers;
}

/**
 * Gate passes for two boxes in three in the yard (issued a day after each came in, capped at
 * now), so most demo dispatches find theirs and the rest show 'Gate Pass Not Found'.
 */
export async function insertGatePasses(db: Executor): Promise<number> {
  const result = await db.execute(sql`
    insert into gate_passes (container_number, gate_pass, issued_at, boe_date)
    select number, 'GP' || lpad(id::text, 7, '0'),
           least(gate_in_at + interval '1 day', now()), (gate_in_at + interval '1 day')::date
    from containers
    where dispatch_at is null and deleted_at is null and location is not null and id % 3 <> 0`);
  return result.rowCount ?? 0;
}
