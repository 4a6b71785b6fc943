// The contract runner's command line: options, the phases in order, the report and the exit code.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seeded } from '../lib/fuzz.ts';
import { ROOT } from '../lib/paths.ts';
import { ensurePortFree, startBin, stop, waitForPort } from '../lib/servers.ts';
import { runBehaviour } from './behaviour.ts';
import { coverageGaps, coverageOf, coverageSummary } from './coverage.ts';
import { CHECKS, isCheckName, makeBaseline, parseBaseline, type CheckName } from './findings.ts';
import { fuzzOperation } from './generated.ts';
import { runOperation } from './operations.ts';
import { coverageJunit, findingsReport, judge, junit, tally } from './report.ts';
import { Run } from './run.ts';
import { loadSpec } from './spec.ts';

const OPTIONS = {
  'base-url': { type: 'string' },
  writes: { type: 'boolean', default: false },
  token: { type: 'string' },
  'user-id': { type: 'string' },
  'token-b': { type: 'string' },
  'user-id-b': { type: 'string' },
  login: { type: 'string' },
  'login-b': { type: 'string' },
  'sms-code': { type: 'string' },
  junit: { type: 'string', default: 'reports/contract-junit.xml' },
  'control-url': { type: 'string' },
  'no-scenarios': { type: 'boolean', default: false },
  port: { type: 'string', default: process.env.API_PORT ?? '4710' },
  'mock-port': { type: 'string', default: process.env.MOCK_PORT },
  fuzz: { type: 'string', default: '0' },
  seed: { type: 'string', default: '1' },
  'fuzz-only': { type: 'boolean', default: false },
  'no-behaviour': { type: 'boolean', default: false },
  'max-ms': { type: 'string', default: '3000' },
  'strict-input': { type: 'boolean' },
  'lenient-input': { type: 'boolean' },
  'mask-secrets': { type: 'boolean', default: false },
  'exclude-checks': { type: 'string', default: '' },
  operation: { type: 'string', multiple: true },
  baseline: { type: 'string' },
  'write-baseline': { type: 'string' },
  'allow-incomplete': { type: 'boolean', default: false },
  coverage: { type: 'string', default: 'reports/contract-coverage' },
  'e2e-calls': { type: 'string', default: 'reports/e2e-calls.json' },
  'list-checks': { type: 'boolean', default: false },
} as const;

type Args = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];

function excludedChecks(args: Args): Set<CheckName> {
  const names = args['exclude-checks']!.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !isCheckName(n));
  if (unknown.length) throw new Error(`unknown check(s) ${unknown.join(', ')}; --list-checks names them`);
  return new Set(names as CheckName[]);
}

async function health(controlUrl: string | undefined): Promise<{ frontDoor?: string | null } | undefined> {
  if (!controlUrl) return undefined;
  try {
    const r = await fetch(new URL('/__mock/health', controlUrl), { signal: AbortSignal.timeout(5000) });
    return r.ok ? ((await r.json()) as { frontDoor?: string | null }) : undefined;
  } catch {
    return undefined;
  }
}

// The contract is read and compiled once per process (the planted-defect suite runs many times).
let specCache: ReturnType<typeof loadSpec> | undefined;

