// npm run perf:lantern: which main-thread tasks count in Lighthouse's Total Blocking Time on the
// pages npm run perf measures, and why (docs/performance.md, "How Lighthouse counts a task"). Per
// Lighthouse run: the score, TBT and its two estimates, the FCP and TTI estimates, and every task of
// Lighthouse's replay of the load over 40 ms: where the replay put it, how long it was in the load
// Lighthouse watched, whether the FCP estimate holds it, its blocking time in each estimate's
// window, and what ran in it (layout, a script's evaluation or call, a timer, the parse).
//   --page URL     only these pages (repeatable; default the seven of npm run perf)
//   --runs N       Lighthouse runs per page (default 1)
//   --no-build     measure dist/ as it is (otherwise `vite build` first)
//   --traces DIR   keep each run's trace, with V8's CPU profile (the functions each task ran), as
//                  DIR/trace-<page>-<run>.json for DevTools' Performance panel; the profiler slows the
//                  page's script, so the figures of such a run are for reading, not for comparing
// Ports: LIGHTHOUSE_PORT_BASE (+10, +11, +73, as npm run perf); build: LIGHTHOUSE_DIST.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { PageDependencyGraph } from 'lighthouse/core/computed/page-dependency-graph.js';
import { partsOf, taskLine, type ChildEvent, type ReplayedTask, type Windows } from './lib/lantern-tasks.ts';
import { LIGHTHOUSE_PAGES, pageSlug, runLighthouse, signIn } from './lib/lighthouse.ts';
import { BIN, ROOT } from './lib/paths.ts';
import { startStack } from './lib/servers.ts';

const { values } = parseArgs({
  options: {
    page: { type: 'string', multiple: true },
    runs: { type: 'string', default: '1' },
    'no-build': { type: 'boolean', default: false },
    traces: { type: 'string' },
  },
});
const BASE = Number(process.env.LIGHTHOUSE_PORT_BASE ?? 4400);
const DIST = process.env.LIGHTHOUSE_DIST ?? 'dist';
const runs = Math.max(1, Number(values.runs) || 1);
const pages = values.page
  ? values.page.map((url) => LIGHTHOUSE_PAGES.find((p) => p.url === url) ?? { url, login: false })
  : LIGHTHOUSE_PAGES;
/** Tasks shorter than this in the replay are left out of the report (none of them blocks). */
const SHOWN_FROM_MS = 40;

/** The parts of Lighthouse's replay read here (its types describe far more). */
interface GraphNode {
  id: string;
  type: string;
  event: { dur?: number };
  childEvents: ChildEvent[];
}
interface Estimate {
  timeInMs: number;
}
interface MetricResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
  optimisticGraph: { traverse(visit: (node: GraphNode) => void): void };
}
interface Replay {
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
}
type Request<T> = { request(input: unknown, context: unknown): Promise<T> };

async function report(
  appPort: number,
  url: string,
  userData: string | undefined,
  run: number,
): Promise<void> {
  const { lhr, artifacts } = await runLighthouse(appPort, url, userData, { cpuProfile: !!values.traces });
  if (values.traces) {
    mkdirSync(values.traces, { recursive: true });
    const file = path.join(values.traces, `trace${pageSlug(url)}-${run + 1}.json`);
    writeFileSync(file, JSON.stringify(artifacts.Trace));
  }
  // Lighthouse's own computations over its artifacts, as its audits request them.
  const context = { computedCache: new Map(), settings: lhr.configSettings };
  const data = Audit.makeMetricComputationDataInput(artifacts, context as never);
  const fcp = await (LanternFirstContentfulPaint as Request<MetricResult>).request(data, context);
  const tti = await (LanternInteractive as Request<MetricResult>).request(data, context);
  const tbt = await (LanternTotalBlockingTime as Request<MetricResult>).request(data, context);
  const graph = await (PageDependencyGraph as Request<unknown>).request(
    { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, URL: artifacts.URL },
    context,
  );
  const simulator = await (LoadSimulator as Request<{ simulate(g: unknown): Replay }>).request(
    { devtoolsLog: artifacts.DevtoolsLog, settings: lhr.configSettings },
    context,
  );
  const inFcpGraph = new Set<string>();
  fcp.optimisticGraph.traverse((node) => inFcpGraph.add(node.id));
  const windows: Windows = {
    fcp: { optimistic: fcp.optimisticEstimate.timeInMs, pessimistic: fcp.pessimisticEstimate.timeInMs },
    tti: { optimistic: tti.optimisticEstimate.timeInMs, pessimistic: tti.pessimisticEstimate.timeInMs },
  };
  const tasks: ReplayedTask[] = [...simulator.simulate(graph).nodeTimings]
    .filter(([node, t]) => node.type === 'cpu' && t.endTime - t.startTime >= SHOWN_FROM_MS)
    .map(([node, t]) => ({
      start: t.startTime,
      end: t.endTime,
      observedMs: (node.event.dur ?? 0) / 1000,
      inFcpGraph: inFcpGraph.has(node.id),
      parts: partsOf(node.childEvents),
    }))
    .sort((a, b) => a.start - b.start);
  const r = Math.round;
  console.log(
    `${url}: score ${lhr.categories.performance.score} · TBT ${r(tbt.timing)} ms (estimates ` +
      `${r(tbt.optimisticEstimate.timeInMs)} and ${r(tbt.pessimisticEstimate.timeInMs)}) · FCP ` +
      `${r(windows.fcp.optimistic)}/${r(windows.fcp.pessimistic)} ms · TTI ${r(windows.tti.optimistic)}/` +
      `${r(windows.tti.pessimistic)} ms · LCP ${r(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)} ms`,
  );
  for (const task of tasks) console.log(taskLine(task, windows));
}

if (!values['no-build']) {
  const build = spawnSync(path.join(BIN, 'vite'), ['build', '--logLevel', 'warn', '--outDir', DIST], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
}
const stack = await startStack(BASE, DIST);
try {
  const userData = pages.some((p) => p.login) ? await signIn(stack.apiPort) : undefined;
  console.log(
    'Replay (ms from navigation) – length in the replay (in the load watched) – blocking time in the ' +
      'windows [pessimistic FCP, optimistic TTI] / [optimistic FCP, pessimistic TTI] – what ran',
  );
  for (const { url, login } of pages)
    for (let i = 0; i < runs; i++) await report(stack.appPort, url, login ? userData : undefined, i);
} finally {
  stack.stop();
}
