// npm test: every check of the project, in order, continuing past failures so the summary is
// complete. Each suite prints its own line; the last line is the total over all suites.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, realSystem } from './lib/chromium.ts';
import { BIN, ROOT } from './lib/paths.ts';

const started = Date.now();
const minutes = (seconds: number) =>
  seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`;

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const results: { suite: string; tally: Tally; seconds: number }[] = [];

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const res = spawnSync(path.join(BIN, cmd), args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return res.status === 0;
}

/** A step that is one check: passes or fails as a whole. */
function check(suite: string, cmd: string, args: string[], env?: NodeJS.ProcessEnv): void {
  console.log(`\n=== ${suite}: ${cmd} ${args.join(' ')}`);
  const t0 = Date.now();
  const ok = run(cmd, args, env);
  done(suite, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 }, t0);
}

/**
 * Checks that are one step each, run in two lanes at once (two cores; each lane in order). Each
 * step's output is printed whole when it ends, so the lanes' lines do not interleave.
 */
async function checksInLanes(lanes: [suite: string, cmd: string, args: string[]][][]): Promise<void> {
  const runStep = ([name, cmd, args]: [string, string, string[]]) =>
    new Promise<void>((resolve) => {
      const t0 = Date.now();
      const child = spawn(path.join(BIN, cmd), args, {
        cwd: ROOT,
        env: { ...process.env, FORCE_COLOR: '0' },
      });
      const output: Buffer[] = [];
      child.stdout.on('data', (b: Buffer) => output.push(b));
      child.stderr.on('data', (b: Buffer) => output.push(b));
      child.on('close', (code) => {
        console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
        process.stdout.write(Buffer.concat(output));
        done(name, { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 }, t0);
        resolve();
      });
    });
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) await runStep(step);
    }),
  );
}

/** Records a step's result and says at once how long it took (the summary repeats it). */
function done(suite: string, tally: Tally, t0: number): void {
  const seconds = (Date.now() - t0) / 1000;
  results.push({ suite, tally, seconds });
  console.log(`=== ${suite}: ${tally.failed ? 'failed' : 'passed'} in ${minutes(seconds)}`);
}

/** A step whose runner writes a JSON report with per-test results. */
function suite(
  name: string,
  cmd: string,
  args: string[],
  report: string,
  count: (json: unknown) => Tally,
  env?: NodeJS.ProcessEnv,
): void {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const t0 = Date.now();
  rmSync(report, { force: true });
  const ok = run(cmd, args, env);
  let tally: Tally = { passed: 0, failed: 1, skipped: 0 };
  if (existsSync(report)) {
    tally = count(JSON.parse(readFileSync(report, 'utf8')));
    if (!ok && tally.failed === 0) tally.failed = 1; // the runner failed outside any test
  }
  done(name, tally, t0);
}

// Before anything else: without Chromium the browser tests at the end would all fail.
const chromium = ensureChromium(realSystem, process.env.CHROMIUM_PATH);
if (!chromium.ok) {
  console.error(`\nnpm test: ${chromium.message}`);
  process.exit(1);
}

const reports = path.join(ROOT, 'reports');
mkdirSync(reports, { recursive: true });

await checksInLanes([
  // Balanced by their times (2026-11-28): eslint 44 s, prettier 27, portable 17; typecheck 69,
  // drift 6, contract lint 4.
  [
    ['eslint', 'eslint', ['.', '--max-warnings', '0']],
    ['prettier', 'prettier', ['--check', '.', '--log-level', 'warn']],
    ['contract portable', 'tsx', ['scripts/contract-portable.ts']],
  ],
  [
    ['typecheck', 'tsc', ['-b']],
    ['contract lint', 'tsx', ['scripts/contract-lint.ts']],
    ['contract drift', 'tsx', ['scripts/gen.ts', '--check']],
  ],
]);
suite(
  'unit',
  'vitest',
  ['run', '--reporter=default', '--reporter=json', `--outputFile=${reports}/unit.json`],
  `${reports}/unit.json`,
  (j) => {
    const r = j as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    return {
      passed: r.numPassedTests,
      failed: r.numFailedTests,
      skipped: r.numPendingTests + r.numTodoTests,
    };
  },
);
check('bench (5 s)', 'tsx', ['scripts/bench-mock.ts', '--clients', '20', '--seconds', '5']);
check('build', 'vite', ['build', '--logLevel', 'warn']);
// The demo build (the mock in the page, dist-demo/), then the production build checked for any
// mock, MSW or dev-panel code (each marker one test, also proven present in the demo build).
check('build demo', 'vite', ['build', '--mode', 'demo', '--logLevel', 'warn']);
suite(
  'production bundle',
  'tsx',
  ['scripts/check-prod-bundle.ts', '--summary', 'reports/prod-bundle.summary.json'],
  `${reports}/prod-bundle.summary.json`,
  (j) => j as Tally,
);
// Every route's first load against its budget (one test per route of the table), in a browser
// against the build and the mock: npm run perf without Lighthouse.
suite(
  'first load',
  'tsx',
  ['scripts/perf.ts', '--sizes', '--no-build', '--summary', 'reports/first-load.summary.json'],
  `${reports}/first-load.summary.json`,
  (j) => j as Tally,
);
const playwrightTally = (j: unknown): Tally => {
  const s = (j as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }).stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
};
// The e2e run records the operations and codes the app called (reports/e2e-calls.json), so it
// runs before the contract runner, whose coverage report has an e2e column from that file. A
// record left from an earlier run is removed first: a failed e2e run then shows as "not recorded".
rmSync(path.join(reports, 'e2e-calls.json'), { force: true });
// The demo build's journeys (a static server, the mock in the page) in the same run: one
// Playwright start, and the two workers share them out with the rest.
suite('e2e', 'playwright', ['test'], `${reports}/e2e.json`, playwrightTally, { E2E_DEMO: '1' });
suite(
  'contract (mock)',
  'tsx',
  // The runner's checks, then 300 generated requests (seed 1), in one stack; one coverage report
  // (reports/contract-coverage.json and -junit.xml) for both, with the e2e run's calls.
  [
    'scripts/contract-run.ts',
    '--writes',
    '--fuzz',
    '300',
    '--seed',
    '1',
    '--junit',
    'reports/contract-junit.xml',
  ],
  `${reports}/contract-junit.summary.json`,
  (j) => j as Tally,
);

console.log('\n=== summary');
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
for (const { suite: name, tally, seconds } of results) {
  total.passed += tally.passed;
  total.failed += tally.failed;
  total.skipped += tally.skipped;
  const skipped = tally.skipped ? `, ${tally.skipped} skipped` : '';
  console.log(
    `${name.padEnd(18)} ${tally.passed} passed, ${tally.failed} failed${skipped} (${minutes(seconds)})`,
  );
}
console.log(`${'total time'.padEnd(18)} ${minutes((Date.now() - started) / 1000)}`);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed > 0 ? 1 : 0);
