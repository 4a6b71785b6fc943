// Reads a Chromium trace of one first load (scripts/perf-startup.ts): the page's main-thread tasks
// over 50 ms and what runs in each (which script's evaluation or call, style and layout, the
// parse), its first and largest paints and its Total Blocking Time. Pure functions here.

/** One event of the Trace Event Format, as Chromium writes it (only the fields read here). */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  /** The CPU profile's id (Profile and ProfileChunk events). */
  id?: string;
  args?: {
    name?: string;
    frame?: string;
    data?: {
      url?: string;
      functionName?: string;
      type?: string;
      documentLoaderURL?: string;
      isLoadingMainFrame?: boolean;
      isOutermostMainFrame?: boolean;
      frame?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    beginData?: { url?: string; frame?: string };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string };
}

/** What the trace categories must hold for `analyseLoad` (browser.startTracing's categories). */
export const TRACE_CATEGORIES = [
  '__metadata',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
  'v8.execute',
  'fonts',
  'disabled-by-default-fonts',
  // The sampling profiler: which script's code ran, for work the events do not name (a module's
  // evaluation, a callback of the scheduler).
  'disabled-by-default-v8.cpu_profiler',
];

/** The part of a task's style and layout (or script) spent finding fonts: counted in it as well. */
export const FONTS = 'of which fonts';

/** A task is long from this length (the long-task API's and Lighthouse's threshold). */
export const LONG_TASK_MS = 50;

export interface Part {
  /** What ran: 'script app', 'inline script', 'style and layout', 'parse HTML'… */
  what: string;
  ms: number;
}

export interface LongTask {
  /** Start, in ms after the navigation started. */
  at: number;
  ms: number;
  /** The largest pieces of work in it, largest first (at most three). */
  parts: Part[];
}

export interface LoadTrace {
  fcp?: number;
  lcp?: number;
  /** Sum over the tasks after the first contentful paint of their time beyond 50 ms. */
  tbt: number;
  longTasks: LongTask[];
  /** The load's layout shifts (as the page reported them; not from the trace). */
  cls?: number;
}

