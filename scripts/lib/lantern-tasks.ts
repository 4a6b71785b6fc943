// Which main-thread tasks count in Lighthouse's Total Blocking Time, and why (scripts/perf-lantern.ts,
// docs/performance.md "How Lighthouse counts a task"). Lighthouse with simulated throttling does not
// time the load it watched: its simulator (Lantern) replays the load's graph of requests and tasks
// at 4× CPU (2× for a task that lays out) on a slow network, and TBT is the mean of two sums of the
// replayed tasks' time over 50 ms, each between an estimate of FCP and one of TTI. Pure functions.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

/** One task of the replay, with what Lighthouse saw of it. */
export interface ReplayedTask {
  /** Start and end in the replay, ms from the navigation. */
  start: number;
  end: number;
  /** Its length in the load Lighthouse watched (unthrottled), ms. */
  observedMs: number;
  /** Whether the FCP estimate's graph holds it (then it ends before the estimate by definition). */
  inFcpGraph: boolean;
  /** What ran in it: the trace's events inside, as `name: url` → ms. */
  parts: ReadonlyMap<string, number>;
}

/** The two windows TBT sums over: [pessimistic FCP, optimistic TTI] and [optimistic FCP, pessimistic TTI]. */
export interface Windows {
  fcp: { optimistic: number; pessimistic: number };
  tti: { optimistic: number; pessimistic: number };
}

/** A task's blocking time in each of the two windows (Lighthouse's own arithmetic), ms. */
export function blockingOf(task: Pick<ReplayedTask, 'start' | 'end'>, w: Windows): [number, number] {
  const event = { start: task.start, end: task.end, duration: task.end - task.start };
  const impact = (from: number, to: number) =>
    to <= from ? 0 : Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(event, from, to);
  return [impact(w.fcp.pessimistic, w.tti.optimistic), impact(w.fcp.optimistic, w.tti.pessimistic)];
}

/** The trace events named in a task's summary: the work a change can aim at. */
const PART_NAMES =
  /^(Layout|UpdateLayoutTree|Paint|ParseHTML|ParseAuthorStyleSheet|EvaluateScript|v8\.evaluateModule|v8\.compileModule|FunctionCall|TimerFire|FireAnimationFrame|FireIdleCallback|EventDispatch|RunMicrotasks|XHRLoad|MajorGC|MinorGC)$/;

/** A child event of a task, as the trace gives it (only the fields read here). */
export interface ChildEvent {
  name: string;
  dur?: number;
  args?: {
    data?: { url?: string; stackTrace?: { url?: string }[] };
    beginData?: { url?: string };
  };
}

/** The named events inside a task by `name: file` (the script or document they belong to), ms. */
export function partsOf(children: readonly ChildEvent[]): Map<string, number> {
  const parts = new Map<string, number>();
  for (const child of children) {
    if (!child.dur || !PART_NAMES.test(child.name)) continue;
    const url =
      child.args?.data?.url || child.args?.data?.stackTrace?.[0]?.url || child.args?.beginData?.url || '';
    const file = url.split('?')[0].split('/').pop();
    const key = file ? `${child.name}: ${file}` : child.name;
    parts.set(key, (parts.get(key) ?? 0) + child.dur / 1000);
  }
  return parts;
}

const ms = (n: number) => String(Math.round(n));

/** One line of the report: where the replay put the task, what it blocks, and what is in it. */
export function taskLine(task: ReplayedTask, w: Windows): string {
  const [first, second] = blockingOf(task, w);
  const parts = [...task.parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([k, v]) => `${k} ${v.toFixed(1)}`)
    .join(' | ');
  return (
    `  ${ms(task.start).padStart(5)}–${ms(task.end).padEnd(5)} ${ms(task.end - task.start).padStart(4)} ms` +
    ` (watched ${task.observedMs.toFixed(1)} ms)${task.inFcpGraph ? ' [FCP graph]' : ''}` +
    ` blocks ${ms(first)}/${ms(second)}: ${parts || '(no named event)'}`
  );
}
