// The production build carries no mock, no MSW, no hybrid mode and no dev panel: every marker
// below is absent from dist/ and, so that a marker cannot silently stop meaning anything, present
// in the demo build dist-demo/ (which has them all). Each marker is one test; a summary for npm test is
// written to reports/prod-bundle.summary.json ({passed, failed, skipped}).
//   tsx scripts/check-prod-bundle.ts [--dist dist] [--demo dist-demo] [--summary <file>]
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/paths.ts';

export interface Marker {
  what: string;
  /** A string only that code contains. */
  text: string;
}

/** Strings of the mock's handlers and fixtures, of MSW and of the dev panel. */
export const MARKERS: Marker[] = [
  { what: 'MSW (the library)', text: '[MSW]' },
  { what: 'MSW (worker registration)', text: 'mockServiceWorker' },
  { what: 'the fault layer (mocks/core/faults.ts)', text: 'Welcome to the Wi-Fi' },
  { what: 'the control API (mocks/control.ts)', text: 'data reset to the seeded fixtures' },
  { what: 'the scenario switch (mocks/core/scenarios.ts)', text: '__mock/scenario' },
  {
    what: 'the photo painter (mocks/core/photo-file.browser.ts)',
    text: 'mock photos: the browser did not encode a JPEG',
  },
  { what: "the cart's handlers (mocks/areas/cart/handlers.ts)", text: '缺少用户或设备信息，请刷新页面' },
  { what: 'the accounts fixtures (a development token)', text: '5f2b8c1e9a7d4e3f8b6c0a1d2e3f4a5b' },
  { what: 'the contract bundle the mock reads', text: 'x-codes' },
  { what: 'the dev panel', text: 'app-dev-panel__fab' },
  { what: 'the dev panel (its title)', text: '开发面板' },
  { what: 'the call recorder (src/app/dev-kit/call-log.ts)', text: 'dev-kit' },
  { what: 'the demo banner', text: '演示版：数据均为模拟' },
  { what: "the demo's hybrid routing (mocks/demo-hybrid.ts)", text: 'demo-hybrid-backend' },
  { what: "hybrid mode's contract check (mocks/core/answer-check.ts)", text: 'backend broke the contract' },
];

/** Every file's text under a folder (the build's JS, CSS, HTML, maps if any). */
export function readBuild(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(js|mjs|css|html|json|svg|map)$/.test(name))
        files.set(path.relative(dir, p), readFileSync(p, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

export interface Outcome {
  name: string;
  ok: boolean;
  detail?: string;
}

const filesWith = (build: Map<string, string>, text: string) =>
  [...build].filter(([, body]) => body.includes(text)).map(([file]) => file);

export function checkBuilds(dist: string, demo: string): Outcome[] {
  const prod = readBuild(dist);
  const demoBuild = readBuild(demo);
  const out: Outcome[] = [
    {
      name: 'dist/ has no mockServiceWorker.js',
      ok: !existsSync(path.join(dist, 'mockServiceWorker.js')),
    },
    {
      name: 'dist-demo/ has mockServiceWorker.js',
      ok: existsSync(path.join(demo, 'mockServiceWorker.js')),
    },
  ];
  for (const m of MARKERS) {
    const inProd = filesWith(prod, m.text);
    const inDemo = filesWith(demoBuild, m.text);
    out.push({
      name: `no ${m.what} in dist/ (${JSON.stringify(m.text)})`,
      ok: inProd.length === 0 && inDemo.length > 0,
      detail:
        inProd.length > 0
          ? `found in ${inProd.join(', ')}`
          : inDemo.length === 0
            ? 'the marker is not in dist-demo/ either, so it proves nothing: update MARKERS'
            : undefined,
    });
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: 'dist' },
      demo: { type: 'string', default: 'dist-demo' },
      summary: { type: 'string', default: 'reports/prod-bundle.summary.json' },
    },
  });
  const dist = path.resolve(ROOT, values.dist);
  const demo = path.resolve(ROOT, values.demo);
  for (const dir of [dist, demo]) {
    if (!existsSync(path.join(dir, 'index.html'))) {
      console.error(`check-prod-bundle: no ${dir}/index.html (npm run build, npm run build:demo)`);
      process.exit(1);
    }
  }
  const outcomes = checkBuilds(dist, demo);
  for (const o of outcomes) console.log(`  ${o.ok ? '✓' : '✗'} ${o.name}${o.detail ? `: ${o.detail}` : ''}`);
  const failed = outcomes.filter((o) => !o.ok).length;
  const summary = path.resolve(ROOT, values.summary);
  mkdirSync(path.dirname(summary), { recursive: true });
  writeFileSync(summary, JSON.stringify({ passed: outcomes.length - failed, failed, skipped: 0 }));
  console.log(`production bundle: ${outcomes.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
