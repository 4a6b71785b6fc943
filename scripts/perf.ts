// npm run perf: builds the app, serves the build against the mock stack and prints
//  - for every route of the table (src/app/route-data.ts), the first load of its sample URL: the
//    scripts and stylesheets the browser fetched for a first visit (the entry, its modulepreloads,
//    the route preload's links and the dynamic imports made until the page is ready), gzip -9,
//    judged against the docs/performance.md budgets (scripts/lib/first-load.ts);
//    index.html and its inline scripts and styles counted too;
//  - for the shop's main pages, the Lighthouse mobile performance medians of 5 runs (score, LCP,
//    TBT, CLS; the cart, confirm and order pages as the development user), each beside the floor's
//    and judged against it: the floor (scripts/floor/, scripts/lib/floor.ts) is a page of the same
//    libraries drawing one screen, built in this run and measured in turn with the pages;
//  - tap to content on six in-app navigations (e2e/perf/, playwright.perf.config.ts).
// Options: --sizes (first loads only: the suite npm test runs, one test per route), --no-build
// (measure dist/ as it is), --runs N (Lighthouse runs per page), --page URL (only these of the
// Lighthouse pages; repeatable), --summary <file> (a {passed, failed, skipped} tally for npm test).
// The loaded files of every route go to reports/first-load.json. Ports: LIGHTHOUSE_PORT_BASE
// (+10, +11, +73; the floor's server +74); build: LIGHTHOUSE_DIST. docs/performance.md.
import { chromium, type Browser } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_TEST_FLAGS, testBrowser } from './lib/chromium.ts';
import {
  BUDGET,
  documentParts,
  GATE_COUNTS_DOCUMENT,
  KIB,
  overBudget,
  overBudgetWithInline,
  samplesFor,
  SIZE_HEADER,
  sizeRow,
  totalsOf,
  type LoadedFile,
  type Sample,
} from './lib/first-load.ts';
import { buildFloor, type Floor } from './lib/floor.ts';
import {
  floorLine,
  LIGHTHOUSE_PAGES,
  FLOOR_SCORE_RATIO,
  FLOOR_TBT_MIN_MS,
  FLOOR_TBT_RATIO,
  measure,
  medians,
  overFloor,
  runLine,
  signIn,
  warnWithoutChineseFont,
  type Run,
} from './lib/lighthouse.ts';
import { BIN, ROOT } from './lib/paths.ts';
import { startPreview, startStack } from './lib/servers.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    page: { type: 'string', multiple: true },
    summary: { type: 'string' },
  },
});
const BASE = Number(process.env.LIGHTHOUSE_PORT_BASE ?? 4400);
const DIST = process.env.LIGHTHOUSE_DIST ?? 'dist';
const runs = Math.max(1, Number(values.runs) || 1);

/**
 * Loads `sample` in a fresh browser context (empty cache and storage) at 375 px and returns the
 * scripts and stylesheets of the build it fetched until the page was ready: its own content shown
 * (no loading skeleton, no error state, at the URL asked for) and the network quiet for 500 ms.
 * Work the app defers to idle time (requestIdleCallback: the home page's gift popup) comes after
 * the first load by definition, so idle callbacks are held back.
 */
