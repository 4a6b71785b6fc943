// npm run perf:startup: the main thread during a first load of the seven pages Lighthouse measures
// (scripts/perf.ts), traced in Chromium under Lighthouse's mobile throttling applied for real (CPU
// 4× slower, 150 ms round trips at 1.6 Mbit/s, as DevTools does it): per page, every main-thread
// task over 50 ms and what runs in it, the first and largest contentful paints and the Total
// Blocking Time, medians over the runs (docs/performance.md).
//   --runs N         loads per page and build (default 3)
//   --page URL       only these pages (repeatable)
//   --compare DIR    a second build, loaded in turn with dist/ (A, B, A, B…) under the same load:
//                    the A/B of a build setting, e.g. EARLY_START=off (vite.config.ts)
//   --no-build       measure dist/ as it is (otherwise `vite build` first)
//   --traces DIR     keep every trace there (open them in DevTools' Performance panel)
// Ports: LIGHTHOUSE_PORT_BASE (+10, +11 the mock stack, +73 dist/, +75 the compared build).
import { chromium, type Browser } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_FLAGS } from './lib/chromium.ts';
import { signIn } from './lib/lighthouse.ts';
import { LIGHTHOUSE_PAGES } from './lib/lighthouse.ts';
import { BIN, ROOT } from './lib/paths.ts';
import { ensurePortFree, startBin, startStack, stop, waitForPort } from './lib/servers.ts';
import {
  analyseLoad,
  median,
  taskLine,
  TRACE_CATEGORIES,
  type LoadTrace,
  type TraceEvent,
} from './lib/trace.ts';

/** Lighthouse's mobile throttling (its `mobileSlow4G` preset, as DevTools applies it). */
const THROTTLING = {
  cpu: 4,
  latencyMs: 150 * 3.75,
  downloadBytesPerSecond: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadBytesPerSecond: (750 * 1024 * 0.9) / 8,
};

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    page: { type: 'string', multiple: true },
    compare: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    traces: { type: 'string' },
  },
});
const BASE = Number(process.env.LIGHTHOUSE_PORT_BASE ?? 4400);
const runs = Math.max(1, Number(values.runs) || 1);
const pages = values.page?.length
  ? LIGHTHOUSE_PAGES.filter((p) => values.page!.includes(p.url))
  : LIGHTHOUSE_PAGES;

/** One first load of `url` in a fresh context, throttled and traced. */
async function tracedLoad(
  browser: Browser,
  origin: string,
  url: string,
  userData?: string,
): Promise<LoadTrace> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    locale: 'zh-CN',
  });
  try {
    if (userData)
      await context.addCookies([
        { name: 'userData', value: encodeURIComponent(userData), url: `${origin}/` },
      ]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpu });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: THROTTLING.downloadBytesPerSecond,
      uploadThroughput: THROTTLING.uploadBytesPerSecond,
    });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const address = `${origin}${url}`;
    // Asked through the protocol, not page.waitForFunction: Playwright's injected script (300 KB)
    // would be evaluated on the page's main thread in the middle of the load, a long task of its own.
    const ask = async <T>(expression: string): Promise<T> =>
      (
        (await cdp.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true })) as {
          result: { value: T };
        }
      ).result.value;
    await page.goto(address, { waitUntil: 'networkidle', timeout: 60_000 });
    // Ready once its content replaced the skeleton (a slow call on a busy machine) and the network is quiet.
    const until = Date.now() + 30_000;
    while (Date.now() < until && (await ask<boolean>(`!!document.querySelector('.shell, .page-skeleton')`)))
      await new Promise((resolve) => setTimeout(resolve, 200));
    await page.waitForLoadState('networkidle');
    const raw = await browser.stopTracing();
    if (values.traces) {
      mkdirSync(values.traces, { recursive: true });
      const name = `${new URL(address).port}${url.replace(/[^A-Za-z0-9]+/g, '_')}-${Date.now()}.json`;
      writeFileSync(path.join(values.traces, name), raw);
    }
    const paints = await ask<{ fcp?: number; lcp?: number }>(`new Promise((resolve) => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      new PerformanceObserver((list) => resolve({ fcp, lcp: list.getEntries().at(-1)?.startTime }))
        .observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve({ fcp }), 1000);
    })`);
    // The layout shifts of the load without input (the sum, as the budget's CLS of a first load).
    const cls = await ask<number>(`new Promise((resolve) => {
      let sum = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) sum += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => resolve(sum), 100);
    })`);
    const trace = JSON.parse(raw.toString('utf8')) as { traceEvents: TraceEvent[] };
    return { ...analyseLoad(trace.traceEvents, address, paints), cls };
  } finally {
    await context.close();
  }
}

