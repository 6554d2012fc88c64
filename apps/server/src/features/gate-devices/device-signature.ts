import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { DeviceKind } from '@yardline/domain/devices/protocol';
import { signingText, withSignature } from '@yardline/domain/devices/signature';

/**
 * The node:crypto side of the device protocol's signatures (`@yardline/domain/devices/signature`),
 * for the server that checks them and the simulator that makes them.
 */

/**
 * What the server keeps of a device key (the key itself is shown once), and what the device
 * signs with: the key's SHA-256 in hex. So a reader needs no new key to sign, and the database
 * never holds the key; but whoever reads `gate_readers.key_hash` could sign as the device.
 */
export const deviceKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** The HMAC-SHA256, in hex, of a message `body` (its JSON without the signature member). */
export const signatureOf = (
  keyHash: string,
  deviceId: string,
  kind: DeviceKind,
  signedAt: string,
  body: string,
) =>
  createHmac('sha256', keyHash)
    .update(signingText(deviceId, kind, signedAt, body))
    .digest('hex');

/** A message as a device sends it: `fields` as JSON, signed with `key`. */
export function signMessage(
  key: string,
  deviceId: string,
  kind: DeviceKind,
  fields: { signedAt: string },
): string {
  const body = JSON.stringify(fields);
  return withSignature(
    body,
    signatureOf(deviceKeyHash(key), deviceId, kind, fields.signedAt, body),
  );
}

/** Compares two hex digests in constant time. */
export const sameDigest = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
