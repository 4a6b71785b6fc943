// Coverage per operation and business code: reached by a real answer of the server (example
// request, no token, a link sequence, a generated request), only by a replay of the contract's own
// example (a scenario of the mock's control API), by the e2e run, or not at all (with why).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OperationEntry } from '../lib/contract.ts';
import type { Run } from './run.ts';

export interface CodeCoverage {
  code: number;
  example: string;
  /** How a real answer reached it, or null. */
  real: string | null;
  /** True when only the contract's example, replayed by the mock, showed it. */
  replayed: boolean;
  e2e: boolean;
  reason?: string;
  /** Not sent by choice (an x-writes operation without --writes): reported, not incomplete. */
  notRun?: boolean;
}

export interface Coverage {
  baseUrl: string;
  controlApi: boolean;
  writes: boolean;
  fuzz: { requests: number; seed: number };
  e2e: { recorded: boolean; file: string; run: string | null };
  complete: boolean;
  totals: {
    operations: number;
    codes: number;
    reached: number;
    real: number;
    replayed: number;
    e2e: number;
    notReached: number;
    /** Codes of operations this run chose not to send (x-writes without --writes). */
    notRun: number;
  };
  operations: { operationId: string; method: string; path: string; tag: string; codes: CodeCoverage[] }[];
}

interface E2eRecord {
  pairs: Set<string>;
  run: string;
}

/**
 * The e2e run's record (reports/e2e-calls.json, written by e2e/global-teardown.ts), or undefined:
 * `{generatedAt, tests, specs, calls: [{operationId, code}]}`, or a bare list of
 * `{operationId | method+path, code}`.
 */
export function readE2eCalls(file: string, entries: OperationEntry[], root: string): E2eRecord | undefined {
  if (!existsSync(file)) return undefined;
  type Entry = { operationId?: string; method?: string; path?: string; code: number };
  const raw = JSON.parse(readFileSync(file, 'utf8')) as
    Entry[] | { generatedAt?: string; tests?: number; specs?: string[]; calls: Entry[] };
  const list = Array.isArray(raw) ? raw : raw.calls;
  const byKey = new Map(entries.map((e) => [`${e.method.toUpperCase()} ${e.path}`, e.op.operationId]));
  return {
    pairs: new Set(
      list.map(
        (c) => `${c.operationId ?? byKey.get(`${(c.method ?? '').toUpperCase()} ${c.path ?? ''}`)} ${c.code}`,
      ),
    ),
    run: Array.isArray(raw)
      ? path.relative(root, file)
      : `${path.relative(root, file)}, ${raw.tests ?? '?'} tests in ${raw.specs?.length ?? '?'} spec files, ${raw.generatedAt ?? 'undated'}`,
  };
}

