// Hybrid mode in the browser demo (docs/hybrid.md): with a backend URL (the build's
// VITE_DEMO_BACKEND, or the one saved from the dev panel), each call of the contract goes from the
// page to that backend, or to the in-page mock when it is pinned there; the mock also answers when
// the backend says HTTP 404 or 501, or does not answer at all. The routing table is the mock
// stack's (core/routing.ts, with mock-routing.json's pins); every real answer goes through the same
// contract checks (core/answer-check.ts), loaded only once a backend is set.
// In a browser the backend must allow the demo's origin (CORS): a refusal looks exactly like a
// backend that is down, so the two are said as one. A service worker cannot get around that.
import { HttpResponse, bypass, delay as wait, getResponse, http, type RequestHandler } from 'msw';
import type { Spec } from '../scripts/contract/spec';
import type { Bundle } from '../scripts/lib/contract';
import type { AnswerCheck } from './core/answer-check';
import { contract, operationFor } from './core/contract';
import { FAULT_HEADER, FaultError, formatKind, type Resolved } from './core/faults';
import { Routing, RoutingError, type RoutingFile, type Target } from './core/routing';
import type { Mock } from './mock';

/** Where the page keeps the backend URL and the dev panel's switches (they survive a reload). */
export const BACKEND_KEY = 'demo-hybrid-backend';
export const SWITCHES_KEY = 'demo-hybrid-routing';

/** The mock stack's front door's headers (server/edge.ts), which the dev panel's call list reads. */
const TARGET_HEADER = 'x-hybrid-target';
const VIOLATIONS_HEADER = 'x-hybrid-violations';

/** Why a call meant for the backend went to the mock when no answer came. */
export const UNREACHABLE = 'backend unreachable or CORS refused';

/** The review upload is always the mock's, as in the mock stack (docs/hybrid.md). */
const MOCK_ONLY_PATHS = new Set(['/api/account/review/upload']);

/** Bodies the Fetch API refuses to carry. */
const NO_BODY_STATUSES = new Set([101, 204, 205, 304]);

export interface DemoHybridOptions {
  mock: Pick<Mock, 'handlers' | 'faults'>;
  /** The build's VITE_DEMO_BACKEND; a URL saved from the dev panel (even an empty one) wins. */
  buildBackend?: string;
  /** mock-routing.json. */
  file?: RoutingFile;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Sends a request to the backend; the demo's passes MSW by (its worker would answer it). */
  send?: (request: Request) => Promise<Response>;
  /** The console: a connection failure once, each new kind of contract break once. */
  warn?: (line: string) => void;
  /** The contract checks (core/answer-check.ts), loaded when the first call goes to the backend. */
  loadCheck?: (backend: URL, print: (line: string) => void) => Promise<AnswerCheck>;
}

export interface DemoHybrid {
  /** Placed before the mock's own handlers. */
  handlers: RequestHandler[];
  /** The backend in use, or undefined (then every call is the mock's, as without hybrid mode). */
  backend(): URL | undefined;
}

let spec: Promise<Spec> | undefined;

/**
 * The contract checks, in a chunk of their own: ajv and the runner's checks load only when a call
 * goes to a backend. Reading the contract into ajv takes a good part of a second, so it starts when
 * the first call is sent, while the backend answers, and happens once a page.
 */
async function loadAnswerCheck(backend: URL, print: (line: string) => void): Promise<AnswerCheck> {
  spec ??= import('../scripts/contract/spec').then((m) => m.loadSpec(contract().doc as Bundle));
  spec.catch(() => {
    spec = undefined;
  });
  const [{ AnswerCheck }, ready] = await Promise.all([import('./core/answer-check'), spec]);
  return new AnswerCheck(backend, () => ready, print);
}

