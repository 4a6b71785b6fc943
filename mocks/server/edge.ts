// The front door of the mock stack (API_PORT): forwards every call to `prism proxy --errors`,
// which validates it and passes it to the mock, and applies the call's fault on the way. A fault
// has to be decided here, not in the mock behind Prism: Prism turns a dropped connection or a body
// that is not JSON into its own 500, so the app would never see either as it really happens.
// Status and business-code faults are carried on to the mock in the X-Mock-Fault header and pass
// back through Prism like real answers (Prism flags an undeclared status only with a warning).
// With a call log, every answer is recorded there with the violations Prism reported (calls.ts).
import http from 'node:http';
import { businessCode, violationsOf, type CallLog } from '../core/calls';
import { operationFor, type ContractOperation } from '../core/contract';
import { undecodablePath } from '../core/strict';
import { holdIdleSockets, pipeWithLimit, refuseDeclaredOversize } from './http-adapter';
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

export function createEdgeServer(
  faults: Faults,
  target: {
    host: string;
    port: () => number;
    /** Settles once Prism listens: while it restarts, calls wait for it instead of failing. */
    ready?: () => Promise<void>;
  },
  calls?: CallLog,
): http.Server {
  // No keep-alive: Prism closes idle sockets, and a request sent on one just closed would get a
  // reset (a 502 the app never caused).
  const agent = new http.Agent({ keepAlive: false, maxSockets: 64 });

  // Its own clients (the preview server's proxy, the browser tests' fetch) keep sockets alive.
  const server = http.createServer((req, res) => {
    // Like a real gateway: an oversized body gets 413 before Prism spends memory parsing it.
    if (refuseDeclaredOversize(req, res)) return;
    const pathname = new URL(req.url ?? '/', 'http://edge').pathname;
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
    const go = () => whenReady(() => forward(req, res, resolved, record, cancel.signal));
    if (resolved?.delayMs) setTimeout(go, resolved.delayMs);
    else go();
  });
  return holdIdleSockets(server);

  function whenReady(then: () => void): void {
    if (target.ready) void target.ready().then(then);
    else then();
  }

  function forward(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    resolved: Resolved | undefined,
    record: Recorder | undefined,
    signal: AbortSignal,
    retried = false,
  ) {
    if (signal.aborted) return;
    if (resolved?.fault.kind === 'drop') {
      req.socket.destroy();
      return;
    }
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: `${target.host}:${target.port()}` };
    // Decided here: the mock must neither draw another fault nor wait the run's latency again.
    headers[FAULT_HEADER] =
      resolved && resolved.fault.kind !== 'notJson' ? formatKind(resolved.fault) : 'none';
    const upstream = http.request(
      { host: target.host, port: target.port(), method: req.method, path: req.url, headers, agent, signal },
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
        res.writeHead(answer.statusCode ?? 502, answer.headers);
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
            ),
          );
        }
        answer.pipe(res);
      },
    );
    // A retry's request has no body left to read: only body-less reads are retried (below).
    const refused = retried ? () => false : pipeWithLimit(req, res, upstream);
    if (retried) upstream.end();
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
          () => whenReady(() => forward(req, res, resolved, record, signal, true)),
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

type Recorder = (
  status: number,
  headers: http.IncomingHttpHeaders,
  body: string | undefined,
  extra?: string[],
) => void;

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
  return (status, headers, body, extra = []) => {
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
      violations: [
        ...(op ? [] : ['the contract has no such operation']),
        ...violationsOf({
          status,
          contentType: headerValue(headers['content-type']),
          slViolations: headerValue(headers['sl-violations']),
          body,
        }),
        ...extra,
      ],
    });
  };
}

const headerValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(', ') : v);
