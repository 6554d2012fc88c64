/**
 * The API as a component test sees it: a fake `fetch` (and `XMLHttpRequest`, which uploads use)
 * answering `/rest` calls with handlers per method and path. Each handler names the real contracts
 * from `@yardline/domain`: the request's body (or an upload's text parts) and query are parsed
 * with the schemas the server's route validates with, so a request the server would refuse fails
 * the test; the answer is checked against the route's response schema, so a screen is only ever
 * fed what the server could send.
 */
import { vi } from 'vitest';
import type { z } from 'zod';

/** A refusal as the server sends it: `{statusCode, error, message, code?}`. */
export class Refusal extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** Throw from a handler to answer as the server refuses: `refuse(409, ROLE_MESSAGES.inUse(name))`. */
export const refuse = (status: number, message: string, code?: string): never => {
  throw new Refusal(status, message, code);
};

export interface Contract<B extends z.ZodType, Q extends z.ZodType, R extends z.ZodType> {
  /** The route's body schema (a JSON body), or an upload's text parts with `multipart`. */
  body?: B;
  /** The body is multipart/form-data: text parts checked by `body`, and one `file`. */
  multipart?: true;
  /** The route's querystring schema. */
  query?: Q;
  /** The route's answer. */
  response: R;
  /** 204 for a route that answers no content (its response schema is `z.null()`). */
  status?: 200 | 204;
}

export interface FakeRequest<B extends z.ZodType, Q extends z.ZodType> {
  body: z.output<B>;
  /** An upload's file. */
  file: File | undefined;
  query: z.output<Q>;
  /** The path's `:name` parts. */
  params: Record<string, string>;
  headers: Headers;
}

/** A request as the app sent it. */
interface Sent {
  method: string;
  url: URL;
  headers: Headers;
  body: string | FormData | undefined;
}

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handle: (request: Sent, params: Record<string, string>) => Promise<Response>;
}

/** A request as the test saw it, for asserting what was (or was not) sent. */
export interface SentRequest {
  method: string;
  path: string;
  /** A JSON body parsed; an upload's text parts. */
  body: unknown;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const refusal = (status: number, message: string, code?: string) =>
  json(status, { statusCode: status, error: 'Refused', message, ...(code ? { code } : {}) });

function compile(route: string): Pick<Route, 'method' | 'pattern' | 'names'> {
  const [method = '', path = ''] = route.split(' ');
  const names: string[] = [];
  const source = path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { method, pattern: new RegExp(`^${source}$`), names };
}

const issues = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');

/** A JSON body parsed, or an upload's text parts and file. */
function readBody(body: Sent['body']): { value: unknown; file?: File } {
  if (!(body instanceof FormData)) return { value: body ? JSON.parse(body) : undefined };
  const fields: Record<string, string> = {};
  let file: File | undefined;
  for (const [name, part] of body.entries()) {
    if (typeof part === 'string') fields[name] = part;
    else file = part;
  }
  return { value: fields, file };
}

export class FakeApi {
  private readonly routes: Route[] = [];
  /** What went wrong in the conversation: each one fails the test. */
  readonly problems: string[] = [];
  readonly sent: SentRequest[] = [];

  /**
   * Answers `'METHOD /rest/path/:param'` with `answer`, its request and answer checked against
   * `contract`. A later handler for the same route replaces an earlier one; a path with fewer
   * `:params` is tried first, whatever the order they were given in (as the server's router).
   */
  on<R extends z.ZodType, B extends z.ZodType = z.ZodUndefined, Q extends z.ZodType = z.ZodAny>(
    route: string,
    contract: Contract<B, Q, R>,
    answer: (request: FakeRequest<B, Q>) => z.input<R> | Promise<z.input<R>>,
  ): this {
    return this.add(route, async (request, params) => {
      const where = route;
      if (Boolean(contract.multipart) !== request.body instanceof FormData) {
        return this.fail(`${where} takes ${contract.multipart ? 'an upload' : 'JSON'}`);
      }
      const { value, file } = readBody(request.body);
      if (!contract.body && value !== undefined) {
        return this.fail(`${where} takes no body, and got ${JSON.stringify(value).slice(0, 80)}`);
      }
      const body = contract.body?.safeParse(value);
      if (body && !body.success) {
        return this.fail(`${where}: the server refuses this body (${issues(body.error)})`);
      }
      const query = contract.query?.safeParse(Object.fromEntries(request.url.searchParams));
      if (query && !query.success) {
        return this.fail(`${where}: the server refuses this query (${issues(query.error)})`);
      }
      try {
        const value = await answer({
          // Without a schema there is nothing to read: undefined, as the types say.
          body: body?.data as z.output<B>,
          file,
          query: query?.data as z.output<Q>,
          params,
          headers: request.headers,
        });
        const checked = contract.response.safeParse(value);
        if (!checked.success) {
          return this.fail(
            `the test's answer to ${where} breaks its schema (${issues(checked.error)})`,
          );
        }
        if (contract.status === 204) return new Response(null, { status: 204 });
        return json(200, checked.data);
      } catch (error) {
        if (error instanceof Refusal) return refusal(error.status, error.message, error.code);
        throw error;
      }
    });
  }

