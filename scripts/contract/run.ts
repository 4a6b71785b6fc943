// The state of one run: what it sends to, its options, the checks' cases and findings, and which
// business codes a real answer reached (or only a replay of the contract's example).
import type { OperationEntry } from '../lib/contract.ts';
import { answerFindings, type CheckContext, type Input } from './checks.ts';
import type { CheckName, Finding } from './findings.ts';
import { codeOf, curlLine, send, type Exchange, type RequestSpec } from './http.ts';
import type { Spec } from './spec.ts';

export interface Options {
  baseUrl: string;
  /** The mock's control API (/__mock/...), when the server has one. */
  controlUrl?: string;
  writes: boolean;
  token?: string;
  /** The user id of --token (cart calls name the user by id). */
  userId?: string;
  tokenB?: string;
  userIdB?: string;
  /** mobile:password of the first account, for the login checks. */
  login?: string;
  /** mobile:password of the second account (the runner logs in as it). */
  loginB?: string;
  /** The SMS code registration accepts (the mock's is 123456); the runner then registers account B. */
  smsCode?: string;
  maxMs: number;
  strictInput: boolean;
  maskSecrets: boolean;
  excluded: Set<CheckName>;
  /** Only these operations (and the sequences that use them). */
  only?: Set<string>;
}

export type CaseStatus = 'passed' | 'failed' | 'skipped';

export interface Case {
  entry: OperationEntry;
  name: string;
  findings: Finding[];
  /** Set when the check did not run, with the reason. */
  skipped?: string;
  /** Filled by the report: passed or failed after --strict-input and the baseline. */
  status?: CaseStatus;
}

/** How a code was reached: by a real answer of the server, or only by a replayed example. */
export type Reach = { kind: 'real' | 'replayed'; how: string };

export class Run {
  readonly cases: Case[] = [];
  readonly reached = new Map<string, Map<number, Reach>>();
  /** Generated requests by kind, and the slowest answer, over the whole run. */
  readonly fuzzKinds = new Map<string, number>();
  slowestMs = 0;
  readonly checkContext: CheckContext;

  constructor(
    readonly spec: Spec,
    readonly opts: Options,
  ) {
    this.checkContext = {
      spec,
      maxMs: opts.maxMs,
      curl: (x) => curlLine(opts.baseUrl, x.method, x.path, x.spec, opts.maskSecrets),
    };
  }

  selected(operationId: string): boolean {
    return !this.opts.only || this.opts.only.has(operationId);
  }

  async exchange(entry: OperationEntry, spec: RequestSpec): Promise<Exchange> {
    const answer = await send(this.opts.baseUrl, entry.method, entry.path, spec, this.opts.maxMs + 10_000);
    this.slowestMs = Math.max(this.slowestMs, answer.ms);
    return { method: entry.method, path: entry.path, spec, answer };
  }

  /**
   * Sends a request and checks the answer (status, envelope, code, schema, time). A code is
   * counted as reached only when every check on its answer passed.
   */
  async call(
    entry: OperationEntry,
    spec: RequestSpec,
    opts: { source: string; input?: Input; reach?: Reach['kind'] },
  ): Promise<{ x: Exchange; findings: Finding[] }> {
    const x = await this.exchange(entry, spec);
    const findings = this.keep(
      answerFindings(this.checkContext, entry, x, { input: opts.input ?? 'valid', source: opts.source }),
    );
    const code = codeOf(x.answer);
    if (
      findings.length === 0 &&
      x.answer.status === 200 &&
      code !== undefined &&
      (opts.input ?? 'valid') === 'valid'
    )
      this.reach(entry, code, { kind: opts.reach ?? 'real', how: opts.source });
    return { x, findings };
  }

  /** Drops findings of excluded checks. */
  keep(findings: Finding[]): Finding[] {
    return findings.filter((f) => !this.opts.excluded.has(f.check));
  }

  reach(entry: OperationEntry, code: number, r: Reach): void {
    const id = entry.op.operationId;
    const codes = this.reached.get(id) ?? new Map<number, Reach>();
    const had = codes.get(code);
    // A real answer outranks a replayed example; the first real one names how.
    if (!had || (had.kind === 'replayed' && r.kind === 'real')) codes.set(code, r);
    this.reached.set(id, codes);
  }

  isReached(entry: OperationEntry, code: number): boolean {
    return this.reached.get(entry.op.operationId)?.has(code) ?? false;
  }

  addCase(entry: OperationEntry, name: string, findings: Finding[], skipped?: string): Case {
    const c: Case = { entry, name, findings: this.keep(findings), skipped };
    this.cases.push(c);
    return c;
  }

  curl(x: Exchange): string {
    return this.checkContext.curl(x);
  }
}
