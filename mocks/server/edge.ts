// The front door of the mock stack (API_PORT): forwards every call to `prism proxy --errors`,
// which validates it and passes it to the mock, and applies the call's fault on the way. A fault
// has to be decided here, not in the mock behind Prism: Prism turns a dropped connection or a body
// that is not JSON into its own 500, so the app would never see either as it really happens.
// Status and business-code faults are carried on to the mock in the X-Mock-Fault header and pass
// back through Prism like real answers (Prism flags an undeclared status only with a warning).
// With a call log, every answer is recorded there with the violations Prism reported (calls.ts).
// In hybrid mode (hybrid.ts) a call routed to the real backend goes there instead, falls back to
// the mock when the backend does not have the operation, and its answer is checked against the
// contract here (backend-check.ts); the answer says where the call went (HYBRID_TARGET_HEADER).
import http from 'node:http';
import https from 'node:https';
import { businessCode, violationsOf, type CallLog } from '../core/calls';
import { operationFor, type ContractOperation } from '../core/contract';
import { undecodablePath } from '../core/strict';
import { maskedCurl, type BackendCheck } from './backend-check';
import type { Recordings } from './recordings';
import { bodyLimitOf, holdIdleSockets, pipeWithLimit, refuseDeclaredOversize } from './http-adapter';
import { RoutingError, type Routing, type Target } from './hybrid';
import { tokenOf, withToken, type SessionAnswer, type SessionBridge } from './session-bridge';
import {
  FAULT_HEADER,
  FaultError,
  NOT_JSON_BODY,
  formatKind,
  type Faults,
  type Resolved,
} from '../core/faults';

/** Bodies kept to read a business code or a problem from; larger ones are recorded without. */
const RECORD_BODY_LIMIT = 1024 * 1024;

/** Where a call went in hybrid mode: `real`, `mock`, or `mock; backend HTTP 404` after a fallback. */
export const HYBRID_TARGET_HEADER = 'x-hybrid-target';
/** The contract violations of a real answer, as a URI-encoded JSON list of lines. */
export const HYBRID_VIOLATIONS_HEADER = 'x-hybrid-violations';
/** The run-time switch of the dev panel, answered by the edge itself. */
export const ROUTING_CONTROL_PATH = '/__mock/routing';

export interface HybridEdge {
  routing: Routing;
  check: BackendCheck;
  session: SessionBridge;
  /** --record: the backend's answers are kept here (recordings.ts). */
  recordings?: Recordings;
}

