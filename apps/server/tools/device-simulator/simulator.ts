import { parseArgs } from 'node:util';
import { DEVICE_TOPIC_ROOT } from '@yardline/domain/devices/protocol';
import { DEMO_CAMERA_PORT, demoDeviceKey } from '../seed/seed-gate.ts';
import { type CameraServer, startCameraServer } from './camera-server.ts';
import { connectDevice, type DeviceClient, httpDevice } from './device-client.ts';
import { inventBox } from './invent-box.ts';

/**
 * The device simulator: plays the demo terminal's gate hardware against a running Yardline over
 * real MQTT, or over HTTP with `--http`. At the in-gate (OCR-G1 and RDR-G1-IN) a truck arrives
 * every `--every` seconds with a box (those of `--in`, then new ones): the portal's cameras show
 * its doors with the number painted (JPEG stills and MJPEG streams on `--cameras`, Gate 1 In's
 * port, and the next for Gate 1 Out: the demo gates' camConfig points there), the OCR portal
 * reads its number (now and then with an O/0-style misread) with links to the stills, and the
 * RFID reader its tag and the trailer's. At the out-gate (OCR-G2 and RDR-G1-OUT) the boxes given
 * with `--out` leave. Every reader sends a heartbeat each 30 s, so the Gates screen shows them OK.
 * With `--tracker` it also plays a machine's or an ITV's tracker (a MACHINE or ITV reader, with
 * the key shown when it was created): a position every `--every` seconds, on a small circle
 * around `--at`.
 *
 *   npm run devices -- [--mqtt mqtt://127.0.0.1:1883 | --http http://127.0.0.1:8080]
 *                      [--every 20] [--count 0] [--in …] [--out MSKU1234565,…] [--cameras 8554]
 *                      [--tracker RTG-01-TRK --tracker-key KEY --at 18.9505,72.9508]
 */
const HELP = `Usage: npm run devices -- [options]
  --mqtt URL      MQTT broker (default $MQTT_URL or mqtt://127.0.0.1:1883)
  --http URL      report over HTTP to this Yardline server instead of MQTT
  --cameras PORT  serve Gate 1 In's cameras on PORT, Gate 1 Out's on PORT+1 (default ${DEMO_CAMERA_PORT}; 0: none)
  --in LIST       comma-separated box numbers to bring to the in-gate first, one a truck
  --root TOPIC    device topic root (default $MQTT_TOPIC_ROOT or ${DEVICE_TOPIC_ROOT})
  --every S       seconds between trucks at the in-gate (default 20)
  --count N       trucks to send, then stop (default 0: until Ctrl-C)
  --out LIST      comma-separated box numbers to read at the out-gate, one a truck
  --misread P     share of OCR reads with one O/0, I/1, B/8, S/5 or Z/2 confusion (default 0.2)
  --tracker ID    also report positions as this MACHINE or ITV reader, one each --every seconds
  --tracker-key K its key (default demo-{ID})
  --at LAT,LNG    centre of the tracker's 30 m circle (default 18.9505,72.9508)
Gate device keys are the demo terminal's (demo-{deviceId}).`;

/** The tracker's `step`th position on a circle of about 30 m around `centre`. */
function circlePosition(centre: { lat: number; lng: number }, step: number) {
  const angle = (step * Math.PI) / 12;
  const metres = 30;
  return {
    lat: centre.lat + (metres / 111_320) * Math.sin(angle),
    lng:
      centre.lng + (metres / (111_320 * Math.cos((centre.lat * Math.PI) / 180))) * Math.cos(angle),
  };
}

const tag = (random = Math.random) => String(10_000_000 + Math.floor(random() * 89_999_999));
const plate = (random = Math.random) =>
  `MH04${String.fromCharCode(65 + Math.floor(random() * 26))}${String.fromCharCode(65 + Math.floor(random() * 26))}${1000 + Math.floor(random() * 8999)}`;