export function coverageOf(
  run: Run,
  ctx: { fuzzN: number; seed: number; fuzzOnly: boolean; e2eFile: string; root: string },
): Coverage {
  const entries = run.spec.entries.filter((e) => run.selected(e.op.operationId));
  const e2e = readE2eCalls(path.resolve(ctx.root, ctx.e2eFile), entries, ctx.root);
  const totals = {
    operations: entries.length,
    codes: 0,
    reached: 0,
    real: 0,
    replayed: 0,
    e2e: 0,
    notReached: 0,
    notRun: 0,
  };
  const hasControl = run.opts.controlUrl !== undefined;
  const failedCodes = new Set(
    run.cases.flatMap((c) =>
      c.findings.filter((f) => f.severity === 'error').map((f) => `${c.entry.op.operationId} ${f.source}`),
    ),
  );
  const operations = entries.map((entry) => {
    const skipped = entry.op['x-writes'] === true && !run.opts.writes;
    const reached = run.reached.get(entry.op.operationId);
    const codes = (entry.op['x-codes'] ?? []).map((c): CodeCoverage => {
      const r = reached?.get(c.code);
      // A scenario whose check failed left its code unreached already (Run.call); this also
      // drops a code whose real answer was recorded before a later check of the same step failed.
      const real = r?.kind === 'real' && !failedCodes.has(`${entry.op.operationId} ${r.how}`) ? r.how : null;
      const replayed = !real && r?.kind === 'replayed';
      const byE2e = e2e?.pairs.has(`${entry.op.operationId} ${c.code}`) ?? false;
      totals.codes++;
      if (real) totals.real++;
      if (replayed) totals.replayed++;
      if (byE2e) totals.e2e++;
      if (real || replayed || byE2e) {
        totals.reached++;
        return { code: c.code, example: c.example, real, replayed, e2e: byE2e };
      }
      if (skipped) {
        totals.notRun++;
        return {
          code: c.code,
          example: c.example,
          real,
          replayed,
          e2e: byE2e,
          notRun: true,
          reason: 'x-writes: not sent without --writes (use a test account --token on staging)',
        };
      }
      totals.notReached++;
      const reason = skipped
        ? 'x-writes: not sent without --writes (use a test account --token on staging)'
        : ctx.fuzzOnly
          ? 'runner phase not run (--fuzz-only): only generated requests were sent'
          : !hasControl
            ? 'cannot be forced: the server has no control API (/__mock/scenario), and the code depends on server state (data, time, third parties) the runner cannot set; reach it with a test account in that state, or run against the mock stack'
            : 'no answer with this code passed its checks (see the findings above)';
      return { code: c.code, example: c.example, real, replayed, e2e: byE2e, reason };
    });
    return {
      operationId: entry.op.operationId,
      method: entry.method.toUpperCase(),
      path: entry.path,
      tag: entry.op.tags?.[0] ?? 'untagged',
      codes,
    };
  });
  return {
    baseUrl: run.opts.baseUrl,
    controlApi: hasControl,
    writes: run.opts.writes,
    fuzz: { requests: ctx.fuzzN, seed: ctx.seed },
    e2e: { recorded: e2e !== undefined, file: ctx.e2eFile, run: e2e?.run ?? null },
    complete: totals.notReached === 0,
    totals,
    operations,
  };
}

export function coverageSummary(c: Coverage): string {
  const t = c.totals;
  return (
    `coverage: ${t.reached}/${t.codes} x-codes of ${t.operations} operations reached: ` +
    `${t.real} by a real answer of the server, ${t.replayed} only by the mock replaying the contract's example (scenario)` +
    `, e2e ${c.e2e.recorded ? t.e2e : 'not recorded'}` +
    (t.notRun ? `; ${t.notRun} codes of x-writes operations not sent (no --writes)` : '') +
    (c.e2e.recorded
      ? `\ne2e: the codes the app called in the e2e run of ${c.e2e.run}`
      : `\ne2e: not recorded (no ${c.e2e.file}; a Playwright run writes it): the e2e column says n/a, not "not reached"`) +
    (c.complete
      ? ''
      : `\nINCOMPLETE: ${t.notReached} codes were not reached; the list above says why for each` +
        (c.controlApi ? '' : ' (no control API on this server: codes that need a scenario cannot be forced)'))
  );
}

/** The codes nothing reached (x-writes codes not sent by choice are summed up, not listed). */
export function coverageGaps(c: Coverage, file: string, max = 40): string[] {
  const rows = c.operations.flatMap((o) =>
    o.codes
      .filter((k) => k.reason && !k.notRun)
      .map(
        (k) =>
          `  ${o.operationId.padEnd(28)} ${String(k.code).padStart(5)} ${k.example.padEnd(20)} ${k.reason}`,
      ),
  );
  if (rows.length === 0) return [];
  return [
    `\nnot reached: ${rows.length} codes (every code: ${file})`,
    ...rows.slice(0, max),
    ...(rows.length > max ? [`  ... and ${rows.length - max} more`] : []),
  ];
}
