// The front door of the mock stack (API_PORT): forwards every call to `prism proxy --errors`,
// which validates it and passes it to the mock, and applies the call's fault on the way. A fault
// has to be decided here, not in the mock behind Prism: Prism turns a dropped connection or a body
// that is not JSON into its own 500, so the app would never see either as it really happens.
// Status and business-code faults are carried on to the mock in the X-Mock-Fault header and pass
// back through Prism like real answers (Prism flags an undeclared status only with a warning).
import http from 'node:http';
import { operationFor } from '../core/contract';
import { pipeWithLimit, refuseDeclaredOversize } from './http-adapter';
import {
  FAULT_HEADER,
  FaultError,
  NOT_JSON_BODY,
  formatKind,
  type Faults,
  type Resolved,
} from '../core/faults';

export function createEdgeServer(faults: Faults, target: { host: string; port: () => number }): http.Server {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  return http.createServer((req, res) => {
    // Like a real gateway: an oversized body gets 413 before Prism spends memory parsing it.
    if (refuseDeclaredOversize(req, res)) return;
    const pathname = new URL(req.url ?? '/', 'http://edge').pathname;
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
    const go = () => forward(req, res, resolved);
    if (resolved?.delayMs) setTimeout(go, resolved.delayMs);
    else go();
  });

  function forward(req: http.IncomingMessage, res: http.ServerResponse, resolved: Resolved | undefined) {
    if (resolved?.fault.kind === 'drop') {
      req.socket.destroy();
      return;
    }
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: `${target.host}:${target.port()}` };
    // Decided here: the mock must neither draw another fault nor wait the run's latency again.
    headers[FAULT_HEADER] =
      resolved && resolved.fault.kind !== 'notJson' ? formatKind(resolved.fault) : 'none';
    const upstream = http.request(
      { host: target.host, port: target.port(), method: req.method, path: req.url, headers, agent },
      (answer) => {
        if (resolved?.fault.kind === 'notJson' && answer.statusCode === 200) {
          answer.resume();
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
          res.end(NOT_JSON_BODY);
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    const refused = pipeWithLimit(req, res, upstream);
    upstream.on('error', (err) => {
      if (refused()) return;
      // Prism is (re)starting: answer as a gateway would.
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`mock stack: the contract-checking proxy is not answering (${err.message})`);
    });
  }
}

const headerValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(', ') : v);