const ms = (n: number | undefined) => (n === undefined ? '–' : `${Math.round(n)} ms`);

/** The medians of a page's loads, and every long task of its median-TBT load. */
function report(label: string, loads: readonly LoadTrace[]): void {
  const byTbt = [...loads].sort((a, b) => a.tbt - b.tbt);
  const typical = byTbt[Math.floor((byTbt.length - 1) / 2)];
  const count = median(loads.map((l) => l.longTasks.length));
  console.log(
    `  ${label.padEnd(8)} FCP ${ms(median(loads.flatMap((l) => l.fcp ?? [])))}, LCP ${ms(median(loads.flatMap((l) => l.lcp ?? [])))}, TBT ${ms(median(loads.map((l) => l.tbt)))} (runs: ${loads.map((l) => l.tbt).join(', ')}), long tasks ${count}` +
      `; longest ${ms(median(loads.map((l) => Math.max(0, ...l.longTasks.map((t) => t.ms)))))}` +
      `; CLS ${(median(loads.flatMap((l) => l.cls ?? [])) ?? 0).toFixed(3)}`,
  );
  for (const task of typical?.longTasks ?? []) console.log(`      ${taskLine(task)}`);
}

if (!values['no-build']) {
  const build = spawnSync(path.join(BIN, 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
}

const stack = await startStack(BASE, 'dist');
let compared: ReturnType<typeof startBin> | undefined;
const comparePort = BASE + 75;
try {
  if (values.compare) {
    await ensurePortFree(comparePort);
    compared = startBin(
      'vite',
      [
        'preview',
        '--host',
        '127.0.0.1',
        '--port',
        String(comparePort),
        '--strictPort',
        '--outDir',
        values.compare,
      ],
      {
        env: { MOCK_URL: `http://127.0.0.1:${BASE + 10}`, MOCK_DIRECT_URL: `http://127.0.0.1:${BASE + 11}` },
        quiet: true,
      },
    );
    await waitForPort(comparePort);
  }
  const builds = [
    { label: values.compare ? 'dist' : '', origin: `http://127.0.0.1:${stack.appPort}` },
    ...(values.compare
      ? [{ label: path.basename(values.compare), origin: `http://127.0.0.1:${comparePort}` }]
      : []),
  ];
  const userData = await signIn(stack.apiPort);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  const loads = pages.map(() => builds.map(() => [] as LoadTrace[]));
  const load = () =>
    spawnSync('uptime', { encoding: 'utf8' })
      .stdout.trim()
      .replace(/.*load/, 'load');
  try {
    console.log(`perf:startup: ${runs} run(s) per page and build, CPU ${THROTTLING.cpu}× slower, ${load()}`);
    // Round by round, the builds in turn within each page: a busier machine weighs on both alike.
    // Every other round the other build goes first: the first load of a page also warms the mock.
    for (let run = 0; run < runs; run++)
      for (const [p, { url, login }] of pages.entries())
        for (const b of run % 2 ? [...builds.keys()].reverse() : builds.keys()) {
          const { origin } = builds[b];
          try {
            loads[p][b].push(await tracedLoad(browser, origin, url, login ? userData : undefined));
          } catch (err) {
            console.log(`  ✗ ${url} (${builds[b].label || 'dist'}): ${(err as Error).message}`);
          }
        }
  } finally {
    await browser.close();
  }
  console.log(`\nFirst loads, medians (${load()})`);
  for (const [p, { url, login }] of pages.entries()) {
    console.log(`${url}${login ? ' (login)' : ''}`);
    for (const [b, { label }] of builds.entries()) report(label || 'dist', loads[p][b]);
  }
} finally {
  stack.stop();
  stop(compared);
}
