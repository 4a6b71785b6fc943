// Every answer of the real backend in hybrid mode goes through the contract runner's checks
// (scripts/contract/checks.ts: status declared, no 5xx, the envelope, a code in x-codes, the schema
// of that code's variant), the checks `npm run contract` applies. A violation is printed once per
// operation and kind, and appended to reports/backend-violations.json with the request as a curl
// line that sends it again, its token and password values replaced by $TOKEN / $PASSWORD.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { answerFindings } from '../../scripts/contract/checks';
import {
  SECRET_FIELDS,
  curlLine,
  type Answer,
  type Fields,
  type RequestSpec,
} from '../../scripts/contract/http';
import { loadSpec, type Spec } from '../../scripts/contract/spec';
import { maskRecorded } from './recordings';

export interface BackendCall {
  operation: string;
  method: string;
  /** The path and query as the app sent them. */
  url: string;
  contentType?: string;
  body?: Buffer;
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

/**
 * The request as a curl line against the backend, its secrets masked; with `personal`, its mobiles
 * and names too (for a recording, which may be shared).
 */
export function maskedCurl(
  backend: URL,
  call: Pick<BackendCall, 'method' | 'url' | 'contentType' | 'body'>,
  personal = false,
) {
  const url = new URL(call.url, 'http://app');
  const fields = (entries: Iterable<[string, string]>): Fields =>
    Object.fromEntries(
      [...entries].map(([k, v]) => [
        k,
        personal && !SECRET_FIELDS.includes(k) ? String(maskRecorded(v, k)) : v,
      ]),
    );
  const spec: RequestSpec = { query: fields(url.searchParams) };
  if (call.body?.length && (call.contentType ?? '').includes('application/x-www-form-urlencoded')) {
    spec.body = fields(new URLSearchParams(call.body.toString('utf8')));
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

/** Checks real answers and reports each new kind of violation once. */
export class BackendCheck {
  private spec: Spec | undefined;
  private readonly seen = new Set<string>();

  constructor(
    private readonly backend: URL,
    private readonly reportFile: string,
    private readonly print: (line: string) => void = (l) => console.error(l),
  ) {}

  /** The call's violations, one line each (empty when it kept the contract). */
  check(call: BackendCall): string[] {
    this.spec ??= loadSpec();
    const entry = this.spec.byId.get(call.operation);
    if (!entry) return [];
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
    if (fresh.length) this.append(fresh);
    return findings.map((f) => `backend [${f.check}] ${f.problem}`);
  }

  /** Appends to the report's list (a JSON array, so a reader parses the whole file). */
  private append(list: BackendViolation[]): void {
    mkdirSync(path.dirname(this.reportFile), { recursive: true });
    let old: unknown[] = [];
    try {
      const parsed = JSON.parse(readFileSync(this.reportFile, 'utf8')) as unknown;
      if (Array.isArray(parsed)) old = parsed;
    } catch {
      // none yet, or unreadable: started afresh
    }
    writeFileSync(this.reportFile, `${JSON.stringify([...old, ...list], null, 2)}\n`);
  }
}
