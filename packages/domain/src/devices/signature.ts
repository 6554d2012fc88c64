import type { DeviceKind } from './protocol.ts';

/**
 * How a device signs a message instead of sending its key (the device protocol; MQTT carries no
 * key, since whoever may subscribe to the topics would read it). The pure parts, shared by the
 * server and the simulator; the HMAC itself is node:crypto's, on each side.
 *
 * - The device writes its message as JSON with `signedAt` (ISO 8601, its clock), then appends
 *   the signature as the object's last member: `…,"signature":"<64 hex>"}`.
 * - The signature is HMAC-SHA256, keyed with the hex SHA-256 of the device key (64 lowercase
 *   characters, as ASCII: what the server keeps), of the signing text: the device id, the kind,
 *   `signedAt` and the JSON without its signature member, joined by line feeds. The id and the
 *   kind are in it so that a message copied to another device's or another kind's topic fails.
 * - The bytes signed are the bytes sent: nothing is re-serialized, so any JSON writer will do.
 */

/** A signature taken this far from the server's clock (either way) is refused. */
export const SIGNED_AT_WINDOW_MS = 5 * 60_000;

const SIGNATURE_MEMBER = /,"signature":"([0-9a-f]{64})"\}\s*$/;

/** What the HMAC covers. */
export const signingText = (deviceId: string, kind: DeviceKind, signedAt: string, body: string) =>
  [deviceId, kind, signedAt, body].join('\n');

/** The message sent: `body` (a JSON object's text) with `signature` as its last member. */
export function withSignature(body: string, signature: string): string {
  const end = body.lastIndexOf('}');
  return `${body.slice(0, end)},"signature":"${signature}"}`;
}

/**
 * A received message's body without its signature member, and the signature; undefined when the
 * text does not end with one.
 */
export function splitSignature(text: string): { body: string; signature: string } | undefined {
  const match = SIGNATURE_MEMBER.exec(text);
  if (!match?.[1]) return undefined;
  return { body: `${text.slice(0, match.index)}}`, signature: match[1] };
}

/** Why a message signed at `signedAt` is refused at `now`, or undefined. */
export function signedAtProblem(signedAt: string, now: number): string | undefined {
  const at = Date.parse(signedAt);
  if (Math.abs(at - now) <= SIGNED_AT_WINDOW_MS) return undefined;
  return `The message was signed at ${signedAt}, more than 5 minutes from the server's time (${new Date(now).toISOString()}): check the device's clock.`;
}