export function createEdgeServer(
  faults: Faults,
  target: {
    host: string;
    port: () => number;
    /** Settles once Prism listens: while it restarts, calls wait for it instead of failing. */
    ready?: () => Promise<void>;
  },
  calls?: CallLog,
  hybrid?: HybridEdge,
): http.Server {
  // No keep-alive: Prism closes idle sockets, and a request sent on one just closed would get a
  // reset (a 502 the app never caused).
  const agent = new http.Agent({ keepAlive: false, maxSockets: 64 });

  // Its own clients (the preview server's proxy, the browser tests' fetch) keep sockets alive.
  const server = http.createServer((req, res) => {
    // Like a real gateway: an oversized body gets 413 before Prism spends memory parsing it.
    if (refuseDeclaredOversize(req, res)) return;
    const pathname = new URL(req.url ?? '/', 'http://edge').pathname;
    if (pathname === ROUTING_CONTROL_PATH) return void routingControl(req, res, hybrid?.routing);
    // Prism answers such a path with its own 500; the mock behind it with 400 (strict.ts).
    if (undecodablePath(pathname)) {
      res.writeHead(400, { 'Content-Type': 'application/problem+json' });
      res.end(
        JSON.stringify({
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          detail: 'malformed percent-encoding in the path',
        }),
      );
      return;
    }
    const op = operationFor(req.method ?? 'GET', pathname);
    let resolved: Resolved | undefined;
    if (op) {
      try {
        resolved = faults.resolve(op, headerValue(req.headers[FAULT_HEADER]));
      } catch (err) {
        if (!(err instanceof FaultError)) throw err;
        res.writeHead(400, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ code: 0, msg: err.message, data: null }));
        return;
      }
    }
    const record = calls ? recorder(calls, req, res, pathname, op, resolved) : undefined;
    // A client that goes away (a navigation, a closed tab) cancels its call upstream, as a gateway
    // does, also while its delay runs: left to finish, each such call held one of the pool's
    // sockets to Prism for good, and once all were held every later call waited forever.
    const cancel = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) cancel.abort();
    });
    // A fault other than a delay is the mock's to play: such a call goes to the mock.
    const real =
      hybrid &&
      op &&
      hybrid.routing.targetOf(op.id) === 'real' &&
      (!resolved || resolved.fault.kind === 'delay');
    const go = () =>
      hybrid && op
        ? readBody(req, res, cancel.signal, (body) =>
            real
              ? toBackend(req, res, op.id, resolved, record, cancel.signal, body)
              : toMock(req, res, resolved, record, cancel.signal, body),
          )
        : whenReady(() => forward(req, res, resolved, record, cancel.signal));
    if (resolved?.delayMs) setTimeout(go, resolved.delayMs);
    else go();
  });
  return holdIdleSockets(server);

  function whenReady(then: () => void): void {
    if (target.ready) void target.ready().then(then);
    else then();
  }

  /** Reads a hybrid call's body first: it may go to the backend, and then to the mock after all. */
  function readBody(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    signal: AbortSignal,
    then: (body: Buffer) => void,
  ) {
    const limit = bodyLimitOf(req.headers['content-type']);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => {
      if (signal.aborted) return;
      if (size > limit) {
        res.writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8' });
        return void res.end(`request body over ${limit} bytes`);
      }
      then(Buffer.concat(chunks));
    });
  }

  /** A hybrid call the mock answers: a backend login's token becomes its mock user's (session-bridge.ts). */
  function toMock(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    resolved: Resolved | undefined,
    record: Recorder | undefined,
    signal: AbortSignal,
    body: Buffer,
    fallback?: string,
  ) {
    const type = headerValue(req.headers['content-type']);
    const token = tokenOf(req.url ?? '/', type, body);
    const mapped = hybrid!.session.forMock(token);
    const call =
      mapped && mapped !== token
        ? withToken(req.url ?? '/', type, body, mapped)
        : { url: req.url ?? '/', body };
    whenReady(() =>
      forward(req, res, resolved, record, signal, false, {
        target: 'mock',
        ...(fallback ? { fallback } : {}),
        body: call.body,
        url: call.url,
      }),
    );
  }

  /** Sends the call to the real backend; the mock answers it when the backend does not have it. */
  function toBackend(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    operation: string,
    resolved: Resolved | undefined,
    record: Recorder | undefined,
    signal: AbortSignal,
    body: Buffer,
  ) {
    const { routing, check, session } = hybrid!;
    const toMockAfter = (why: string) => toMock(req, res, resolved, record, signal, body, why);
    const backend = routing.backend;
    const base = backend.pathname.replace(/\/$/, '');
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: backend.host };
    // Plain bodies, to check them; the mock's own header is not the backend's business.
    delete headers['accept-encoding'];
    delete headers[FAULT_HEADER];
    delete headers.connection;
    headers['content-length'] = String(body.length);
    delete headers['transfer-encoding'];
    const t0 = performance.now();
    const send = backend.protocol === 'https:' ? https.request : http.request;
    const upstream = send(
      {
        protocol: backend.protocol,
        hostname: backend.hostname,
        port: backend.port || undefined,
        method: req.method,
        path: `${base}${req.url ?? '/'}`,
        headers,
        signal,
      },
      (answer) => {
        const status = answer.statusCode ?? 502;
        const parts: Buffer[] = [];
        answer.on('data', (c: Buffer) => parts.push(c));
        answer.on('error', () => undefined);
        answer.on('end', () => {
          if (signal.aborted) return;
          if (routing.fallsBack(status)) return toMockAfter(`backend HTTP ${status}`);
          let text = Buffer.concat(parts);
          const violations = check.check({
            operation,
            method: (req.method ?? 'GET').toUpperCase(),
            url: req.url ?? '/',
            contentType: headerValue(req.headers['content-type']),
            body,
            status,
            answerType: headerValue(answer.headers['content-type']),
            text: text.toString('utf8'),
            ms: performance.now() - t0,
          });
          const json = parseJson(text.toString('utf8'));
          session.learn('real', json);
          if (hybrid!.recordings && status === 200 && typeof json?.code === 'number')
            hybrid!.recordings.save({
              operation,
              method: (req.method ?? 'GET').toUpperCase(),
              path: new URL(req.url ?? '/', 'http://edge').pathname,
              status,
              code: json.code,
              curl: maskedCurl(
                routing.backend,
                {
                  method: req.method ?? 'GET',
                  url: req.url ?? '/',
                  contentType: headerValue(req.headers['content-type']),
                  body,
                },
                true,
              ),
              violations,
              body: json,
            });
          const refusal = session.refusedMockToken(
            operation,
            tokenOf(req.url ?? '/', headerValue(req.headers['content-type']), body),
            json?.code,
          );
          if (refusal && json) text = Buffer.from(JSON.stringify({ ...json, msg: refusal }));
          const out: http.OutgoingHttpHeaders = { ...answer.headers };
          delete out['transfer-encoding'];
          delete out.connection;
          out['content-length'] = String(text.length);
          out[HYBRID_TARGET_HEADER] = 'real';
          if (violations.length)
            out[HYBRID_VIOLATIONS_HEADER] = encodeURIComponent(JSON.stringify(violations));
          res.writeHead(status, out);
          res.end(text);
          record?.(
            status,
            answer.headers,
            text.length <= RECORD_BODY_LIMIT ? text.toString('utf8') : undefined,
            [],
            {
              target: 'real',
              checked: violations,
            },
          );
        });
      },
    );
    upstream.on('error', (err) => {
      if (signal.aborted || res.headersSent) return;
      if (routing.fallsBack('connection')) return toMockAfter(`backend unreachable (${err.message})`);
      const text = `hybrid: the backend ${backend.origin} is not answering (${err.message})`;
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', [HYBRID_TARGET_HEADER]: 'real' });
      res.end(text);
      record?.(502, {}, text, [], { target: 'real', checked: [text] });
    });
    upstream.end(body);
  }

  function forward(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    resolved: Resolved | undefined,
    record: Recorder | undefined,
    signal: AbortSignal,
    retried = false,
    via?: Via,
  ) {
    if (signal.aborted) return;
    if (resolved?.fault.kind === 'drop') {
      req.socket.destroy();
      return;
    }
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: `${target.host}:${target.port()}` };
    if (via?.body) {
      headers['content-length'] = String(via.body.length);
      delete headers['transfer-encoding'];
    }
    // Decided here: the mock must neither draw another fault nor wait the run's latency again.
    headers[FAULT_HEADER] =
      resolved && resolved.fault.kind !== 'notJson' ? formatKind(resolved.fault) : 'none';
    const upstream = http.request(
      {
        host: target.host,
        port: target.port(),
        method: req.method,
        path: via?.url ?? req.url,
        headers,
        agent,
        signal,
      },
      (answer) => {
        if (resolved?.fault.kind === 'notJson' && answer.statusCode === 200) {
          answer.resume();
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
          res.end(NOT_JSON_BODY);
          record?.(200, { 'content-type': 'text/html' }, NOT_JSON_BODY, [
            'fault not-json: the edge answered a body that is not JSON',
          ]);
          return;
        }
        res.writeHead(
          answer.statusCode ?? 502,
          via ? { ...answer.headers, ...viaHeaders(via) } : answer.headers,
        );
        if (record) {
          const chunks: Buffer[] = [];
          let size = 0;
          answer.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size <= RECORD_BODY_LIMIT) chunks.push(chunk);
          });
          answer.on('end', () =>
            record(
              answer.statusCode ?? 502,
              answer.headers,
              size <= RECORD_BODY_LIMIT ? Buffer.concat(chunks).toString('utf8') : undefined,
              [],
              via && { target: 'mock', ...(via.fallback ? { fallback: via.fallback } : {}) },
            ),
          );
        }
        answer.pipe(res);
      },
    );
    // A retry's request has no body left to read: only body-less reads are retried (below). A call
    // the backend did not have was read already: its body is sent from memory.
    const refused = retried || via?.body ? () => false : pipeWithLimit(req, res, upstream);
    if (via?.body) upstream.end(via.body);
    else if (retried) upstream.end();
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      // Cancelled: nobody is left to answer or to retry for.
      if (refused() || signal.aborted) return;
      // Prism dropped the connection before answering (busy, or restarting): a read is sent once
      // more once Prism listens again, as a gateway retries an idempotent request on another
      // upstream try.
      if (
        !retried &&
        !res.headersSent &&
        IDEMPOTENT_READS.has(req.method ?? '') &&
        RETRYABLE.has(err.code ?? '')
      )
        return void setTimeout(
          () => whenReady(() => forward(req, res, resolved, record, signal, true, via)),
          RETRY_AFTER_MS,
        );
      // Prism is (re)starting: answer as a gateway would.
      if (res.headersSent) return void res.destroy();
      const text = `mock stack: the contract-checking proxy is not answering (${err.message})`;
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(text);
      record?.(502, {}, text);
    });
  }
}

