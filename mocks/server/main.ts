// The mock stack: the stateful mock on MOCK_PORT (default 4011) and, in front of it, on API_PORT
// (default 4010), the edge (faults; 413 for an oversized body: edge.ts) and behind it `prism proxy --errors` on a free local
// port, which validates every request and response against the contract. Prism is restarted if
// it exits (a malformed multipart can crash it). MOCK_LATENCY=200-800 delays every call of the run.
// MOCK_STATE_DIR keeps the data in a file there between runs (npm start and npm run mock set
// .mock-state/ through supervise.ts; tests leave it unset and start from the seeded data).
// MOCK_BACKEND_URL (--backend of npm start and npm run mock) turns on hybrid mode (hybrid.ts):
// operations go to that backend, or to the mock, as mock-routing.json and the flags say.
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contract, operationFor } from '../core/contract';
import { businessCode, violationsOf } from '../core/calls';
import { FAULT_HEADER, parseDelay } from '../core/faults';
import { StateFile, StateLockedError, lockStateDir } from '../core/persist';
import { createMock } from '../mock';
import { BackendCheck } from './backend-check';
import { createEdgeServer, type HybridEdge } from './edge';
import { Routing, RoutingError, hybridConfigFromEnv, readRoutingFile } from './hybrid';
import { Recordings } from './recordings';
import { SessionBridge } from './session-bridge';
import { createHttpServer } from './http-adapter';
import { limitRequestTime } from './request-limits';
import { portInUseMessage } from '../../scripts/lib/ports';
import { prismDocument } from '../../scripts/lib/prism-document';
import { REFUSED_EXIT, freePort, spawnTethered, waitForPort } from '../../scripts/lib/servers';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MOCK_PORT = Number(process.env.MOCK_PORT ?? 4011);
const API_PORT = Number(process.env.API_PORT ?? 4010);
const HOST = process.env.MOCK_HOST ?? '127.0.0.1';
const withPrism = process.env.MOCK_NO_PRISM !== '1';

const latency = process.env.MOCK_LATENCY ? parseDelay(process.env.MOCK_LATENCY) : undefined;
const stateDir = process.env.MOCK_STATE_DIR;

/** Says why it will not start and exits with REFUSED_EXIT: restarting would not help. */
function refuse(why: string): never {
  console.error(`mock: ${why}`);
  process.exit(REFUSED_EXIT);
}

// One stack per state folder: a second one would overwrite the first one's acknowledged writes.
if (stateDir) {
  try {
    lockStateDir(path.resolve(ROOT, stateDir));
  } catch (err) {
    if (!(err instanceof StateLockedError)) throw err;
    refuse(err.message);
  }
}

/** A taken port is said with what holds it, once, instead of a restart loop on EADDRINUSE. */
const refuseTakenPort = (port: number) => (err: NodeJS.ErrnoException) => {
  if (err.code !== 'EADDRINUSE') throw err;
  refuse(`${portInUseMessage(port)}; stop it and start again`);
};

let hybrid: HybridEdge | undefined;
try {
  const file = path.resolve(ROOT, process.env.MOCK_ROUTING_FILE ?? 'mock-routing.json');
  const config = hybridConfigFromEnv(process.env, readRoutingFile(file));
  if (config) {
    const routing = new Routing(config, [...contract().byId.values()]);
    const report = path.resolve(ROOT, process.env.MOCK_BACKEND_REPORT ?? 'reports/backend-violations.json');
    const accounts = () => mock.db.accounts;
    const session = new SessionBridge({
      tokenFor: (mobile) => accounts().userByMobile(mobile)?.token || undefined,
      issued: (token) => accounts().userByToken(token) !== undefined,
    });
    const recordings =
      process.env.MOCK_BACKEND_RECORD === '1'
        ? new Recordings(path.resolve(ROOT, '.mock-recordings'))
        : undefined;
    hybrid = { routing, check: new BackendCheck(config.backend, report), session, recordings };
    if (recordings)
      console.log("hybrid: --record: the backend's answers are kept in .mock-recordings/ (masked)");
  }
} catch (err) {
  if (!(err instanceof RoutingError || err instanceof SyntaxError)) throw err;
  refuse(`hybrid mode: ${err.message}`);
}

