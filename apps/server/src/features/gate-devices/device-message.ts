import {
  DEVICE_BODY_LIMITS,
  DEVICE_MESSAGES,
  type DeviceKind,
  type DeviceMessage,
  type DeviceRefusal,
  readAtProblem,
} from '@yardline/domain/devices/protocol';
import { signedAtProblem, splitSignature } from '@yardline/domain/devices/signature';
import { holdsBrokenText, nestsTooDeep } from '../../platform/http/json-limits.ts';

/** How a message arrived: its transport, and over HTTP the caller's address and headers. */
export interface DeviceEnvelope {
  transport: 'http' | 'mqtt';
  /** HTTP: the caller's address, whose refusals are limited apart. */
  address?: string | undefined;
  /** HTTP: the `Idempotency-Key` header (the message id). */
  idempotencyKey?: string | undefined;
  /** HTTP: the `X-Device-Key` header (the device's key). */
  deviceKey?: string | undefined;
}

/** How a message shows it comes from its device: its key (HTTP only), or its signature. */
export type Credential = { key: string } | { signedAt: string; signature: string; body: string };

export interface Refusal {
  ok: false;
  messageId: string | null;
  error: string;
  code: DeviceRefusal;
}

export const DEVICE_MESSAGE_TEXTS = {
  keyOverMqtt:
    "A message over MQTT must be signed (signedAt, signature), never carry the device's key.",
  keyAndSignature: "A message carries the device's key or a signature, not both.",
  unsignedMqtt: 'A message over MQTT must be signed (signedAt, signature).',
  unsignedHttp:
    "A message must be signed (signedAt, signature) or carry the device's key (X-Device-Key).",
  signatureNotLast:
    'A signed message has signedAt, and its signature as its last member: …,"signature":"<64 hex>"}.',
  signedWithoutId: 'A signed message carries its messageId in its body.',
} as const;
const T = DEVICE_MESSAGE_TEXTS;

const asObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/**
 * The message's JSON, or undefined when it is not JSON, nests too deep to read safely, or holds
 * half a surrogate pair in a string or key (it could not be logged as it came).
 */
function readJson(text: string): unknown {
  if (nestsTooDeep(text)) return undefined;
  try {
    const message = JSON.parse(text);
    return holdsBrokenText(message) ? undefined : message;
  } catch {
    return undefined;
  }
}

function problemText(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || 'message'}: ${issue.message}`)
    .join('; ');
}

/** A header that says otherwise than the body: the message is refused, not guessed at. */
function headerConflict(body: Record<string, unknown>, envelope: DeviceEnvelope) {
  const differs = (field: string, value: string | undefined) =>
    value !== undefined && body[field] !== undefined && body[field] !== value;
  if (differs('messageId', envelope.idempotencyKey))
    return "The Idempotency-Key header and the body's messageId differ.";
  if (differs('key', envelope.deviceKey))
    return "The X-Device-Key header and the body's key differ.";
  return undefined;
}

/**
 * Reads one message as it arrived (`raw`, the bytes either transport received) into the checked
 * message and how it proves its device, or a refusal: too large for its kind, not JSON, failing
 * the schema, a `readAt` far from now, a key over MQTT, or a signature that is not well formed or
 * out of its time window. Whether the key or the signature is the device's is the caller's check.
 */
export function readDeviceMessage<K extends DeviceKind>(
  kind: K,
  raw: Buffer,
  envelope: DeviceEnvelope,
  now: number,
): { ok: true; message: DeviceMessage<K>; credential: Credential } | Refusal {
  const refuse = (
    error: string,
    messageId: string | null,
    code: DeviceRefusal = 'INVALID_MESSAGE',
  ) => ({ ok: false, messageId, error, code }) as const;
  const limit = DEVICE_BODY_LIMITS[kind];
  if (raw.length > limit)
    return refuse(`The ${kind} message has ${raw.length} bytes; at most ${limit} are taken.`, null);
  const text = raw.toString('utf8');
  const received = readJson(text);
  if (received === undefined) return refuse(`Invalid ${kind} message: not JSON.`, null);
  const body = asObject(received);
  const messageId =
    typeof body?.messageId === 'string'
      ? body.messageId.slice(0, 100)
      : (envelope.idempotencyKey ?? null);
  if (!body) return refuse(`Invalid ${kind} message: not a JSON object.`, null);
  const conflict = headerConflict(body, envelope);
  if (conflict) return refuse(conflict, messageId);
  const parsed = DEVICE_MESSAGES[kind].safeParse({
    ...body,
    messageId: body.messageId ?? envelope.idempotencyKey,
    key: body.key ?? envelope.deviceKey,
  });
  if (!parsed.success)
    return refuse(`Invalid ${kind} message: ${problemText(parsed.error)}`, messageId);
  const message = parsed.data as DeviceMessage<K>;
  const lateOrEarly = message.readAt && readAtProblem(message.readAt, now);
  if (lateOrEarly) return refuse(`Invalid ${kind} message: ${lateOrEarly}`, messageId);

  const { key, signedAt, signature } = message;
  if (envelope.transport === 'mqtt' && key !== undefined) return refuse(T.keyOverMqtt, messageId);
  if (key !== undefined && signature !== undefined) return refuse(T.keyAndSignature, messageId);
  if (key !== undefined) return { ok: true, message, credential: { key } };
  if (signature === undefined)
    return refuse(envelope.transport === 'mqtt' ? T.unsignedMqtt : T.unsignedHttp, messageId);
  const signed = splitSignature(text);
  if (!signed || signedAt === undefined) return refuse(T.signatureNotLast, messageId);
  // The message id must be signed, or a copy under a new Idempotency-Key would be taken again.
  if (body.messageId === undefined) return refuse(T.signedWithoutId, messageId);
  const stale = signedAtProblem(signedAt, now);
  if (stale) return refuse(stale, messageId, 'BAD_SIGNATURE');
  return {
    ok: true,
    message,
    credential: { signedAt, signature: signed.signature, body: signed.body },
  };
}
