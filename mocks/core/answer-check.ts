// Hybrid mode's check of the real backend's answers (docs/hybrid.md), shared by the mock stack
// (server/backend-check.ts, which also writes the report) and the browser demo (demo-hybrid.ts):
// every answer goes through the contract runner's checks (scripts/contract/checks.ts: status
// declared, no 5xx, the envelope, a code in x-codes, the schema of that code's variant), and each
// new kind of break of an operation is said once, with the request as a curl line whose token
// and password values are replaced by $TOKEN / $PASSWORD.
import { answerFindings } from '../../scripts/contract/checks';
import {
  SECRET_FIELDS,
  curlLine,
  type Answer,
  type Fields,
  type RequestSpec,
} from '../../scripts/contract/http';
import type { Spec } from '../../scripts/contract/spec';

export interface BackendCall {
  operation: string;
  method: string;
  /** The path and query as the app sent them. */
  url: string;
  contentType?: string;
  body?: Uint8Array | string;
  status: number;
  answerType?: string;
  text: string;
  ms: number;
}

export interface BackendViolation {
  at: string;
  operation: string;
  /** The kind of break: the contract runner's check name (response-schema, code-declared...). */
  kind: string;
  problem: string;
  expected: string;
  actual: string;
  curl: string;
}

const textOf = (body: Uint8Array | string) =>
  typeof body === 'string' ? body : new TextDecoder().decode(body);

/**
 * The request as a curl line against the backend, its secrets masked; `mask` changes the other
 * values too (the mock stack's recordings mask mobiles and names).
 */
export function maskedCurl(
  backend: URL,
  call: Pick<BackendCall, 'method' | 'url' | 'contentType' | 'body'>,
  mask?: (value: string, key: string) => string,
) {
  const url = new URL(call.url, 'http://app');
  const fields = (entries: Iterable<[string, string]>): Fields =>
    Object.fromEntries(
      [...entries].map(([k, v]) => [k, mask && !SECRET_FIELDS.includes(k) ? mask(v, k) : v]),
    );
  const spec: RequestSpec = { query: fields(url.searchParams) };
  if (call.body?.length && (call.contentType ?? '').includes('application/x-www-form-urlencoded')) {
    spec.body = fields(new URLSearchParams(textOf(call.body)));
    spec.bodyType = 'form';
  }
  const base = backend.toString().replace(/\/$/, '');
  return curlLine(base, call.method, url.pathname, spec, true);
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** Checks real answers; says each new kind of break of an operation once. */
export class AnswerCheck {
  private spec: Spec | undefined;
  private readonly seen = new Set<string>();

  constructor(
    private readonly backend: URL,
    /** The contract runner's view of the contract, made on the first answer. */
    private readonly loadSpec: () => Spec,
    private readonly print: (line: string) => void,
  ) {}

  /** The call's breaks, one line each (`lines`, empty when it kept the contract), and those new. */
  check(call: BackendCall): { lines: string[]; fresh: BackendViolation[] } {
    this.spec ??= this.loadSpec();
    const entry = this.spec.byId.get(call.operation);
    if (!entry) return { lines: [], fresh: [] };
    const url = new URL(call.url, 'http://app');
    const answer: Answer = {
      status: call.status,
      json: parse(call.text),
      text: call.text,
      violations: null,
      // Time is not a contract matter here: a slow staging server is not a break.
      ms: call.ms,
      contentType: call.answerType ?? '',
    };
    const findings = answerFindings(
      { spec: this.spec, maxMs: Number.POSITIVE_INFINITY, curl: () => maskedCurl(this.backend, call) },
      entry,
      { method: call.method, path: url.pathname, spec: { query: {} }, answer },
      { input: 'valid', source: 'hybrid' },
    );
    const fresh: BackendViolation[] = [];
    for (const f of findings) {
      const key = `${f.operation} ${f.check}`;
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      fresh.push({
        at: new Date().toISOString(),
        operation: f.operation,
        kind: f.check,
        problem: f.problem,
        expected: f.expected,
        actual: f.actual,
        curl: f.curl ?? maskedCurl(this.backend, call),
      });
      this.print(
        `backend broke the contract: ${f.operation} [${f.check}] ${f.problem}\n  expected ${f.expected}\n  ${f.curl}`,
      );
    }
    return { lines: findings.map((f) => `backend [${f.check}] ${f.problem}`), fresh };
  }
}
