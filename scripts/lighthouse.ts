// npm run lighthouse -- [paths...] [--runs N]: Lighthouse mobile performance of the production build
// against the mock stack (default paths: / and /commodity; default 3 runs). Simulated throttling
// varies from run to run on a small machine, so each path is measured N times and judged by its
// median run (Lighthouse's own advice). Prints every run and the median; fails when a median score
// is below 0.95 or CLS above 0.02 (DESIGN budgets). Expects a build in dist/ (npm run build).
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { BIN, ROOT } from './lib/paths.ts';
import { ensurePortFree, startBin, stop, waitForPort } from './lib/servers.ts';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 1) : 3;
const paths = args.filter((a) => a.startsWith('/'));
const targets = paths.length ? paths : ['/', '/commodity'];
// LH_PORT_BASE and LH_DIST let several runs share a machine (as E2E_PORT_BASE / E2E_DIST do).
const BASE = Number(process.env.LH_PORT_BASE ?? 4400);
const API = BASE + 10;
const APP = BASE + 73;
const DIST = process.env.LH_DIST ?? 'dist';

// Without a Chinese font, Chromium draws boxes and every Chinese character goes through a slow
// font fallback: figures further from a phone's (which always has one).
const fonts = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
if (fonts.status === 0 && fonts.stdout.trim() === '') {
  console.warn(
    'lighthouse: no Chinese font installed (apt-get install -y fonts-wqy-microhei); figures will be lower',
  );
}

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  fcp: number;
  cls: number;
}

function measure(target: string, index: number): Run | undefined {
  const out = path.join(ROOT, 'reports', `lighthouse${target.replace(/\W+/g, '-') || '-root'}-${index}.json`);
  const res = spawnSync(
    path.join(BIN, 'lighthouse'),
    [
      `http://127.0.0.1:${APP}${target}`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (res.status !== 0) {
    console.error(`lighthouse ${target}: exit ${res.status}`);
    return undefined;
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue?: number }>;
  };
  const value = (id: string) => report.audits[id].numericValue ?? 0;
  return {
    score: report.categories.performance.score,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

const line = (label: string, r: Run) =>
  `${label.padEnd(20)} performance ${r.score.toFixed(2)}  FCP ${(r.fcp / 1000).toFixed(1)} s  LCP ${(r.lcp / 1000).toFixed(1)} s  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(3)}`;

await ensurePortFree(API);
await ensurePortFree(API + 1);
await ensurePortFree(APP);
const mock = startBin('tsx', ['mocks/server/main.ts'], {
  env: { API_PORT: String(API), MOCK_PORT: String(API + 1) },
  quiet: true,
});
const preview = startBin(
  'vite',
  ['preview', '--host', '127.0.0.1', '--port', String(APP), '--strictPort', '--outDir', DIST],
  {
    env: { MOCK_URL: `http://127.0.0.1:${API}`, MOCK_DIRECT_URL: `http://127.0.0.1:${API + 1}` },
    quiet: true,
  },
);
let failed = false;
try {
  await waitForPort(API);
  await waitForPort(APP);
  mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
  for (const target of targets) {
    const results: Run[] = [];
    for (let i = 1; i <= runs; i++) {
      const run = measure(target, i);
      if (!run) continue;
      results.push(run);
      console.log(line(`${target} run ${i}`, run));
    }
    if (results.length === 0) {
      failed = true;
      continue;
    }
    const median = [...results].sort((a, b) => a.score - b.score)[Math.floor((results.length - 1) / 2)];
    console.log(line(`${target} median`, median));
    if (median.score < 0.95 || median.cls > 0.02) failed = true;
  }
} finally {
  stop(mock);
  stop(preview);
}
process.exit(failed ? 1 : 0);