async function main() {
  const { values } = parseArgs({
    options: {
      mqtt: { type: 'string', default: process.env.MQTT_URL || 'mqtt://127.0.0.1:1883' },
      http: { type: 'string' },
      cameras: { type: 'string', default: String(DEMO_CAMERA_PORT) },
      in: { type: 'string', default: '' },
      root: { type: 'string', default: process.env.MQTT_TOPIC_ROOT || DEVICE_TOPIC_ROOT },
      every: { type: 'string', default: '20' },
      count: { type: 'string', default: '0' },
      out: { type: 'string', default: '' },
      misread: { type: 'string', default: '0.2' },
      tracker: { type: 'string' },
      'tracker-key': { type: 'string' },
      at: { type: 'string', default: '18.9505,72.9508' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const connect = async (deviceId: string, key = demoDeviceKey(deviceId)) =>
    values.http
      ? httpDevice({ url: values.http, deviceId, key })
      : // Resent until acked, as the device protocol asks of devices.
        connectDevice({ url: values.mqtt, deviceId, key, topicRoot: values.root, resendMs: 3000 });
  const cameraPort = Number(values.cameras);
  const [camerasIn, camerasOut]: (CameraServer | undefined)[] = cameraPort
    ? await Promise.all(
        [cameraPort, cameraPort + 1].map((port) => startCameraServer({ port, host: '127.0.0.1' })),
      )
    : [];
  if (camerasIn && camerasOut)
    console.log(`cameras: Gate 1 In at ${camerasIn.url}, Gate 1 Out at ${camerasOut.url}`);
  const stills = (cameras: CameraServer | undefined) => cameras?.keepRead() ?? [];
  const [ocrIn, rfidIn, ocrOut, rfidOut] = await Promise.all(
    ['OCR-G1', 'RDR-G1-IN', 'OCR-G2', 'RDR-G1-OUT'].map((id) => connect(id)),
  );
  const all = [ocrIn, rfidIn, ocrOut, rfidOut] as DeviceClient[];
  const say = (text: string) => console.log(`${new Date().toLocaleTimeString()} ${text}`);
  const report = (what: string, ack: { ok: boolean; duplicate: boolean; error?: string }) =>
    say(`${what}: ${ack.ok ? (ack.duplicate ? 'duplicate' : 'taken') : `refused (${ack.error})`}`);

  const beat = async () => {
    for (const device of all)
      report(`${device.deviceId} heartbeat`, await device.heartbeat({ status: 'OK' }));
  };
  await beat();
  const beating = setInterval(() => void beat().catch((e: unknown) => say(String(e))), 30_000);

  const ins = values.in
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const outs = values.out
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const count = Number(values.count);
  const misreadShare = Number(values.misread);
  let sent = 0;
  const tracker = values.tracker ? await connect(values.tracker, values['tracker-key']) : undefined;
  const [lat = 0, lng = 0] = values.at.split(',').map(Number);
  const track = async () => {
    if (!tracker) return;
    const at = circlePosition({ lat, lng }, sent);
    report(
      `${tracker.deviceId} at ${at.lat.toFixed(6)}, ${at.lng.toFixed(6)}`,
      await tracker.position(at),
    );
  };
  const truck = async () => {
    await track();
    const given = ins.shift();
    const box = given ? { number: given, misread: given } : inventBox();
    const read = Math.random() < misreadShare ? box.misread : box.number;
    const trailer = plate();
    const size = Math.random() < 0.5 ? '20' : '40';
    camerasIn?.show({ containerNumber: box.number, sizeType: size === '20' ? '22G1' : '45G1' });
    report(
      `in-gate OCR ${read}${read === box.number ? '' : ` (box ${box.number})`}`,
      await (ocrIn as DeviceClient).ocr({
        containerNumber: read,
        containerSize: size,
        trailerNumber: trailer,
        confidence: 80 + Math.round(Math.random() * 19),
        images: stills(camerasIn),
      }),
    );
    report(
      `in-gate RFID`,
      await (rfidIn as DeviceClient).rfid({
        tags: [
          { tagId: tag(), antenna: 1 },
          { tagId: tag(), antenna: 2 },
        ],
      }),
    );
    const out = outs.shift();
    if (out) {
      camerasOut?.show({ containerNumber: out });
      report(
        `out-gate OCR ${out}`,
        await (ocrOut as DeviceClient).ocr({
          containerNumber: out,
          trailerNumber: plate(),
          images: stills(camerasOut),
        }),
      );
      report(
        `out-gate RFID`,
        await (rfidOut as DeviceClient).rfid({ tags: [{ tagId: tag(), antenna: 1 }] }),
      );
    }
    sent++;
  };

  const stop = async () => {
    clearInterval(beating);
    clearInterval(trucks);
    await Promise.all([...all, ...(tracker ? [tracker] : [])].map((device) => device.close()));
    await Promise.all([camerasIn, camerasOut].map((cameras) => cameras?.close()));
  };
  const trucks = setInterval(() => {
    void truck()
      .then(() => (count > 0 && sent >= count ? stop() : undefined))
      .catch((e: unknown) => say(String(e)));
  }, Number(values.every) * 1000);
  await truck();
  if (count > 0 && sent >= count) await stop();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void stop().then(() => process.exit(0)));
}

await main();