async function firstLoad(
  browser: Browser,
  origin: string,
  sample: Sample,
  userData: string,
): Promise<LoadedFile[]> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    locale: 'zh-CN',
  });
  try {
    if (sample.session === 'user')
      await context.addCookies([
        { name: 'userData', value: encodeURIComponent(userData), url: `${origin}/` },
      ]);
    await context.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const page = await context.newPage();
    const fetched = new Map<string, 'js' | 'css'>();
    // A page that hands over to another (a login callback) is done when its own call has
    // answered: what follows is the next page's, whose code the tap-ahead starts before the URL
    // changes (src/lib/navigate.ts).
    let handedOver = false;
    if (sample.lands)
      page.on('response', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/')) handedOver = true;
      });
    page.on('request', (r) => {
      const type = r.resourceType();
      const { pathname } = new URL(r.url());
      if (!handedOver && (type === 'script' || type === 'stylesheet') && pathname.startsWith('/assets/'))
        fetched.set(pathname, type === 'script' ? 'js' : 'css');
    });
    await page.goto(`${origin}${sample.url}`, { waitUntil: 'networkidle' });
    // A slow call on a busy machine: the page is ready once its content replaced the skeleton.
    await page
      .waitForFunction(() => !document.querySelector('.shell, .page-skeleton'), undefined, {
        timeout: 15_000,
      })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    const pathOf = (url: URL | string) => new URL(url, origin).pathname.replace(/\/$/, '').toLowerCase();
    const lands = pathOf(sample.lands ?? sample.url);
    // A hand-over waits on the page's own call: on a busy machine the network can be quiet for
    // 500 ms (the load state above, which fires once) before that call has even been sent.
    if (sample.lands)
      await page.waitForURL((url) => pathOf(url) === lands, { timeout: 15_000 }).catch(() => undefined);
    const at = pathOf(page.url());
    if (at !== lands) {
      const alert = await page.evaluate(() => document.querySelector('[role="alert"]')?.textContent ?? '');
      throw new Error(
        `${sample.url} landed on ${page.url()}, not ${lands}${alert ? ` (it says: ${alert})` : ''}`,
      );
    }
    const state = await page.evaluate(() => ({
      shell: document.querySelector('.shell') !== null,
      skeleton: document.querySelector('.page-skeleton') !== null,
      error: document.querySelector('.error-state')?.textContent ?? undefined,
    }));
    if (state.shell || state.skeleton) throw new Error(`${sample.url} still shows a loading skeleton`);
    if (state.error !== undefined) throw new Error(`${sample.url} shows an error state: ${state.error}`);
    const files: LoadedFile[] = [...fetched].map(([file, kind]) => ({
      file,
      kind,
      gzip: gzipSync(readFileSync(path.join(ROOT, DIST, file)), { level: 9 }).length,
    }));
    return [...files, ...documentParts(readFileSync(path.join(ROOT, DIST, 'index.html'), 'utf8'))];
  } finally {
    await context.close();
  }
}

const SIZE_LOADS_AT_ONCE = 4;

/** Maps `items` through `work`, at most `size` at a time, keeping their order. */
async function inPool<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

interface SizeOutcome {
  sample: Sample;
  files?: LoadedFile[];
  problems: string[];
}

async function measureSizes(origin: string, userData: string): Promise<SizeOutcome[]> {
  const samples = samplesFor();
  const browser = await chromium.launch({
    executablePath: testBrowser(),
    args: CHROMIUM_TEST_FLAGS,
  });
  const out: SizeOutcome[] = [];
  try {
    console.log(
      `\nFirst load per route (gzip -9, index.html and its inline code included; budgets${GATE_COUNTS_DOCUMENT ? '' : ', gated without the inline scripts for now'}: / ${BUDGET.home / KIB} KiB, other routes ${BUDGET.route / KIB} KiB in at most ${BUDGET.jsFiles} JS files, CSS ${BUDGET.css / KIB} KiB)`,
    );
    console.log(`  ${SIZE_HEADER}`);
    const measureOne = async (sample: Sample): Promise<{ outcome: SizeOutcome; line: string }> => {
      try {
        const files = await firstLoad(browser, origin, sample, userData);
        const totals = totalsOf(files);
        const problems = overBudget(sample.path, totals);
        const withInline = GATE_COUNTS_DOCUMENT ? undefined : overBudgetWithInline(sample.path, totals);
        return {
          outcome: { sample, files, problems },
          line: `${problems.length ? '✗' : '✓'} ${sizeRow(sample, totals)}${problems.length ? `  over budget: ${problems.join('; ')}` : ''}${withInline ? `  (! ${withInline}, not yet gated)` : ''}`,
        };
      } catch (err) {
        return {
          outcome: { sample, problems: [(err as Error).message] },
          line: `✗ ${sample.url}: ${(err as Error).message}`,
        };
      }
    };
    // Four routes at a time, each in its own context: what a load fetches does not depend on how
    // fast it runs, and each load waits half a second of a quiet network that the others use
    // (two at a time 61 s, four 52 s, 2026-11-28). Printed in the table's order.
    const results = await inPool(samples, SIZE_LOADS_AT_ONCE, measureOne);
    for (const { outcome, line } of results) {
      out.push(outcome);
      console.log(line);
    }
  } finally {
    await browser.close();
  }
  return out;
}

interface PageResult {
  url: string;
  median?: Run;
}

/**
 * Lighthouse on the floor and the pages, run by run in turn (floor, then every page, then again),
 * so a machine that gets busier or quieter during the run weighs on the floor as on the pages.
 */
