// A read of the API as data: the method, the contract's path and the parameters a call module
// sends. The call module's query sends it through the client; index.html's early start
// (src/app/early-reads.ts) sends the same read before the app's code has arrived, and the client
// then takes that answer instead of asking again (src/lib/early-responses.ts). Both build the
// request with the functions below, which the client's middleware uses too, so the two requests
// are the same byte for byte.
import { operationMeta, type SessionField } from './operations.gen';

export type ReadParams = Readonly<Record<string, string | number>>;

export interface ReadRequest<P extends string = string, Q extends ReadParams = ReadParams> {
  /** GET, or a read the contract sends as a form POST (the address list). */
  readonly method: 'GET' | 'POST';
  readonly path: P;
  readonly params: Q;
}

export const getRead = <P extends string, Q extends ReadParams>(path: P, params: Q): ReadRequest<P, Q> => ({
  method: 'GET',
  path,
  params,
});

export const postRead = <P extends string, Q extends ReadParams>(path: P, params: Q): ReadRequest<P, Q> => ({
  method: 'POST',
  path,
  params,
});

/** The values of the common and session fields for one request (undefined: not sent). */
export type SessionValues = Readonly<Record<SessionField, string | undefined>>;

/**
 * Adds each common or session field the operation takes and the caller did not set itself, in the
 * contract's order (query on GET, form field on POST).
 */
export function addSessionFields(
  target: { has(name: string): boolean; set(name: string, value: string): void },
  fields: readonly SessionField[],
  values: SessionValues,
): void {
  for (const f of fields) {
    const value = values[f];
    if (value !== undefined && !target.has(f)) target.set(f, value);
  }
}

export interface SentRequest {
  method: 'GET' | 'POST';
  /** Absolute URL. */
  url: string;
  /** The form body of a POST. */
  body?: string;
  /** Whether the operation needs login (`security: [{token: []}]` in the contract). */
  auth: boolean;
}

/**
 * The request the client sends for `read`: openapi-fetch's URL (base URL, path, parameters in
 * order) or form body, with the session fields the middleware adds. `origin` resolves a relative
 * base URL as the browser does.
 */
export function sentRequest(
  read: ReadRequest,
  values: SessionValues,
  baseUrl: string,
  origin: string,
): SentRequest {
  const meta = operationMeta[`${read.method} ${read.path}`];
  if (!meta) throw new Error(`read-request: no operation ${read.method} ${read.path}`);
  const url = new URL(`${baseUrl}${read.path}`, origin);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(read.params)) params.append(name, String(value));
  addSessionFields(params, meta.session, values);
  if (read.method === 'GET') {
    url.search = params.toString();
    return { method: 'GET', url: url.href, auth: meta.auth };
  }
  return { method: 'POST', url: url.href, body: params.toString(), auth: meta.auth };
}