/** The whole run; `log` receives the report (the CLI passes console.log). Returns the exit code. */
export async function contractRun(
  argv: string[],
  log: (text: string) => void = console.log,
): Promise<number> {
  const { values: args } = parseArgs({ args: argv, options: OPTIONS });
  if (args['list-checks']) {
    for (const [name, what] of Object.entries(CHECKS)) log(`${name.padEnd(26)} ${what}`);
    return 0;
  }
  const spec = (specCache ??= loadSpec());
  let baseUrl = args['base-url'];
  let controlUrl = args['control-url'] ?? baseUrl;
  let stack: ReturnType<typeof startBin> | undefined;
  if (!baseUrl) {
    const apiPort = Number(args.port);
    const mockPort = Number(args['mock-port'] ?? apiPort + 1);
    await ensurePortFree(apiPort);
    await ensurePortFree(mockPort);
    stack = startBin('tsx', ['mocks/server/main.ts'], {
      env: { API_PORT: String(apiPort), MOCK_PORT: String(mockPort) },
      quiet: true,
      name: 'mock',
    });
    await waitForPort(apiPort);
    await waitForPort(mockPort);
    baseUrl = `http://127.0.0.1:${apiPort}`;
    // Scenarios and reset go to the mock itself: the control API is not part of the contract.
    controlUrl = `http://127.0.0.1:${mockPort}`;
  }
  const mock = args['no-scenarios'] ? undefined : await health(controlUrl);
  // Against the mock stack (a validating proxy in front of the mock) lenient input is an error by
  // default: the stack is the reference that refuses what the contract forbids.
  const strictInput = args['lenient-input'] ? false : (args['strict-input'] ?? Boolean(mock?.frontDoor));
  const run = new Run(spec, {
    baseUrl,
    controlUrl: mock ? controlUrl : undefined,
    writes: args.writes === true,
    token: args.token,
    userId: args['user-id'],
    tokenB: args['token-b'],
    userIdB: args['user-id-b'],
    login: args.login,
    loginB: args['login-b'],
    smsCode: args['sms-code'] ?? (mock ? '123456' : undefined),
    maxMs: Number(args['max-ms']),
    strictInput,
    maskSecrets: args['mask-secrets'] === true,
    excluded: excludedChecks(args),
    only: args.operation?.length ? new Set(args.operation.flatMap((o) => o.split(','))) : undefined,
  });
  const reset = async () => {
    if (mock) await fetch(new URL('/__mock/reset', controlUrl), { method: 'POST' });
  };
  const fuzzN = Number(args.fuzz);
  const seed = Number(args.seed);
  const t0 = Date.now();
  const phases: string[] = [];
  const phase = async (name: string, body: () => Promise<void>) => {
    const t = Date.now();
    await body();
    phases.push(`${name} ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  try {
    await reset();
    const entries = spec.entries.filter((e) => run.selected(e.op.operationId));
    if (!args['fuzz-only']) {
      await phase('operations', async () => {
        for (const [i, entry] of entries.entries()) await runOperation(run, entry, i);
      });
      if (!args['no-behaviour'])
        await phase('behaviour', async () => {
          await reset();
          await runBehaviour(run);
        });
    }
    if (fuzzN > 0) {
      // From the seeded data again, so a seed reproduces the same answers.
      await phase('generated', async () => {
        await reset();
        const rng = seeded(seed);
        const eligible = entries.filter((e) => args.writes || e.op['x-writes'] !== true);
        for (const [i, entry] of eligible.entries()) {
          const count = Math.floor(fuzzN / eligible.length) + (i < fuzzN % eligible.length ? 1 : 0);
          if (count > 0) await fuzzOperation(run, entry, count, rng, seed);
        }
      });
    }
  } finally {
    stop(stack);
  }
  const seconds = (Date.now() - t0) / 1000;

  const baseline = args.baseline
    ? parseBaseline(readFileSync(path.resolve(args.baseline), 'utf8'))
    : undefined;
  const verdict = judge(run.cases, strictInput, baseline);
  const coverage = coverageOf(run, {
    fuzzN,
    seed,
    fuzzOnly: args['fuzz-only'] === true,
    e2eFile: args['e2e-calls']!,
    root: ROOT,
  });
  const t = tally(run.cases);
  const out: string[] = [];
  out.push(...findingsReport(verdict, strictInput));
  const behaviour = run.cases.filter((c) => c.name.startsWith('behaviour:'));
  if (behaviour.length) {
    out.push(`\nbehaviour (links of the contract): ${behaviour.length} checks`);
    for (const c of behaviour)
      out.push(
        `  ${c.status === 'failed' ? '✗' : c.status === 'skipped' ? '-' : '✓'} ${c.name.slice('behaviour: '.length)}${c.skipped ? ` (not run: ${c.skipped})` : ''}`,
      );
  }
  // An operation passes in full when no failing finding names it and none of its cases was skipped.
  const failingOps = new Set(verdict.failing.map((f) => f.operation));
  const skippedOps = new Set(run.cases.filter((c) => c.skipped).map((c) => c.entry.op.operationId));
  const opsFull = spec.entries.filter(
    (e) =>
      run.selected(e.op.operationId) &&
      !failingOps.has(e.op.operationId) &&
      !skippedOps.has(e.op.operationId),
  );
  out.push(
    `\ncontract against ${baseUrl} (${strictInput ? 'strict input' : 'lenient input as warnings'}): ` +
      `${opsFull.length}/${coverage.totals.operations} operations passed in full, ` +
      `${t.passed} checks passed, ${t.failed} failed, ${t.skipped} skipped; ` +
      `${verdict.failing.length} failing findings, ${verdict.warnings.length} warnings (${seconds.toFixed(1)} s: ${phases.join(', ')})`,
  );
  if (fuzzN > 0)
    out.push(
      `generated: ${[...run.fuzzKinds].map(([k, n]) => `${k} ${n}`).join(', ')}; slowest answer ${Math.round(run.slowestMs)} ms`,
    );
  out.push(...coverageGaps(coverage, `${args.coverage!}.json`));
  out.push(coverageSummary(coverage));
  log(out.join('\n'));

  const junitFile = path.resolve(ROOT, args.junit!);
  mkdirSync(path.dirname(junitFile), { recursive: true });
  writeFileSync(junitFile, junit(run.cases, seconds));
  writeFileSync(
    junitFile.replace(/\.xml$/, '') + '.summary.json',
    JSON.stringify({
      ...t,
      codesCovered: coverage.totals.reached,
      codesReal: coverage.totals.real,
      codesReplayed: coverage.totals.replayed,
      codesTotal: coverage.totals.codes,
      complete: coverage.complete,
      findings: {
        failing: verdict.failing.length,
        warnings: verdict.warnings.length,
        known: verdict.known.length,
      },
    }),
  );
  const coverageBase = path.resolve(ROOT, args.coverage!);
  mkdirSync(path.dirname(coverageBase), { recursive: true });
  writeFileSync(`${coverageBase}.json`, JSON.stringify(coverage, null, 2) + '\n');
  writeFileSync(`${coverageBase}-junit.xml`, coverageJunit(coverage));
  if (args['write-baseline']) {
    const all = run.cases.flatMap((c) => c.findings);
    writeFileSync(path.resolve(args['write-baseline']), JSON.stringify(makeBaseline(all), null, 2) + '\n');
    log(`baseline: ${makeBaseline(all).findings.length} entries written to ${args['write-baseline']}`);
  }
  log(
    `JUnit: ${path.relative(ROOT, junitFile)}; coverage: ${path.relative(ROOT, coverageBase)}.json and -junit.xml`,
  );
  const incomplete = !coverage.complete && !args['allow-incomplete'];
  if (incomplete) log('exit 1: coverage INCOMPLETE (--allow-incomplete accepts it)');
  // Writing a baseline accepts what this run found: only an incomplete run still fails.
  if (args['write-baseline']) return incomplete ? 1 : 0;
  return t.failed > 0 || incomplete ? 1 : 0;
}
