// npm run lighthouse -- [paths...] [--runs N] [--login]: Lighthouse mobile performance of the production build
// against the mock stack (default paths: / and /commodity; default 3 runs). Simulated throttling
// varies from run to run on a small machine, so each path is measured N times and judged by its
// median run (Lighthouse's own advice). Prints every run and the median; fails when a median score
// is below 0.95 or CLS above 0.02 (docs/performance.md budgets). Expects a build in dist/ (npm run build).
// npm run perf runs the same for the shop's main pages, with every route's first-load sizes.
import {
  measure,
  medianRun,
  runLine,
  signIn,
  warnWithoutChineseFont,
  withinBudget,
  type Run,
} from './lib/lighthouse.ts';
import { startStack } from './lib/servers.ts';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 1) : 3;
// --login: every path is measured as the development user (docs/mock.md), with a phone and a part
// in the cart (the seeded orders are already there), as a shopper opening the cart or orders sees.
const login = args.includes('--login');
const paths = args.filter((a) => a.startsWith('/'));
const targets = paths.length ? paths : ['/', '/commodity'];
// LIGHTHOUSE_PORT_BASE and LIGHTHOUSE_DIST let several runs share a machine (as E2E_PORT_BASE and
// E2E_DIST do for the browser tests).
const BASE = Number(process.env.LIGHTHOUSE_PORT_BASE ?? 4400);
const DIST = process.env.LIGHTHOUSE_DIST ?? 'dist';

warnWithoutChineseFont();

const stack = await startStack(BASE, DIST);
let failed = false;
try {
  const userData = login ? await signIn(stack.apiPort) : undefined;
  for (const target of targets) {
    const results: Run[] = [];
    for (let i = 1; i <= runs; i++) {
      const run = await measure(stack.appPort, target, i, userData);
      if (!run) continue;
      results.push(run);
      console.log(runLine(`${target} run ${i}`, run));
    }
    if (results.length === 0) {
      failed = true;
      continue;
    }
    const median = medianRun(results);
    console.log(runLine(`${target} median`, median));
    if (!withinBudget(median)) failed = true;
  }
} finally {
  stack.stop();
}
process.exit(failed ? 1 : 0);
