import { FEATURE_OFF } from '@yardline/domain/metadata/features';
import { PASSWORD_CHANGE_REQUIRED } from '@yardline/domain/session/session.schema';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { getApiStatus, updateApiStatus } from './api-status.ts';
import { isLoginPath } from './paths.ts';

/** What the app does when a call shows the session is gone or a page is off limits. */
export interface ApiHandlers {
  /** A 401 outside the login page (the app ignores it on pages that need no login). */
  unauthorized: () => void;
  /** A 403 (not an enterprise lock) outside the login page: show the static 403 page. */
  forbidden: () => void;
  /**
   * A feature was refused as switched off (FEATURE_OFF) since the settings were read: read them
   * again, and the screen or the part of one that made the call closes itself.
   */
  featureOff: () => void;
  /** An enterprise feature was refused: the edition changed since the session was read. */
  enterpriseLocked: () => void;
  /** The user logged in with a one-time password and must change it before anything else. */
  passwordChangeRequired: () => void;
}

let handlers: ApiHandlers = {
  unauthorized: () => {},
  forbidden: () => {},
  featureOff: () => {},
  enterpriseLocked: () => {},
  passwordChangeRequired: () => {},
};

/** Called once at start-up by the app, which owns the router and the query cache. */
export function configureApiClient(next: ApiHandlers): void {
  handlers = next;
}

export type QueryValue = string | number | boolean | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** More headers, e.g. an `Idempotency-Key` for a call that may be resent. */
  headers?: Record<string, string>;
}

export const UNREACHABLE_MESSAGE =
  'The Yardline server is not reachable. It must be running for Yardline to work.';

function withQuery(path: string, query: Record<string, QueryValue> | undefined): string {
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return path;
  return `${path}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The server's error body: `{statusCode, error, message, code?}`. */
function errorFields(body: unknown): { message?: string; code?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const { message, code } = body as Record<string, unknown>;
  return {
    ...(typeof message === 'string' ? { message } : {}),
    ...(typeof code === 'string' ? { code } : {}),
  };
}

function serverUnreachable(onLoginPage: boolean): void {
  // Doc 1 §8: the login page shows a flag; elsewhere a modal opens once per outage.
  if (onLoginPage || getApiStatus().unreachable) updateApiStatus({ unreachable: true });
  else updateApiStatus({ unreachable: true, unreachableModalOpen: true });
}

function reached(): void {
  // Doc 1 §4: the 503 and 403 flags reset on any successful response.
  updateApiStatus({ unreachable: false, unreachableModalOpen: false, forbidden: false });
}

function failed(status: number, body: unknown): ApiError {
  const { message, code } = errorFields(body);
  const pathname = window.location.pathname;
  const onLoginPage = isLoginPath(pathname);
  // A 5xx without our JSON error body came from something in between (a proxy, a load
  // balancer), not from Yardline itself: the server is unreachable.
  const fromElsewhere = status >= 500 && message === undefined;
  if ([502, 503, 504].includes(status) || fromElsewhere) {
    serverUnreachable(onLoginPage);
    return new ApiError(status, UNREACHABLE_MESSAGE, code);
  }
  const error = new ApiError(status, message ?? `Request failed (${status})`, code);
  if (status === 401 && !onLoginPage) {
    handlers.unauthorized();
  } else if (status === 403 && onLoginPage) {
    // Doc 1 §8 calls this "unreachable", but the server is there and says why it refused (a
    // request from another site: a PUBLIC_URL that is not the address in the browser). The
    // login form shows that message; calling it unreachable would hide the mistake.
    return error;
  } else if (code === FEATURE_OFF) {
    handlers.featureOff();
  } else if (status === 403 && code === PASSWORD_CHANGE_REQUIRED.code) {
    handlers.passwordChangeRequired();
  } else if (status === 403 && code === 'ENTERPRISE_LOCKED') {
    updateApiStatus({ enterpriseLockedModalOpen: true });
    handlers.enterpriseLocked();
  } else if (status === 403 && !getApiStatus().forbidden) {
    updateApiStatus({ forbidden: true });
    handlers.forbidden();
  }
  return error;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The server refuses mutating calls without it (doc 1 §7).
    PagePath: window.location.pathname,
    ...options.headers,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    serverUnreachable(isLoginPath(window.location.pathname));
    throw new ApiError(0, UNREACHABLE_MESSAGE);
  }
}

/**
 * Calls a `/rest` endpoint and checks its answer against `schema` (a contract from
 * `@yardline/domain`). Failures throw an {@link ApiError} carrying the server's message, after the
 * app-wide handling of 401, 403 and 503 (doc 1 §8).
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const response = await send(path, options);
  const body = await readJson(response);
  if (!response.ok) throw failed(response.status, body);
  reached();
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(response.status, `The server's answer to ${path} was not understood.`);
  }
  return parsed.data;
}

/**
 * Sends a file (multipart/form-data) to a `/rest` endpoint, reporting the bytes sent (fetch
 * cannot), and checks the answer like {@link apiRequest}.
 */
export function apiUpload<S extends z.ZodType>(
  path: string,
  schema: S,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('PagePath', window.location.pathname);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.floor((100 * event.loaded) / event.total));
    };
    request.onerror = () => {
      serverUnreachable(isLoginPath(window.location.pathname));
      reject(new ApiError(0, UNREACHABLE_MESSAGE));
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (request.status < 200 || request.status >= 300) {
        return reject(failed(request.status, body));
      }
      reached();
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        return reject(
          new ApiError(request.status, `The server's answer to ${path} was not understood.`),
        );
      }
      resolve(parsed.data);
    };
    request.send(form);
  });
}
