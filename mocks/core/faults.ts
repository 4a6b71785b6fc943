// Faults and latency on demand, for one operation or all of them: a delay (fixed or a random
// range), an HTTP status, a dropped connection, a body that is not JSON, or any business code of
// the contract. Set through the control API (`POST /__mock/faults`), for a single call by the
// `X-Mock-Fault` request header, and for a whole run by MOCK_LATENCY (server/main.ts).
//
// Where it is applied: in the mock's handlers (MSW in Node or served over HTTP), and, when the
// mock runs behind `prism proxy --errors`, in front of Prism (server/edge.ts) for the kinds that
// Prism would otherwise turn into its own 500 (a dropped connection, a body that is not JSON).
import { HttpResponse, delay as wait, http, type HttpHandler } from 'msw';
import { operationById, operationFor, type ContractOperation } from './contract';

/** Every operation. */
export const ALL = '*';
export const FAULT_HEADER = 'x-mock-fault';

export type Delay = number | [min: number, max: number];

/** What a fault does besides (or instead of) waiting. */
export type FaultKind =
  | { kind: 'status'; status: number }
  | { kind: 'drop' }
  | { kind: 'notJson' }
  | { kind: 'code'; code: number }
  | { kind: 'delay' };

export type FaultSpec = FaultKind & { delay?: Delay };

export interface Fault {
  id: number;
  /** An operationId, or `*` for every operation. */
  operation: string;
  spec: FaultSpec;
  /** Calls it still applies to; null until cleared. */
  remaining: number | null;
}

/** A fault resolved for one call: the delay drawn, what to answer. */
export interface Resolved {
  delayMs: number;
  fault: FaultKind;
}

export const MAX_DELAY_MS = 600_000;

export class FaultError extends Error {}

/** `300` or `200-800` (ms). */
export function parseDelay(value: unknown): Delay {
  if (typeof value === 'number') return checkDelay(value);
  if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'number')) {
    const [min, max] = value as [number, number];
    return checkRange(min, max);
  }
  if (typeof value === 'string') {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(value);
    if (m) return m[2] === undefined ? checkDelay(Number(m[1])) : checkRange(Number(m[1]), Number(m[2]));
  }
  throw new FaultError(
    `delay must be ms (3000), a range "200-800" or [200, 800]; got ${JSON.stringify(value)}`,
  );
}

function checkDelay(ms: number): number {
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_DELAY_MS)
    throw new FaultError(`delay must be a whole number of ms from 0 to ${MAX_DELAY_MS}; got ${ms}`);
  return ms;
}

function checkRange(min: number, max: number): Delay {
  checkDelay(min);
  checkDelay(max);
  if (min > max)
    throw new FaultError(`delay range ${min}-${max}: the first bound must not exceed the second`);
  return [min, max];
}

export function drawDelay(delay: Delay | undefined, random = Math.random): number {
  if (delay === undefined) return 0;
  if (typeof delay === 'number') return delay;
  return delay[0] + Math.round(random() * (delay[1] - delay[0]));
}

/** The operations a fault can answer `code` for: those whose x-codes list it. */
function checkCode(operation: string, code: number): void {
  if (!Number.isInteger(code)) throw new FaultError(`code must be an integer; got ${code}`);
  if (operation === ALL) return; // applied to the operations that have the code, see codeExample
  const op = operationById(operation)!;
  if (!op.codes.some((c) => c.code === code && c.code !== 1))
    throw new FaultError(
      `${operation} has no business code ${code} other than success; its x-codes: ${op.codes.map((c) => c.code).join(', ')}`,
    );
}

/**
 * Reads a fault from the control API's JSON body or the header's `key=value; ...` pairs. Exactly
 * one of status, drop, notJson, code, or a delay alone.
 */
export function parseSpec(input: Record<string, unknown>, operation: string): FaultSpec {
  const delay = input.delay === undefined ? undefined : parseDelay(input.delay);
  const kinds: FaultKind[] = [];
  if (input.status !== undefined) {
    const status = Number(input.status);
    if (!Number.isInteger(status) || status < 400 || status > 599)
      throw new FaultError(
        `status must be an HTTP error status 400-599 (500, 502, 503, 429); got ${String(input.status)}`,
      );
    kinds.push({ kind: 'status', status });
  }
  if (input.drop === true || input.drop === 'true') kinds.push({ kind: 'drop' });
  if (input.notJson === true || input.notJson === 'true') kinds.push({ kind: 'notJson' });
  if (input.code !== undefined) {
    const code = Number(input.code);
    checkCode(operation, code);
    kinds.push({ kind: 'code', code });
  }
  if (kinds.length > 1)
    throw new FaultError('a fault is one of status, drop, notJson or code (each may come with a delay)');
  if (kinds.length === 0 && delay === undefined)
    throw new FaultError('a fault needs a delay, status, drop, notJson or code');
  return { ...(kinds[0] ?? { kind: 'delay' }), ...(delay === undefined ? {} : { delay }) };
}

/** `status=503`, `drop`, `not-json`, `code=-1`, `delay=200-800; status=502`. */
export function parseHeader(value: string, operation: string): FaultSpec {
  const input: Record<string, unknown> = {};
  for (const part of value.split(/[;,]/)) {
    const [rawKey = '', ...rest] = part.split('=');
    const key = rawKey.trim().toLowerCase();
    if (!key) continue;
    const v = rest.join('=').trim();
    if (key === 'drop') input.drop = true;
    else if (key === 'not-json' || key === 'notjson') input.notJson = true;
    else if (key === 'delay' || key === 'status' || key === 'code')
      input[key] = key === 'delay' ? v : Number(v);
    else throw new FaultError(`${FAULT_HEADER}: unknown key ${key} (delay, status, drop, not-json, code)`);
  }
  return parseSpec(input, operation);
}