/** Long enough for a crashed Prism's exit to be noticed, so the retry waits for its restart. */
const RETRY_AFTER_MS = 100;
const IDEMPOTENT_READS = new Set(['GET', 'HEAD']);
const RETRYABLE = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE']);

/** How a hybrid call reached the mock, and the body it had read already. */
interface Via {
  target: 'mock';
  fallback?: string;
  body?: Buffer;
  /** The path and query to send, when its token was replaced. */
  url?: string;
}

const parseJson = (text: string): SessionAnswer | undefined => {
  try {
    const json = JSON.parse(text) as unknown;
    return json && typeof json === 'object' ? (json as SessionAnswer) : undefined;
  } catch {
    return undefined;
  }
};

const viaHeaders = (via: Via) => ({
  [HYBRID_TARGET_HEADER]: via.fallback ? `mock; ${via.fallback.replace(/[^\x20-\x7e]/g, '?')}` : 'mock',
});

/** Where a hybrid call went; `checked` replaces Prism's violations for a real answer. */
interface Routed {
  target: Target;
  fallback?: string;
  checked?: string[];
}

type Recorder = (
  status: number,
  headers: http.IncomingHttpHeaders,
  body: string | undefined,
  extra?: string[],
  routed?: Routed,
) => void;

/** GET: the routing table; POST {operation, target: 'real' | 'mock' | null}: switches one. */
function routingControl(req: http.IncomingMessage, res: http.ServerResponse, routing: Routing | undefined) {
  const reply = (status: number, body: object) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  if (!routing)
    return reply(404, {
      ok: false,
      message: 'not in hybrid mode: start with --backend URL (docs/hybrid.md)',
    });
  const table = () => ({ ok: true, backend: routing.backend.origin, operations: routing.table() });
  if (req.method === 'GET') return reply(200, table());
  if (req.method !== 'POST') return reply(405, { ok: false, message: 'GET or POST' });
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    let input: { operation?: unknown; target?: unknown };
    try {
      input = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof input;
    } catch {
      return reply(400, { ok: false, message: 'body: JSON {operation, target}' });
    }
    const { operation, target } = input;
    if (typeof operation !== 'string' || !(target === 'real' || target === 'mock' || target === null))
      return reply(400, {
        ok: false,
        message: 'body: {operation: operationId, target: "real" | "mock" | null}',
      });
    try {
      routing.set(operation, target);
    } catch (err) {
      if (!(err instanceof RoutingError)) throw err;
      return reply(404, { ok: false, message: err.message });
    }
    console.log(
      `hybrid: ${operation} now goes to ${routing.targetOf(operation) === 'real' ? 'the backend' : 'the mock'} (dev panel)`,
    );
    reply(200, table());
  });
}