function parseBackend(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new RoutingError(`backend ${value}: not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new RoutingError(`backend ${value}: only http and https`);
  return url;
}

const json = (status: number, body: object) =>
  HttpResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

export function demoHybrid(opts: DemoHybridOptions): DemoHybrid {
  const { mock, storage, file } = opts;
  const warn = opts.warn ?? ((line: string) => console.warn(line));
  const send = opts.send ?? ((request: Request) => fetch(bypass(request)));
  const loadCheck = opts.loadCheck ?? loadAnswerCheck;
  const ops = [...contract().byId.values()].map((o) => ({ id: o.id, tags: o.tags }));

  const readSwitches = (): Record<string, Target> => {
    try {
      const saved: unknown = JSON.parse(storage.getItem(SWITCHES_KEY) ?? '{}');
      return saved && typeof saved === 'object' ? (saved as Record<string, Target>) : {};
    } catch {
      return {};
    }
  };

  let routing: Routing | undefined;
  let check: Promise<AnswerCheck> | undefined;
  /** Said once per backend: the browser cannot tell a backend that is down from a CORS refusal. */
  let unreachable = false;

  /** The routing table for a backend URL (or none), with the panel's saved switches over it. */
  function configure(value: string | null | undefined): void {
    routing = undefined;
    check = undefined;
    unreachable = false;
    if (!value) return;
    routing = new Routing({ backend: parseBackend(value), file }, ops);
    for (const [operation, target] of Object.entries(readSwitches())) {
      try {
        routing.set(operation, target === 'mock' ? 'mock' : 'real');
      } catch (err) {
        // A switch saved by an older contract's demo: dropped.
        if (!(err instanceof RoutingError)) throw err;
      }
    }
  }

  try {
    configure(storage.getItem(BACKEND_KEY) ?? opts.buildBackend);
  } catch (err) {
    if (!(err instanceof RoutingError)) throw err;
    warn(`demo hybrid: ${err.message}; every call goes to the mock`);
  }

  const table = (r: Routing) => ({
    ok: true,
    backend: r.backend.origin + (r.backend.pathname === '/' ? '' : r.backend.pathname),
    operations: r.table(),
    ...(unreachable ? { unreachable: true } : {}),
  });

  /** GET: the table; POST {operation, target}: switches one; POST {backend}: sets the backend. */
  const control = http.all('*/__mock/routing', async ({ request }) => {
    if (request.method === 'GET')
      return routing
        ? json(200, table(routing))
        : json(404, { ok: false, message: 'no backend: set one in the dev panel (docs/hybrid.md)' });
    if (request.method !== 'POST') return json(405, { ok: false, message: 'GET or POST' });
    let input: { operation?: unknown; target?: unknown; backend?: unknown };
    try {
      input = (await request.json()) as typeof input;
    } catch {
      return json(400, { ok: false, message: 'body: JSON {operation, target} or {backend}' });
    }
    if ('backend' in input) {
      const { backend } = input;
      if (!(typeof backend === 'string' || backend === null))
        return json(400, { ok: false, message: 'backend: a URL, or "" / null for none' });
      try {
        configure(backend);
      } catch (err) {
        if (!(err instanceof RoutingError)) throw err;
        return json(400, { ok: false, message: err.message });
      }
      storage.setItem(BACKEND_KEY, backend ?? '');
      return routing ? json(200, table(routing)) : json(200, { ok: true, backend: null, operations: [] });
    }
    const { operation, target } = input;
    if (typeof operation !== 'string' || !(target === 'real' || target === 'mock' || target === null))
      return json(400, {
        ok: false,
        message: 'body: {operation: operationId, target: "real" | "mock" | null}',
      });
    if (!routing) return json(404, { ok: false, message: 'no backend: set one first' });
    try {
      routing.set(operation, target);
    } catch (err) {
      if (!(err instanceof RoutingError)) throw err;
      return json(404, { ok: false, message: err.message });
    }
    const switches = readSwitches();
    if (target === null) delete switches[operation];
    else switches[operation] = target;
    storage.setItem(SWITCHES_KEY, JSON.stringify(switches));
    return json(200, table(routing));
  });

  /** The in-page mock's answer, saying where the call went (a fault decided already goes along). */
  async function toMock(request: Request, body: ArrayBuffer | undefined, fault: string, fallback?: string) {
    const headers = new Headers(request.headers);
    headers.set(FAULT_HEADER, fault);
    const answer = await getResponse(
      mock.handlers,
      new Request(request.url, { method: request.method, headers, body }),
    );
    // A dropped connection (a fault) has no headers to add to.
    if (!answer || answer.type === 'error') return answer;
    const out = new Headers(answer.headers);
    out.set(TARGET_HEADER, fallback ? `mock; ${fallback}` : 'mock');
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: out });
  }

  const api = http.all('*/api/*', async ({ request }) => {
    const url = new URL(request.url);
    // The requests to the backend themselves pass MSW by (bypass): not seen here.
    if (!routing) return undefined;
    const op = operationFor(request.method, url.pathname);
    if (!op) return undefined;
    const r = routing;
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.clone().arrayBuffer();
    if (MOCK_ONLY_PATHS.has(url.pathname) || r.targetOf(op.id) === 'mock')
      return toMock(request, body, request.headers.get(FAULT_HEADER) ?? '');
    // As in the mock stack's front door: a fault other than a delay is the mock's to play.
    let resolved: Resolved | undefined;
    try {
      resolved = mock.faults.resolve(op, request.headers.get(FAULT_HEADER));
    } catch (err) {
      if (!(err instanceof FaultError)) throw err;
      // The mock's fault layer answers the malformed header.
      return toMock(request, body, request.headers.get(FAULT_HEADER) ?? '');
    }
    if (resolved?.delayMs) await wait(resolved.delayMs);
    if (resolved && resolved.fault.kind !== 'delay') return toMock(request, body, formatKind(resolved.fault));

    const base = r.backend.pathname.replace(/\/$/, '');
    const headers = new Headers();
    const type = request.headers.get('content-type');
    if (type) headers.set('content-type', type);
    const started = performance.now();
    // Loaded while the backend answers; a chunk that failed to load is tried again next time.
    const checking = (check ??= loadCheck(r.backend, warn));
    checking.catch(() => {
      if (check === checking) check = undefined;
    });
    let answer: Response;
    try {
      answer = await send(
        new Request(`${r.backend.origin}${base}${url.pathname}${url.search}`, {
          method: request.method,
          headers,
          body,
          mode: 'cors',
          credentials: 'omit',
        }),
      );
    } catch {
      if (!unreachable) {
        unreachable = true;
        warn(
          `demo hybrid: the backend ${r.backend.origin} did not answer, or does not allow this site's ` +
            `origin ${globalThis.location?.origin ?? ''} (CORS): a browser cannot tell which. ` +
            `后端不可达或未允许本站跨域（CORS）。` +
            (r.fallsBack('connection') ? ' The mock answers those calls.' : ''),
        );
      }
      if (r.fallsBack('connection')) return toMock(request, body, 'none', UNREACHABLE);
      return new HttpResponse(`demo hybrid: the backend ${r.backend.origin} is not answering (or CORS)`, {
        status: 502,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', [TARGET_HEADER]: 'real' },
      });
    }
    if (r.fallsBack(answer.status)) return toMock(request, body, 'none', `backend HTTP ${answer.status}`);
    const text = await answer.text();
    const violations = (await checking).check({
      operation: op.id,
      method: request.method.toUpperCase(),
      url: url.pathname + url.search,
      contentType: type ?? undefined,
      body: body && new Uint8Array(body),
      status: answer.status,
      answerType: answer.headers.get('content-type') ?? undefined,
      text,
      ms: performance.now() - started,
    }).lines;
    const out = new Headers(answer.headers);
    // The text is decoded already.
    out.delete('content-encoding');
    out.delete('content-length');
    out.set(TARGET_HEADER, 'real');
    if (violations.length) out.set(VIOLATIONS_HEADER, encodeURIComponent(JSON.stringify(violations)));
    return new Response(NO_BODY_STATUSES.has(answer.status) ? null : text, {
      status: answer.status,
      statusText: answer.statusText,
      headers: out,
    });
  });

  return { handlers: [control, api], backend: () => routing?.backend };
}