  /** Answers `'METHOD /rest/path'` with a refusal, e.g. a 401 for a visitor who is not logged in. */
  refuses(route: string, status: number, message: string, code?: string): this {
    return this.add(route, async () => refusal(status, message, code));
  }

  /** The requests sent to `'METHOD /rest/path'` (the path as sent, without its query). */
  requests(route: string): SentRequest[] {
    const [method, path] = route.split(' ');
    return this.sent.filter((each) => each.method === method && each.path === path);
  }

  /** The `fetch` the app calls. */
  readonly fetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> =>
    this.dispatch({
      method: init.method ?? 'GET',
      url: new URL(String(input), window.location.origin),
      headers: new Headers(init.headers),
      body: init.body instanceof FormData ? init.body : (init.body?.toString() ?? undefined),
    });

  /** The `XMLHttpRequest` the app's uploads use, answered by the same handlers. */
  readonly XMLHttpRequest = fakeXhr(this);

  async dispatch(request: Sent): Promise<Response> {
    const { method } = request;
    const path = request.url.pathname;
    this.sent.push({ method, path, body: readBody(request.body).value });
    if (MUTATING.has(method) && !request.headers.get('PagePath')) {
      return this.fail(`${method} ${path} without the PagePath header: the server refuses it`);
    }
    const byFixedParts = [...this.routes].sort((a, b) => a.names.length - b.names.length);
    for (const route of byFixedParts) {
      const match = route.method === method ? route.pattern.exec(path) : null;
      if (!match) continue;
      const params = Object.fromEntries(
        route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
      );
      return route.handle(request, params);
    }
    return this.fail(`no answer for ${method} ${path}: the test must say what the server answers`);
  }

  private add(route: string, handle: Route['handle']): this {
    const entry = { ...compile(route), handle };
    const same = (r: Route) =>
      r.method === entry.method && String(r.pattern) === String(entry.pattern);
    const index = this.routes.findIndex(same);
    if (index >= 0) this.routes[index] = entry;
    else this.routes.push(entry);
    return this;
  }

  private fail(problem: string): Response {
    this.problems.push(problem);
    return refusal(500, `Test API: ${problem}`);
  }
}

/** Just what `apiUpload` uses of XMLHttpRequest: open, headers, upload progress, send, load. */
function fakeXhr(api: FakeApi) {
  return class {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    send(body: FormData | string | null) {
      const url = new URL(this.url, window.location.origin);
      void api
        .dispatch({ method: this.method, url, headers: this.headers, body: body ?? undefined })
        .then(async (response) => {
          this.upload.onprogress?.({
            lengthComputable: true,
            loaded: 1,
            total: 1,
          } as ProgressEvent);
          this.status = response.status;
          this.responseText = await response.text();
          this.onload?.();
        });
    }
  };
}

let current: FakeApi | undefined;

/** A fresh fake API, installed as `fetch` and `XMLHttpRequest` until the test ends. */
export function fakeApi(): FakeApi {
  current = new FakeApi();
  vi.stubGlobal('fetch', current.fetch);
  vi.stubGlobal('XMLHttpRequest', current.XMLHttpRequest);
  return current;
}

/** Called after each test (setup.ts): uninstalls the API and fails the test on any problem. */
export function endFakeApi(): void {
  const api = current;
  current = undefined;
  vi.unstubAllGlobals();
  if (api && api.problems.length > 0) {
    throw new Error(`The test's API conversation went wrong:\n- ${api.problems.join('\n- ')}`);
  }
}
