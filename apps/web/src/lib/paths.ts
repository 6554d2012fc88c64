/** Pages that need no login (doc 1 §2): a 401 there is expected, not a reason to leave. */
export const PUBLIC_PATHS: readonly string[] = [
  '/start',
  '/kiosk',
  '/status',
  '/kiosk-task',
  '/mobile-search',
  '/mobile-search-view',
];

export const LOGIN_PATH = '/login';
export const FORBIDDEN_PATH = '/403';

const normalise = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/** The login page answers at `/` and at `/login`. */
export const isLoginPath = (pathname: string): boolean =>
  ['/', LOGIN_PATH].includes(normalise(pathname));

export const isPublicPath = (pathname: string): boolean =>
  PUBLIC_PATHS.includes(normalise(pathname));