/** A script's short name: `app` for /assets/app-HASH.js, `inline script` for the page itself. */
export function scriptName(url: string | undefined, page: string): string {
  if (!url) return 'script';
  const clean = url.split(/[?#]/)[0];
  if (clean === page.split(/[?#]/)[0]) return 'inline script';
  const file = clean.split('/').pop() ?? clean;
  return file.replace(/-[A-Za-z0-9_-]{6,8}\.js$/, '').replace(/\.js$/, '');
}

/**
 * The main thread's CPU samples (the sampling profiler's): when each was taken (trace µs) and the
 * script whose code it was in (the nearest frame with a URL; empty for the engine's own work).
 */
function samplesOf(events: readonly TraceEvent[], pid: number, tid: number): { ts: number; url: string }[] {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile?.id || profile.args?.data?.startTime === undefined) return [];
  const nodes = new Map<number, ProfileNode>();
  const out: { ts: number; url: string }[] = [];
  let ts = profile.args.data.startTime;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id)) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    samples.forEach((id, i) => {
      ts += deltas[i] ?? 0;
      let node = nodes.get(id);
      while (node && !node.callFrame.url && node.parent !== undefined) node = nodes.get(node.parent);
      out.push({ ts, url: node?.callFrame.url ?? '' });
    });
  }
  return out.sort((a, b) => a.ts - b.ts);
}

/** What one event inside a task stands for (undefined: not a kind of work told apart here). */
function kindOf(e: TraceEvent, page: string): string | undefined {
  switch (e.name) {
    case 'v8.compile':
    case 'v8.compileModule':
      return `compile ${scriptName(e.args?.data?.url, page)}`;
    case 'ParseHTML':
      return 'parse HTML';
    case 'UpdateLayoutTree':
    case 'Layout':
    case 'PrePaint':
    case 'Paint':
    case 'Layerize':
    case 'UpdateLayer':
      return 'style and layout';
    case 'MajorGC':
    case 'MinorGC':
      return 'garbage collection';
    default:
      return undefined;
  }
}

/**
 * The analysis of a first load of `page` (its URL) from the trace's events: the renderer's main
 * thread is the one that parsed that page, its tasks from that parse on (what ran before it is the
 * browser's, not the page's). Times are in ms after the navigation started. `paints`, when the
 * page reported them itself (the trace does not always hold them), wins over the trace's.
 */
export function analyseLoad(
  events: readonly TraceEvent[],
  page: string,
  paints: { fcp?: number; lcp?: number } = {},
): LoadTrace {
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.split('#')[0] === page.split('#')[0],
  );
  if (!parse) throw new Error(`trace: no parse of ${page}`);
  const { pid, tid } = parse;
  const frame = parse.args?.beginData?.frame;
  const nav = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.pid === pid &&
      e.args?.data?.documentLoaderURL?.split('#')[0] === page.split('#')[0],
  );
  if (!nav) throw new Error(`trace: no navigation start of ${page}`);
  const t0 = nav.ts;
  const ms = (us: number) => us / 1000;
  const ofFrame = (e: TraceEvent) => e.pid === pid && (!frame || e.args?.frame === frame);
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint' && ofFrame(e) && e.ts >= t0);
  const lcpEvents = events.filter(
    (e) => e.name === 'largestContentfulPaint::Candidate' && ofFrame(e) && e.ts >= t0,
  );
  const fcp = paints.fcp ?? (fcpEvent ? ms(fcpEvent.ts - t0) : undefined);
  const lcp = paints.lcp ?? (lcpEvents.length ? ms(lcpEvents[lcpEvents.length - 1].ts - t0) : undefined);

  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  const samples = samplesOf(events, pid, tid);
  const tasks = onMain.filter(
    (e) => e.name === 'RunTask' && e.ts + e.dur! > parse.ts && e.dur! > LONG_TASK_MS * 1000,
  );
  const longTasks = tasks.map((task) => {
    const end = task.ts + task.dur!;
    // Each piece of work counted once, at its outermost event of a kind told apart.
    const inside = onMain
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end)
      .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const totals = new Map<string, number>();
    let coveredUntil = -1;
    for (const e of inside) {
      const kind = kindOf(e, page);
      if (!kind || e.ts < coveredUntil) continue;
      totals.set(kind, (totals.get(kind) ?? 0) + e.dur!);
      coveredUntil = e.ts + e.dur!;
    }
    // The fonts' part of it (matching a family name, the fallback for a character: on Linux each a
    // call to the browser's process), told apart because a phone's system fonts cost far less.
    let fontsUntil = -1;
    for (const e of inside) {
      if (!e.cat?.split(',').includes('fonts') || e.ts < fontsUntil) continue;
      totals.set(FONTS, (totals.get(FONTS) ?? 0) + e.dur!);
      fontsUntil = e.ts + e.dur!;
    }
    // Script time by file, from the samples taken in the task (each stands for the time to the next).
    const inTask = samples.filter((x) => x.ts >= task.ts && x.ts < end);
    inTask.forEach((x, i) => {
      if (!x.url) return;
      const what = `script ${scriptName(x.url, page)}`;
      totals.set(what, (totals.get(what) ?? 0) + ((inTask[i + 1]?.ts ?? end) - x.ts));
    });
    const parts = [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([what, dur]) => ({ what, ms: Math.round(ms(dur)) }));
    return { at: Math.round(ms(task.ts - t0)), ms: Math.round(ms(task.dur!)), parts };
  });
  const tbt =
    fcp === undefined
      ? 0
      : longTasks
          .filter((t) => t.at + t.ms > fcp)
          .reduce((n, t) => {
            // Lighthouse counts what lies after the first paint of a task that straddles it.
            const after = Math.min(t.ms, t.at + t.ms - fcp);
            return n + Math.max(0, after - LONG_TASK_MS);
          }, 0);
  return { fcp, lcp, tbt: Math.round(tbt), longTasks };
}

/** A long task as one line: `at 812 ms, 143 ms: script app 120 ms, style and layout 15 ms`. */
export const taskLine = (t: LongTask): string =>
  `at ${t.at} ms, ${t.ms} ms: ${t.parts.map((p) => `${p.what} ${p.ms} ms`).join(', ') || 'other work'}`;

/** The median of numbers (undefined for none). */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
