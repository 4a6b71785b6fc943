// npm run lighthouse -- [paths...]: Lighthouse mobile performance of the production build against
// the mock stack (default paths: / and /commodity). Prints score, LCP, TBT and CLS per path and
// fails when a score is below 0.95 or CLS above 0.02 (DESIGN budgets).
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { BIN, ROOT } from './lib/paths.ts';
import { ensurePortFree, startBin, stop, waitForPort } from './lib/servers.ts';

const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const targets = paths.length ? paths : ['/', '/commodity'];
const API = 4410;
const APP = 4473;

await ensurePortFree(API);
await ensurePortFree(API + 1);
await ensurePortFree(APP);
const mock = startBin('tsx', ['mocks/server/main.ts'], {
  env: { API_PORT: String(API), MOCK_PORT: String(API + 1) },
  quiet: true,
});
const preview = startBin('vite', ['preview', '--host', '127.0.0.1', '--port', String(APP), '--strictPort'], {
  env: { MOCK_URL: `http://127.0.0.1:${API}`, MOCK_DIRECT_URL: `http://127.0.0.1:${API + 1}` },
  quiet: true,
});
let failed = false;
try {
  await waitForPort(API);
  await waitForPort(APP);
  mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
  for (const target of targets) {
    const out = path.join(ROOT, 'reports', `lighthouse${target.replace(/\W+/g, '-') || '-root'}.json`);
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
      failed = true;
      continue;
    }
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      categories: { performance: { score: number } };
      audits: Record<string, { displayValue?: string; numericValue?: number }>;
    };
    const score = report.categories.performance.score;
    const cls = report.audits['cumulative-layout-shift'].numericValue ?? 0;
    console.log(
      `${target.padEnd(12)} performance ${score.toFixed(2)}  LCP ${report.audits['largest-contentful-paint'].displayValue}  TBT ${report.audits['total-blocking-time'].displayValue}  CLS ${cls.toFixed(3)}`,
    );
    if (score < 0.95 || cls > 0.02) failed = true;
  }
} finally {
  stop(mock);
  stop(preview);
}
process.exit(failed ? 1 : 0);
