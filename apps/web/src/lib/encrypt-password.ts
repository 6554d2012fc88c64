import { PublicKeyResponse } from '@yardline/domain/session/session.schema';
import { apiRequest } from './api-client.ts';

let keyPromise: Promise<CryptoKey> | undefined;

function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

async function loadKey(): Promise<CryptoKey> {
  const { publicKey } = await apiRequest('/rest/auth/public-key', PublicKeyResponse);
  return crypto.subtle.importKey(
    'spki',
    pemToDer(publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
}

/** The server's password key, fetched once; a failed fetch is retried on the next call. */
function passwordKey(): Promise<CryptoKey> {
  keyPromise ??= loadKey().catch((error: unknown) => {
    keyPromise = undefined;
    throw error;
  });
  return keyPromise;
}

/** Drops the cached key, e.g. after the server could not read a password (its key changed). */
export function forgetPasswordKey(): void {
  keyPromise = undefined;
}

/** Encrypts a password with the server's RSA-OAEP (SHA-256) key; the answer is base64. */
export async function encryptPassword(password: string): Promise<string> {
  if (!globalThis.crypto?.subtle) {
    // WebCrypto exists only in secure contexts: HTTPS, or http://localhost.
    throw new Error('Passwords can only be sent over a secure connection (HTTPS).');
  }
  const key = await passwordKey();
  const plain = new TextEncoder().encode(password);
  const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, plain);
  return toBase64(new Uint8Array(cipher));
}
