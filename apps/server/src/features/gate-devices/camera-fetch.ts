import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { bareHost, type CameraHosts } from './camera-hosts.ts';

/** A still larger than this is refused (a camera's JPEG is well under 1 MB). */
export const MAX_STILL_BYTES = 8 * 1024 * 1024;
/** A camera that has not answered a still (or a stream's first bytes) in this time is skipped. */
export const CAMERA_TIMEOUT_MS = 4000;
const MAX_REDIRECTS = 2;

/** Why a camera gave nothing: logged, never with the camera's address. */
export class CameraError extends Error {}

/**
 * All a gate user is told of a camera that gave nothing: the reason (refused, closed, silent, not
 * an image) would map which hosts and ports answer on the cameras' network.
 */
export const CAMERA_UNREACHABLE = 'camera unreachable';

/** RFC 2046's boundary characters, so the passed-through type can carry nothing else. */
const BOUNDARY = /^[0-9A-Za-z'()+_,./:=?-]{1,70}$/;

/**
 * The content type a live stream is passed on with: an MJPEG stream (with its boundary) or a
 * JPEG; anything else a camera host answers is not shown to anyone.
 */
export function imageStreamType(declared: string | undefined): string | undefined {
  const [type = '', ...params] = (declared ?? '').split(';').map((part) => part.trim());
  if (type.toLowerCase() === 'image/jpeg') return 'image/jpeg';
  if (type.toLowerCase() !== 'multipart/x-mixed-replace') return undefined;
  const boundary = params
    .map((param) => /^boundary="?([^"]*)"?$/i.exec(param)?.[1])
    .find((value) => value !== undefined);
  return boundary && BOUNDARY.test(boundary)
    ? `multipart/x-mixed-replace; boundary=${boundary}`
    : undefined;
}

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/**
 * Fetches from cameras (gate camConfig addresses, OCR portals' image links) within limits: http
 * and https only, hosts of CAMERA_HOSTS only (a host name's every address is checked when it is
 * looked up, so a name cannot resolve elsewhere between the check and the connection), redirects
 * only within the same host, a still of at most 8 MB in 4 s, a stream's first answer in 4 s.
 */
export function createCameraFetch(hosts: CameraHosts, limits = { timeoutMs: CAMERA_TIMEOUT_MS }) {
  const checkedLookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 4);
      const addresses = found as LookupAddress[];
      const refused = addresses.find((a) => !hosts.allowsAddress(a.address));
      if (refused || addresses.length === 0)
        return callback(new CameraError('the camera host is not allowed'), '', 4);
      if ((options as { all?: boolean }).all) return callback(null, addresses as never, 4);
      const [first] = addresses as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };

  function open(url: URL, signal: AbortSignal, hops = 0): Promise<IncomingMessage> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return Promise.reject(new CameraError('the camera address is not http or https'));
    if (url.username || url.password)
      return Promise.reject(new CameraError('the camera address holds a user name or password'));
    const host = bareHost(url.hostname);
    const byName = hosts.allowsName(host);
    if (!byName && isIP(host) !== 0 && !hosts.allowsAddress(host))
      return Promise.reject(new CameraError('the camera host is not allowed'));
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = send(url, { signal, ...(byName ? {} : { lookup: checkedLookup }) }, (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          const next = new URL(res.headers.location, url);
          if (next.host !== url.host || next.protocol !== url.protocol)
            return reject(new CameraError('the camera redirected to another host'));
          if (hops >= MAX_REDIRECTS)
            return reject(new CameraError('the camera redirected too often'));
          return resolve(open(next, signal, hops + 1));
        }
        if (status !== 200) {
          res.resume();
          return reject(new CameraError(`the camera answered ${status}`));
        }
        return resolve(res);
      });
      req.on('error', (error) =>
        reject(error instanceof CameraError ? error : (error.cause ?? error)),
      );
      req.end();
    });
  }

  /** Says why a fetch failed, in words for the clerk (no address, no internals). */
  function reason(error: unknown): string {
    if (error instanceof CameraError) return error.message;
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      return 'the camera did not answer in time';
    return 'the camera cannot be reached';
  }

  return {
    reason,

    /** One JPEG still. */
    async still(address: string): Promise<Buffer> {
      const signal = AbortSignal.timeout(limits.timeoutMs);
      const res = await open(new URL(address), signal);
      const declared = Number(res.headers['content-length'] ?? 0);
      if (declared > MAX_STILL_BYTES) {
        res.destroy();
        throw new CameraError('the still is larger than 8 MB');
      }
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of res as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > MAX_STILL_BYTES) break;
          chunks.push(chunk);
        }
      } finally {
        res.destroy();
      }
      if (size > MAX_STILL_BYTES) throw new CameraError('the still is larger than 8 MB');
      const bytes = Buffer.concat(chunks);
      if (!isJpeg(bytes)) throw new CameraError('the camera did not answer a JPEG');
      return bytes;
    },

    /**
     * A live stream, its first answer within the time limit and then as long as `viewer` stays;
     * an MJPEG or JPEG answer only (imageStreamType).
     */
    async stream(
      address: string,
      viewer: AbortSignal,
    ): Promise<{ contentType: string; body: IncomingMessage }> {
      const answered = new AbortController();
      const timer = setTimeout(
        () => answered.abort(new CameraError('the camera did not answer in time')),
        limits.timeoutMs,
      );
      let body: IncomingMessage;
      try {
        body = await open(new URL(address), AbortSignal.any([viewer, answered.signal]));
      } finally {
        clearTimeout(timer);
      }
      const contentType = imageStreamType(body.headers['content-type']);
      if (!contentType) {
        body.destroy();
        throw new CameraError('the camera did not answer an image stream');
      }
      return { contentType, body };
    },
  };
}

export type CameraFetch = ReturnType<typeof createCameraFetch>;
