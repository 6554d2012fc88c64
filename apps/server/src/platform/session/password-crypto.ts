import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import type { Executor } from '../../db/database.ts';
import { sessionRepository as repository } from './session.repository.ts';

const KEY_NAME = 'password-encryption';

export interface PasswordCrypto {
  publicKeyPem: string;
  /** Decrypts a password the browser encrypted; undefined when it cannot be decrypted. */
  decrypt(ciphertextBase64: string): string | undefined;
}

/**
 * The RSA-OAEP key pair the browser encrypts passwords with (the spec's "passwords are encrypted
 * before sending"). Generated once and kept in the database, so every app node shares it.
 */
export async function loadPasswordCrypto(db: Executor): Promise<PasswordCrypto> {
  let key = await repository.findServerKey(db, KEY_NAME);
  if (!key) {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    key = await repository.saveServerKey(db, {
      name: KEY_NAME,
      publicKey: pair.publicKey,
      privateKey: pair.privateKey,
    });
  }
  const { publicKey, privateKey } = key;
  return {
    publicKeyPem: publicKey,
    decrypt(ciphertextBase64) {
      try {
        return privateDecrypt(
          { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(ciphertextBase64, 'base64'),
        ).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
