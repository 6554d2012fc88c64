export const LOGIN_PATH = '/login';
export const FORBIDDEN_PATH = '/403';

/** A path without its trailing slashes (`/` stays `/`). */
export const normalisePath = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/** The login page answers at `/` and at `/login`. */
export const isLoginPath = (pathname: string): boolean =>
  ['/', LOGIN_PATH].includes(normalisePath(pathname));
