import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CAMERA_IDS, type Camera } from '@yardline/domain/devices/gates.schema';
import { doorJpeg } from './door-image.ts';

type CamId = (typeof CAMERA_IDS)[number];

export interface CameraServer {
  /** http://host:port */
  url: string;
  /** A gate's camConfig for these cameras: each with its MJPEG stream and its snapshot. */
  cameras: Camera[];
  /** The box now in front of the cameras (null: an empty lane, a plain door with no number). */
  show(box: { containerNumber: string; sizeType?: string } | null): void;
  /**
   * What each camera sees now, kept as an OCR portal keeps a read's images: the links (at
   * `/{camId}/reads/{n}.jpg`, the last 100 reads) go in the OCR record, and the server fetches
   * them.
   */
  keepRead(): { camId: CamId; url: string }[];
  /** Snapshots served so far, per camera. */
  snapshots: Record<string, number>;
  close(): Promise<void>;
}

const BOUNDARY = 'yardlineframe';
const KEPT_READS = 100;

/** The camConfig of cameras served by a camera server at `url` (the simulator's, the double's). */
export const camerasAt = (url: string, ids: readonly CamId[] = CAMERA_IDS): Camera[] =>
  ids.map((id) => ({
    id,
    streamUrl: `${url}/${id}/stream.mjpg`,
    snapshotUrl: `${url}/${id}/snapshot.jpg`,
  }));

/**
 * IP cameras over real HTTP, as a gate's cameras would serve them: `GET /{camId}/snapshot.jpg`
 * answers a JPEG of what the camera sees, `GET /{camId}/stream.mjpg` a live MJPEG stream
 * (multipart/x-mixed-replace, a frame every `frameMs`). The device simulator plays a portal's
 * cameras with it, and the tests use it as the camera double.
 */
export async function startCameraServer(
  opts: { port?: number; host?: string; cameraIds?: readonly CamId[]; frameMs?: number } = {},
): Promise<CameraServer> {
  const ids = opts.cameraIds ?? CAMERA_IDS;
  // Each camera's picture of the box shown, drawn once when it is shown: drawing a JPEG takes
  // long enough on a loaded machine that drawing it per request made captures miss their time.
  const draw = (box: { containerNumber: string; sizeType?: string } | null) =>
    new Map(
      ids.map((camId) => [
        camId,
        doorJpeg({ containerNumber: box?.containerNumber ?? '', sizeType: box?.sizeType, camId }),
      ]),
    );
  let frames = draw(null);
  const frame = (camId: string) => frames.get(camId as CamId) as Buffer;
  const snapshots: Record<string, number> = {};
  const streams = new Set<ServerResponse>();
  // A portal keeps each read's images a while: the last KEPT_READS, by `{camId}/{n}`.
  const reads = new Map<string, Buffer>();
  let readCount = 0;

  const server = createServer((request, response) => {
    const [, camId = '', file = '', read = ''] =
      (request.url ?? '').split('?')[0]?.split('/') ?? [];
    if (!(ids as readonly string[]).includes(camId) || request.method !== 'GET') {
      response.writeHead(404).end();
      return;
    }
    if (file === 'reads') {
      const kept = reads.get(`${camId}/${read}`);
      if (!kept) response.writeHead(404).end();
      else
        response
          .writeHead(200, { 'content-type': 'image/jpeg', 'content-length': kept.length })
          .end(kept);
      return;
    }
    if (file === 'snapshot.jpg') {
      snapshots[camId] = (snapshots[camId] ?? 0) + 1;
      const image = frame(camId);
      response
        .writeHead(200, { 'content-type': 'image/jpeg', 'content-length': image.length })
        .end(image);
      return;
    }
    if (file === 'stream.mjpg') {
      response.writeHead(200, {
        'content-type': `multipart/x-mixed-replace; boundary=${BOUNDARY}`,
        'cache-control': 'no-store',
      });
      const send = () => {
        const image = frame(camId);
        response.write(
          `--${BOUNDARY}\r\ncontent-type: image/jpeg\r\ncontent-length: ${image.length}\r\n\r\n`,
        );
        response.write(image);
        response.write('\r\n');
      };
      send();
      const timer = setInterval(send, opts.frameMs ?? 500);
      streams.add(response);
      response.on('close', () => {
        clearInterval(timer);
        streams.delete(response);
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) =>
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  const url = `http://${opts.host ?? '127.0.0.1'}:${port}`;
  return {
    url,
    cameras: camerasAt(url, ids),
    show(next) {
      frames = draw(next);
    },
    keepRead() {
      readCount++;
      const kept = ids.map((camId) => {
        reads.set(`${camId}/${readCount}.jpg`, frame(camId));
        return { camId, url: `${url}/${camId}/reads/${readCount}.jpg` };
      });
      for (const key of reads.keys()) {
        if (reads.size <= KEPT_READS * ids.length) break;
        reads.delete(key);
      }
      return kept;
    },
    snapshots,
    async close() {
      for (const response of streams) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