/**
 * Records the call's answer once in the log; a call that ends without one (a dropped connection,
 * a client that went away) only stops counting as under way.
 */
function recorder(
  calls: CallLog,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
  op: ContractOperation | undefined,
  resolved: Resolved | undefined,
): Recorder {
  calls.begin();
  let done = false;
  res.on('close', () => {
    if (!done) calls.end();
    done = true;
  });
  const method = (req.method ?? 'GET').toUpperCase();
  const fault = resolved && resolved.fault.kind !== 'delay' ? formatKind(resolved.fault) : undefined;
  return (status, headers, body, extra = [], routed) => {
    if (done) return;
    done = true;
    calls.end({
      operation: op?.id ?? `${method} ${pathname}`,
      method,
      path: pathname,
      status,
      code: businessCode(body),
      fromApp: req.headers['sec-fetch-dest'] !== undefined,
      ...(fault ? { fault } : {}),
      ...(routed ? { target: routed.target } : {}),
      ...(routed?.fallback ? { fallback: routed.fallback } : {}),
      violations: [
        ...(op ? [] : ['the contract has no such operation']),
        ...(routed?.checked ??
          violationsOf({
            status,
            contentType: headerValue(headers['content-type']),
            slViolations: headerValue(headers['sl-violations']),
            body,
          })),
        ...extra,
      ],
    });
  };
}

const headerValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(', ') : v);
