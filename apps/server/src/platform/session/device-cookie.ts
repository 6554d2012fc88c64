import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db/database.ts';
import { sessionRepository as repository } from './session.repository.ts';

/**
 * Devices that logged in before (NIST SP 800-63B §5.2.2, decision 0026): a successful login
 * leaves the browser a signed entry for that username, and a login that brings one back passes
 * the account's and the address's locks, limited by its own count of failures instead.
 */
export const DEVICE_COOKIE = 'yardline_device';
export const DEVICE_COOKIE_DAYS = 365;
/** Users remembered by one device (a shared gate desk has a few); the oldest go first. */
const MAX_USERS = 8;
const KEY_NAME = 'device-cookie';

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** One entry: `user.issued.nonce.signature`, the user base64url-encoded, lowercased. */
interface Entry {
  user: string;
  issued: number;
  nonce: string;
  signature: string;
}

function parse(cookie: string | undefined): Entry[] {
  return (cookie ?? '')
    .split('~')
    .map((text) => text.split('.'))
    .filter((parts) => parts.length === 4)
    .map(([user = '', issued = '', nonce = '', signature = '']) => ({
      user,
      issued: Number(issued),
      nonce,
      signature,
    }));
}

const format = (entry: Entry) => `${entry.user}.${entry.issued}.${entry.nonce}.${entry.signature}`;

export interface DeviceCookies {
  /**
   * The device's id for `username` (its entry's nonce) if the cookie holds a valid, unexpired
   * entry this server signed for that user; undefined otherwise.
   */
  recognise(cookie: string | undefined, username: string): string | undefined;
  /** The cookie after a successful login of `username`: a fresh entry first, the others kept. */
  remember(cookie: string | undefined, username: string): string;
}

/** The signing key is made once and kept in the database, so every app node shares it. */
export async function loadDeviceCookies(db: Executor): Promise<DeviceCookies> {
  let key = await repository.findServerKey(db, KEY_NAME);
  // A secret has no public half: the column stays empty.
  key ??= await repository.saveServerKey(db, {
    name: KEY_NAME,
    publicKey: '',
    privateKey: randomBytes(32).toString('base64'),
  });
  const secret = Buffer.from(key.privateKey, 'base64');
  const sign = (user: string, issued: number, nonce: string) =>
    createHmac('sha256', secret).update(`${user}.${issued}.${nonce}`).digest('base64url');
  const userOf = (username: string) => base64url(username.toLowerCase());

  function valid(entry: Entry): boolean {
    const expected = Buffer.from(sign(entry.user, entry.issued, entry.nonce));
    const given = Buffer.from(entry.signature);
    const age = Date.now() / 1000 - entry.issued;
    return (
      given.length === expected.length &&
      timingSafeEqual(given, expected) &&
      age >= 0 &&
      age < DEVICE_COOKIE_DAYS * 86_400
    );
  }

  return {
    recognise(cookie, username) {
      const user = userOf(username);
      return parse(cookie).find((entry) => entry.user === user && valid(entry))?.nonce;
    },
    remember(cookie, username) {
      const user = userOf(username);
      const issued = Math.floor(Date.now() / 1000);
      const nonce = randomBytes(16).toString('base64url');
      const fresh = { user, issued, nonce, signature: sign(user, issued, nonce) };
      const others = parse(cookie).filter((entry) => entry.user !== user && valid(entry));
      return [fresh, ...others].slice(0, MAX_USERS).map(format).join('~');
    },
  };
}