async function measureLighthouse(
  appPort: number,
  floorPort: number,
  userData: string,
): Promise<{ floor?: Run; pages: PageResult[] }> {
  warnWithoutChineseFont();
  const chosen = values.page?.length
    ? LIGHTHOUSE_PAGES.filter((p) => values.page!.includes(p.url))
    : LIGHTHOUSE_PAGES;
  const floorRuns: Run[] = [];
  const pageRuns = chosen.map(() => [] as Run[]);
  for (let i = 1; i <= runs; i++) {
    const floor = await measure(floorPort, '/', i, undefined, 'lighthouse-floor');
    if (floor) floorRuns.push(floor);
    for (const [at, { url, login }] of chosen.entries()) {
      const run = await measure(appPort, url, i, login ? userData : undefined);
      if (run) pageRuns[at].push(run);
    }
  }
  return {
    floor: floorRuns.length ? medians(floorRuns) : undefined,
    pages: chosen.map(({ url, login }, at) => ({
      url: login ? `${url} (login)` : url,
      median: pageRuns[at].length ? medians(pageRuns[at]) : undefined,
    })),
  };
}

if (!values['no-build']) {
  console.log('perf: vite build');
  const build = spawnSync(path.join(BIN, 'vite'), ['build', '--logLevel', 'warn', '--outDir', DIST], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
}

let floor: Floor | undefined;
if (!values.sizes) {
  console.log('perf: vite build of the floor (scripts/floor)');
  floor = await buildFloor();
}
const stack = await startStack(BASE, DIST);
let sizes: SizeOutcome[] = [];
let lighthouse: { floor?: Run; pages: PageResult[] } = { pages: [] };
try {
  const origin = `http://127.0.0.1:${stack.appPort}`;
  const userData = await signIn(stack.apiPort);
  sizes = await measureSizes(origin, userData);
  if (floor) {
    const server = await startPreview(BASE + 74, floor.dir);
    try {
      lighthouse = await measureLighthouse(stack.appPort, server.port, userData);
    } finally {
      server.stop();
    }
  }
} finally {
  stack.stop();
}

mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
writeFileSync(
  path.join(ROOT, 'reports', 'first-load.json'),
  JSON.stringify(
    sizes.map(({ sample, files, problems }) => ({
      ...sample,
      totals: files && totalsOf(files),
      files,
      problems,
    })),
    null,
    2,
  ),
);
const failedSizes = sizes.filter((s) => s.problems.length > 0).length;
console.log(`first load: ${sizes.length - failedSizes} passed, ${failedSizes} failed`);
if (values.summary) {
  const summary = path.resolve(ROOT, values.summary);
  mkdirSync(path.dirname(summary), { recursive: true });
  writeFileSync(
    summary,
    JSON.stringify({ passed: sizes.length - failedSizes, failed: failedSizes, skipped: 0 }),
  );
}

let failedPages = 0;
if (floor) {
  console.log(
    `\nLighthouse mobile performance, medians of ${runs} run(s), beside the floor's (budget: score ≥ ${FLOOR_SCORE_RATIO} × the floor's, TBT ≤ ${FLOOR_TBT_RATIO} × the floor's (at least ${FLOOR_TBT_MIN_MS} ms), CLS ≤ 0.02); load ${spawnSync('uptime', { encoding: 'utf8' }).stdout.trim()}`,
  );
  const base = lighthouse.floor;
  console.log(
    base
      ? `${runLine('floor (scripts/floor)', base)}  first load ${(floor.bytes / KIB).toFixed(1)} KiB`
      : 'floor: no run completed',
  );
  for (const { url, median } of lighthouse.pages) {
    if (!median || !base) {
      failedPages++;
      console.log(`✗ ${url}: no run completed`);
      continue;
    }
    const problems = overFloor(median, base);
    if (problems.length) failedPages++;
    console.log(
      `${problems.length ? '✗' : '✓'} ${floorLine(url, median, base)}${problems.length ? `  over: ${problems.join('; ')}` : ''}`,
    );
  }
  floor.remove();
}
// Tap to content, timed in the browser (e2e/perf/, playwright.perf.config.ts): a timing, so here
// and not in the functional suite.
let failedTaps = 0;
if (!values.sizes) {
  const taps = spawnSync(path.join(BIN, 'playwright'), ['test', '--config', 'playwright.perf.config.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, E2E_DIST: DIST },
  });
  if (taps.status !== 0) failedTaps = 1;
}
process.exit(failedSizes + failedPages + failedTaps > 0 ? 1 : 0);
