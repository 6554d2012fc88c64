import { readStored, removeStored, writeStored } from './local-storage.ts';

/**
 * Whether this browser logged in and has not logged out since. The session cookie is HttpOnly,
 * so this marker is how a 401 after a reload still tells an expired session ("Your session
 * expired") from a visitor who never logged in. It holds no secret.
 */
const STORAGE_KEY = 'yardline.loggedIn';

export const rememberLogin = (): void => writeStored(STORAGE_KEY, '1');
export const forgetLogin = (): void => removeStored(STORAGE_KEY);
export const wasLoggedIn = (): boolean => readStored(STORAGE_KEY) === '1';
