// The calls the mock stack answered, as its front door (server/edge.ts) saw them after `prism proxy
// --errors` had checked them: the operation, the HTTP status, the business code and every contract
// violation. The e2e suite clears the log before each test and fails the test on any violation
// (e2e/support.ts), and writes the operations and codes the app called to reports/e2e-calls.json
// for the contract runner's coverage report. Read and cleared through the control API
// (`GET` / `DELETE /__mock/calls`).

/** One answered call. */
export interface CallRecord {
  seq: number;
  /** The contract's operationId, or `METHOD /path` for a path the contract does not have. */
  operation: string;
  method: string;
  path: string;
  status: number;
  /** The envelope's `code`, when the body is one. */
  code?: number;
  /** Sent by a browser (it has `Sec-Fetch-Dest`), not by a test's or a script's own fetch. */
  fromApp: boolean;
  /** The fault the edge applied, when one did (`status=503`, `notJson`...). */
  fault?: string;
  /** Every contract violation of the call, one line each; empty when it kept the contract. */
  violations: string[];
  /** Hybrid mode: whether the real backend or the mock answered. */
  target?: 'real' | 'mock';
  /** Hybrid mode: why a call routed to the backend was answered by the mock (`backend HTTP 404`). */
  fallback?: string;
}

interface ProblemItem {
  location?: unknown;
  severity?: unknown;
  code?: unknown;
  message?: unknown;
}

function item(v: ProblemItem): string {
  const where = Array.isArray(v.location) && v.location.length ? ` ${v.location.join('.')}` : '';
  const severity = typeof v.severity === 'string' ? v.severity.toLowerCase() : 'violation';
  return `${severity}${where}: ${typeof v.message === 'string' ? v.message : JSON.stringify(v)}`;
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The business code of an envelope body, or undefined. */
export function businessCode(body: string | undefined): number | undefined {
  const json = parseJson(body);
  if (json && typeof json === 'object' && 'code' in json && typeof json.code === 'number') return json.code;
  return undefined;
}

/**
 * The contract violations one answer carries, as the validating proxy reports them: the
 * `sl-violations` header (warnings included, e.g. an undeclared status), a request it refused
 * (problem+json with a `validation` list, or the mock's own 400/413/422 problem), and any 5xx.
 */
export function violationsOf(answer: {
  status: number;
  contentType?: string;
  slViolations?: string;
  body?: string;
}): string[] {
  const out: string[] = [];
  if (answer.slViolations) {
    const list = parseJson(answer.slViolations);
    if (Array.isArray(list)) out.push(...list.map((v) => item(v as ProblemItem)));
    else out.push(`sl-violations: ${answer.slViolations}`);
  }
  // A response the proxy refused (its 500 problem) repeats the header's items: said once.
  const fromHeader = new Set(out);
  const isProblem = (answer.contentType ?? '').includes('application/problem+json');
  if (isProblem && answer.status >= 400) {
    const p = parseJson(answer.body) as
      { title?: unknown; detail?: unknown; validation?: unknown } | undefined;
    const head = `HTTP ${answer.status} ${typeof p?.title === 'string' ? p.title : 'problem'}`;
    if (Array.isArray(p?.validation) && p.validation.length)
      out.push(
        ...p.validation
          .map((v) => item(v as ProblemItem))
          .filter((text) => !fromHeader.has(text))
          .map((text) => `${head}: ${text}`),
      );
    else out.push(`${head}: ${typeof p?.detail === 'string' ? p.detail : (answer.body ?? '')}`);
  } else if (answer.status >= 500 && !answer.slViolations) {
    out.push(`HTTP ${answer.status}: ${(answer.body ?? '').slice(0, 200)}`);
  }
  return out;
}

/** The calls whose violations a test did not allow (by operationId). */
export function unexpectedViolations(calls: CallRecord[], allow: readonly string[] = []): CallRecord[] {
  return calls.filter((c) => c.violations.length > 0 && !allow.includes(c.operation));
}

/** `operation: violation` lines, each with the call it came from. */
export function formatViolations(calls: CallRecord[]): string {
  return calls
    .flatMap((c) =>
      c.violations.map(
        (v) =>
          `${c.operation}: ${v} [${c.method} ${c.path} → HTTP ${c.status}${c.code === undefined ? '' : `, code ${c.code}`}${c.fault ? `, fault ${c.fault}` : ''}]`,
      ),
    )
    .join('\n');
}

/** The newest calls, at most `limit` (a long `npm start` session must not grow without bound). */
export class CallLog {
  private calls: CallRecord[] = [];
  private seq = 0;
  private inflight = 0;
  private waiters: (() => void)[] = [];
  /** Calls dropped from the front since the last clear, over the limit. */
  dropped = 0;

  constructor(private readonly limit = 2000) {}

  /** A call is under way; its answer will be recorded (or abandoned) later. */
  begin(): void {
    this.inflight++;
  }

  /** A call that began ended: recorded when there is an answer to record. */
  end(call?: Omit<CallRecord, 'seq'>): void {
    this.inflight = Math.max(0, this.inflight - 1);
    if (call) {
      this.calls.push({ seq: ++this.seq, ...call });
      if (this.calls.length > this.limit) {
        this.calls.shift();
        this.dropped++;
      }
    }
    if (this.inflight === 0) for (const w of this.waiters.splice(0)) w();
  }

  list(): CallRecord[] {
    return [...this.calls];
  }

  clear(): void {
    this.calls = [];
    this.dropped = 0;
  }

  /** Resolves once no call is under way, or after `ms`, whichever is first. */
  settled(ms: number): Promise<void> {
    if (this.inflight === 0 || ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== done);
        resolve();
      }, ms);
      this.waiters.push(done);
    });
  }
}

/** One line of the e2e run's record: an operation and code the app called, and how often. */
export interface AppCall {
  operationId: string;
  code: number;
  calls: number;
}

/**
 * The operations and business codes the app itself called (browser requests answered with an
 * envelope), summed over the given call lists, sorted by operation and code.
 */
export function appCalls(
  lists: readonly (readonly Pick<CallRecord, 'operation' | 'code' | 'fromApp' | 'violations'>[])[],
): AppCall[] {
  const byKey = new Map<string, AppCall>();
  for (const list of lists)
    for (const c of list) {
      if (!c.fromApp || c.code === undefined || c.operation.includes(' ')) continue;
      const key = `${c.operation} ${c.code}`;
      const seen = byKey.get(key);
      if (seen) seen.calls++;
      else byKey.set(key, { operationId: c.operation, code: c.code, calls: 1 });
    }
  return [...byKey.values()].sort((a, b) =>
    a.operationId === b.operationId ? a.code - b.code : a.operationId < b.operationId ? -1 : 1,
  );
}
