// The one API client: openapi-fetch over the generated `paths`, plus middleware that
// - adds the common and session fields (p, v, token, user_id, driver_id, device_id) to the
//   operations that take them, as query parameters on GET and form fields on POST;
// - turns the envelope's non-success codes into BizError and transport failures into ApiError,
//   so screens only ever see `code: 1` data.
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './schema';
import { operationMeta, type OperationMeta } from './operations.gen';
import { addSessionFields, type SessionValues } from './read-request';
import { ApiError, BizError } from './errors';

export interface Session {
  token?: string;
  userId?: number;
  deviceId?: string;
}

export interface ApiClientOptions {
  /** API host, e.g. https://api.example.com; '' means same origin (the dev server proxies /api). */
  baseUrl?: string;
  /** Reads the current session at request time. */
  session?: () => Session;
  platform?: 'h5' | 'xcx';
  version?: string;
  /** Sends one request (openapi-fetch hands it a Request). */
  fetch?: (request: Request) => Promise<Response>;
}

/** Form bodies go out only with exactly this header (openapi-fetch checks it verbatim). */
export const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' } as const;

const metaOf = (request: Request, schemaPath: string): OperationMeta | undefined =>
  operationMeta[`${request.method} ${schemaPath}`];

/** The common and session fields' values for a request now (the session is read at call time). */
export function sessionValues(opts: ApiClientOptions): SessionValues {
  const s = opts.session?.() ?? {};
  return {
    p: opts.platform ?? 'h5',
    v: opts.version ?? '4.9.0',
    token: s.token,
    user_id: s.userId === undefined ? undefined : String(s.userId),
    driver_id: s.deviceId,
    device_id: s.deviceId,
  };
}

/** Adds each field the operation takes that the caller did not set itself. */
async function withSessionFields(
  request: Request,
  meta: OperationMeta,
  opts: ApiClientOptions,
): Promise<Request> {
  const values = sessionValues(opts);

  if (request.method === 'GET') {
    const url = new URL(request.url);
    addSessionFields(url.searchParams, meta.session, values);
    return new Request(url, request);
  }
  const type = request.headers.get('Content-Type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(await request.clone().text());
    addSessionFields(form, meta.session, values);
    return new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: form.toString(),
      signal: request.signal,
    });
  }
  if (type.startsWith('multipart/form-data')) {
    const form = await request.clone().formData();
    addSessionFields(form, meta.session, values);
    const headers = new Headers(request.headers);
    headers.delete('Content-Type'); // a new boundary comes with the new body
    return new Request(request.url, { method: request.method, headers, body: form, signal: request.signal });
  }
  return request;
}

export function createApiClient(opts: ApiClientOptions = {}) {
  const client = createClient<paths>({
    baseUrl: opts.baseUrl ?? '',
    // Looked up at call time, not captured once: a test's MSW server patches fetch after import.
    fetch: opts.fetch ?? ((input: Request) => globalThis.fetch(input)),
  });

  const middleware: Middleware = {
    async onRequest({ request, schemaPath }) {
      const meta = metaOf(request, schemaPath);
      return meta ? withSessionFields(request, meta, opts) : request;
    },
    async onResponse({ request, response, schemaPath }) {
      const operation = metaOf(request, schemaPath)?.id ?? schemaPath;
      if (!response.ok) {
        throw new ApiError(`${operation}: HTTP ${response.status}`, operation, response.status);
      }
      let body: unknown;
      try {
        body = await response.clone().json();
      } catch (cause) {
        throw new ApiError(`${operation}: response is not JSON`, operation, response.status, cause);
      }
      if (!body || typeof body !== 'object' || typeof (body as { code?: unknown }).code !== 'number') {
        throw new ApiError(
          `${operation}: response is not the {code, msg, data} envelope`,
          operation,
          response.status,
        );
      }
      const { code, msg, data } = body as { code: number; msg?: unknown; data?: unknown };
      if (code !== 1) {
        throw new BizError(
          code as never,
          typeof msg === 'string' ? msg : '',
          operation as never,
          data ?? null,
        );
      }
      return response;
    },
    onError({ error, request, schemaPath }) {
      if (error instanceof ApiError || error instanceof BizError) return error;
      const operation = metaOf(request, schemaPath)?.id ?? schemaPath;
      return new ApiError(`${operation}: network error`, operation, 0, error);
    },
  };
  client.use(middleware);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The success envelope of a response body type: the member of the contract's union on `code`
 * whose code is 1 (each failure member lists the operation's other codes, so `body.code === 1`
 * narrows the same way in code that holds a whole body).
 */
export type Success<T> = Extract<T, { code: 1 }>;

/**
 * Awaits a call and returns its success envelope. Failures never reach here as data: the
 * middleware throws BizError or ApiError, so the `error` branch only covers undeclared responses.
 */
export async function ok<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<Success<T>> {
  const { data, response } = await call;
  if (data === undefined) throw new ApiError(`HTTP ${response.status}`, response.url, response.status);
  return data as Success<T>;
}