/** The header value that carries a resolved fault on to the next hop (no delay: already waited). */
export function formatKind(fault: FaultKind): string {
  switch (fault.kind) {
    case 'status':
      return `status=${fault.status}`;
    case 'code':
      return `code=${fault.code}`;
    case 'drop':
      return 'drop';
    case 'notJson':
      return 'not-json';
    case 'delay':
      return 'none';
  }
}

export class Faults {
  private list: Fault[] = [];
  private nextId = 1;
  /** MOCK_LATENCY: every call of the run waits this long unless a fault sets its own delay. */
  latency: Delay | undefined;

  constructor(opts: { latency?: Delay; random?: () => number } = {}) {
    this.latency = opts.latency;
    this.random = opts.random ?? Math.random;
  }

  private random: () => number;

  add(operation: string, spec: FaultSpec, times?: number): Fault {
    if (operation !== ALL && !operationById(operation))
      throw new FaultError(`unknown operationId ${operation}`);
    if (times !== undefined && !(Number.isInteger(times) && times > 0))
      throw new FaultError(`times must be a positive integer; got ${times}`);
    const fault: Fault = { id: this.nextId++, operation, spec, remaining: times ?? null };
    this.list.push(fault);
    return fault;
  }

  all(): Fault[] {
    return this.list.map((f) => ({ ...f }));
  }

  /** Clears every fault, or those of one operation (`*` clears the ones set for all). */
  clear(operation?: string): number {
    const before = this.list.length;
    this.list = operation === undefined ? [] : this.list.filter((f) => f.operation !== operation);
    return before - this.list.length;
  }

  /**
   * The fault for one call of an operation: the request's header first, else the first fault set
   * for the operation, else the first set for all operations (each use counts against `times`),
   * else the run's latency alone. `X-Mock-Fault: none` asks for no fault at all.
   */
  resolve(op: ContractOperation, header: string | null | undefined): Resolved | undefined {
    let spec: FaultSpec | undefined;
    if (header?.trim() === 'none') return undefined;
    if (header) spec = parseHeader(header, op.id);
    else spec = this.take(op);
    if (!spec) {
      const delayMs = drawDelay(this.latency, this.random);
      return delayMs ? { delayMs, fault: { kind: 'delay' } } : undefined;
    }
    const { delay, ...kind } = spec;
    return { delayMs: drawDelay(delay ?? this.latency, this.random), fault: kind as FaultKind };
  }

  private take(op: ContractOperation): FaultSpec | undefined {
    const applies = (f: Fault) =>
      f.spec.kind !== 'code' || op.codes.some((c) => c.code === (f.spec as { code: number }).code);
    const fault =
      this.list.find((f) => f.operation === op.id) ??
      this.list.find((f) => f.operation === ALL && applies(f));
    if (!fault) return undefined;
    if (fault.remaining !== null && --fault.remaining === 0) this.list = this.list.filter((f) => f !== fault);
    return fault.spec;
  }
}

const GATEWAY_TEXT: Record<number, string> = {
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Temporarily Unavailable',
  504: 'Gateway Time-out',
};

/** The page a gateway (nginx) answers with an error status: the app must not read it as JSON. */
export function statusPage(status: number): { body: string; headers: Record<string, string> } {
  const text = `${status} ${GATEWAY_TEXT[status] ?? 'Error'}`;
  return {
    body: `<html>\r\n<head><title>${text}</title></head>\r\n<body>\r\n<center><h1>${text}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`,
    headers: {
      'Content-Type': 'text/html',
      ...(status === 429 || status === 503 ? { 'Retry-After': '1' } : {}),
    },
  };
}

/** A 200 whose body is not JSON: what a captive portal or a misrouted CDN answers. */
export const NOT_JSON_BODY =
  '<!DOCTYPE html><html><body><h1>Welcome to the Wi-Fi</h1><p>Please log in.</p></body></html>';

/** The example of the operation's x-codes entry for the code. */
export function codeExample(op: ContractOperation, code: number): unknown {
  const entry = op.codes.find((c) => c.code === code);
  return entry ? op.examples[entry.example] : undefined;
}

/** Applies a resolved fault as a response; undefined lets the next handler answer (delay only). */
export function faultResponse(op: ContractOperation, fault: FaultKind): Response | undefined {
  switch (fault.kind) {
    case 'status': {
      const page = statusPage(fault.status);
      return new HttpResponse(page.body, { status: fault.status, headers: page.headers });
    }
    case 'drop':
      return HttpResponse.error();
    case 'notJson':
      return new HttpResponse(NOT_JSON_BODY, { status: 200, headers: { 'Content-Type': 'text/html' } });
    case 'code': {
      const example = codeExample(op, fault.code);
      return example === undefined ? undefined : HttpResponse.json(example as Record<string, unknown>);
    }
    case 'delay':
      return undefined;
  }
}

/** First of the mock's handlers: applies the fault of the call, if any. */
export function faultHandler(faults: Faults): HttpHandler {
  return http.all('*/api/*', async ({ request }) => {
    const op = operationFor(request.method, new URL(request.url).pathname);
    if (!op) return undefined;
    let resolved: Resolved | undefined;
    try {
      resolved = faults.resolve(op, request.headers.get(FAULT_HEADER));
    } catch (err) {
      return HttpResponse.json(
        { code: 0, msg: err instanceof Error ? err.message : String(err), data: null },
        { status: 400 },
      );
    }
    if (!resolved) return undefined;
    if (resolved.delayMs) await wait(resolved.delayMs);
    return faultResponse(op, resolved.fault);
  });
}