const mock = createMock({
  latency,
  frontDoor: withPrism ? 'prism proxy --errors' : undefined,
  stateFile: stateDir ? new StateFile(path.resolve(ROOT, stateDir)) : undefined,
});
/** Calls that may change data: every non-GET, and the GETs the contract marks x-writes. */
const mayWrite = (request: Request) =>
  (request.method !== 'GET' && request.method !== 'HEAD') ||
  operationFor(request.method, new URL(request.url).pathname)?.writes === true;
const server = createHttpServer(mock.handlers, {
  beforeSend: (request) => (stateDir && mayWrite(request) ? mock.persist() : undefined),
  // A contract call that reached the mock without the edge (which always sets X-Mock-Fault): the
  // review upload, which the dev server sends here directly because Prism corrupts file bytes. It
  // goes into the call log too, so the e2e record has it; only Prism's checks are missing.
  afterSend: (request, status, headers, body) => {
    if (request.headers.has(FAULT_HEADER)) return;
    const { pathname } = new URL(request.url);
    const op = operationFor(request.method, pathname);
    if (!op) return;
    const text = (headers.get('content-type') ?? '').includes('json') ? body.toString('utf8') : undefined;
    mock.calls.begin();
    mock.calls.end({
      operation: op.id,
      method: op.method,
      path: pathname,
      status,
      code: businessCode(text),
      fromApp: request.headers.has('sec-fetch-dest'),
      violations: violationsOf({ status, contentType: headers.get('content-type') ?? undefined, body: text }),
    });
  },
});
limitRequestTime(server);
server.on('error', refuseTakenPort(MOCK_PORT));
server.listen(MOCK_PORT, HOST, () =>
  console.log(`mock: stateful mock listening on ${HOST}:${MOCK_PORT} (control API under /__mock/)`),
);

let prism: ChildProcess | undefined;
let prismBundle = '';
let stopping = false;
let prismPort = 0;
// Settled while Prism listens; a new one is pending from its exit until it listens again, and the
// edge holds calls until then (a restart takes seconds, and a call sent meanwhile would be a 502).
let markListening: () => void = () => {};
let prismListening = new Promise<void>((resolve) => (markListening = resolve));

function startPrism(): void {
  // Tethered (scripts/lib/tether.mjs): Prism ends with this process, even when it is SIGKILLed.
  prism = spawnTethered(
    path.join(ROOT, 'node_modules', '.bin', 'prism'),
    [
      'proxy',
      prismBundle,
      `http://${HOST}:${MOCK_PORT}`,
      '--errors',
      '--host',
      HOST,
      '--port',
      String(prismPort),
      '-v',
      'warn',
    ],
    { cwd: ROOT },
  );
  prism.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`mock: prism exited (${signal ?? code}); restarting`);
    prismListening = new Promise((resolve) => (markListening = resolve));
    setTimeout(startPrism, 500);
  });
  // A Prism that does not come back within the wait lets the held calls go on to their 502.
  waitForPort(prismPort, HOST, PRISM_START_MS).then(
    () => markListening(),
    () => markListening(),
  );
}
const PRISM_START_MS = 60_000;

let edge: ReturnType<typeof createEdgeServer> | undefined;
if (withPrism) {
  // Prism checks every rule but the token scheme, which the mock applies (scripts/lib/prism-document.ts).
  prismBundle = prismDocument();
  prismPort = await freePort(HOST);
  startPrism();
  // The front door opens once Prism answers, so whoever waits for API_PORT finds the whole stack.
  await waitForPort(prismPort, HOST, PRISM_START_MS);
  edge = limitRequestTime(
    createEdgeServer(
      mock.faults,
      { host: HOST, port: () => prismPort, ready: () => prismListening },
      mock.calls,
      hybrid,
    ),
  );
  edge.on('error', refuseTakenPort(API_PORT));
  edge.listen(API_PORT, HOST, () =>
    console.log(
      `mock: contract-checking proxy (prism proxy --errors) listening on ${HOST}:${API_PORT}` +
        (latency === undefined ? '' : `; every call waits ${[latency].flat().join('-')} ms (MOCK_LATENCY)`),
    ),
  );
  if (hybrid) console.log(hybrid.routing.summary().join('\n'));
} else if (hybrid) {
  refuse('hybrid mode needs the front door (MOCK_NO_PRISM is set)');
}

function shutdown(): void {
  stopping = true;
  prism?.kill('SIGTERM');
  edge?.close();
  server.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
process.on('SIGHUP', shutdown);
