// Test harness for the mock's own tests: a fresh mock per harness, calls made the way the client
// makes them (query on GET, form body on POST), and every 200 response checked against the
// contract, so a handler cannot drift from openapi/.
import { getResponse } from 'msw';
import type { paths } from '../../src/api/schema';
import { loadBundle } from '../../scripts/lib/contract';
import { createValidator } from '../../scripts/lib/validate';
import { createMock } from '../mock';

type Method = 'get' | 'post';
type PathFor<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];
type BodyOf<P extends keyof paths, M extends Method> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer B } } };
}
  ? B
  : never;

export interface CallInit {
  query?: Record<string, string | number | undefined>;
  form?: Record<string, string | number | undefined>;
  /** multipart body (review upload). */
  multipart?: FormData;
  /** JSON body (control API). */
  json?: unknown;
  /** A body sent as is, with its content type (malformed requests). */
  raw?: { type: string; body: string };
  headers?: Record<string, string>;
}

const validator = createValidator(loadBundle());

export class ContractViolation extends Error {}

export function createHarness() {
  const mock = createMock();

  async function send(method: string, path: string, init: CallInit = {}): Promise<Response> {
    const url = new URL(path, 'http://mock.test');
    for (const [k, v] of Object.entries(init.query ?? {}))
      if (v !== undefined) url.searchParams.set(k, String(v));
    const headers = new Headers(init.headers);
    let body: BodyInit | undefined;
    if (init.form) {
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(init.form)) if (v !== undefined) form.set(k, String(v));
      body = form.toString();
    } else if (init.multipart) {
      body = init.multipart;
    } else if (init.raw) {
      headers.set('Content-Type', init.raw.type);
      body = init.raw.body;
    } else if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await getResponse(mock.handlers, new Request(url, { method, headers, body }));
    if (!response) throw new Error(`no handler answered ${method} ${path}`);
    return response;
  }

  /** Calls an operation and returns its body, after checking it against the contract. */
  async function call<M extends Method, P extends PathFor<M>>(
    method: M,
    path: P,
    init: CallInit = {},
  ): Promise<BodyOf<P, M>> {
    const response = await send(method.toUpperCase(), path, init);
    if (response.status !== 200)
      throw new Error(`${method.toUpperCase()} ${path}: HTTP ${response.status} ${await response.text()}`);
    const body: unknown = await response.json();
    const errors = validator.validateResponse(method, path, body);
    if (errors.length) {
      throw new ContractViolation(
        `${method.toUpperCase()} ${path} answered outside the contract: ${errors.join('; ')}\n${JSON.stringify(body).slice(0, 500)}`,
      );
    }
    return body as BodyOf<P, M>;
  }

  /** Like call, but the business code must be 1; returns the success envelope. */
  async function ok<M extends Method, P extends PathFor<M>>(method: M, path: P, init: CallInit = {}) {
    const body = await call(method, path, init);
    const { code, msg } = body as { code: number; msg: string };
    if (code !== 1) throw new Error(`${method.toUpperCase()} ${path}: expected code 1, got ${code} ${msg}`);
    return body as Extract<BodyOf<P, M>, { code: 1 }>;
  }

  /** Logs the seeded development user in (13800138000 / abc123) and returns the token. */
  async function login(mobile = '13800138000', password = 'abc123'): Promise<string> {
    const res = await ok('post', '/api/login', { form: { username: mobile, password } });
    return res.data.token;
  }

  return { mock, db: mock.db, send, call, ok, login };
}

export type Harness = ReturnType<typeof createHarness>;
