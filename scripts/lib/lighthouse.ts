// Lighthouse mobile performance runs of the production build against the mock stack, for
// scripts/lighthouse.ts (npm run lighthouse) and scripts/perf.ts (npm run perf).
import { spawnSync } from 'node:child_process';
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS } from './chromium.ts';
import { ROOT } from './paths.ts';

const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

/** The pages Lighthouse measures (npm run perf) and perf:startup traces, and whether as the development user. */
export const LIGHTHOUSE_PAGES: { url: string; login: boolean }[] = [
  { url: '/', login: false },
  { url: '/commodity', login: false },
  { url: '/commodityDetail/10001', login: false },
  { url: '/shop-cart', login: true },
  { url: '/user/order/confirm?shouji_str=10001:1&peijian_str=21001:1&from_where=1', login: true },
  { url: '/user/order', login: true },
  { url: '/list/', login: false },
];

export interface Run {
  score: number;
  lcp: number;
  tbt: number;
  fcp: number;
  cls: number;
}

/** A call of the shop's API through the validating proxy (form body, as the app sends it). */
async function api<T>(apiPort: number, call: string, fields: Record<string, string | number>): Promise<T> {
  const body = new URLSearchParams({ p: 'h5', v: '4.9.0' });
  for (const [k, v] of Object.entries(fields)) body.set(k, String(v));
  const res = await fetch(`http://127.0.0.1:${apiPort}/api/${call}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 1) throw new Error(`sign-in: ${call}: ${json.msg}`);
  return json.data;
}

/**
 * Logs the development user in through the login call and fills the cart through add_shop_cart
 * (the mock seeds that user's orders in every state). Returns the userData cookie the app writes
 * at login (src/lib/session.ts), for the browser of every run.
 */
export async function signIn(apiPort: number): Promise<string> {
  const user = await api<{ userId: number; mobile: string; token: string; nickName?: string }>(
    apiPort,
    'login',
    { username: '13800138000', password: 'abc123' },
  );
  const lines: Record<string, string | number>[] = [
    { pro_type: 1, pro_value: 10010, pro_num: 1, services_id: '3' },
    { pro_type: 2, pro_value: 21001, pro_num: 1 },
  ];
  for (const line of lines) {
    const detail =
      line.pro_type === 1
        ? await fetch(
            `http://127.0.0.1:${apiPort}/api/product/detail?p=h5&v=4.9.0&product_id=${line.pro_value}`,
          )
        : undefined;
    const price = detail ? ((await detail.json()) as { data: { price: string } }).data.price : '149.00';
    await api(apiPort, 'shopcart/add_shop_cart', { token: user.token, user_id: user.userId, price, ...line });
  }
  return JSON.stringify({
    userId: user.userId,
    mobile: user.mobile,
    token: user.token,
    nickName: user.nickName,
  });
}

/**
 * One Lighthouse run in a fresh Chromium, as the CLI does, through Lighthouse's node API on a
 * Puppeteer page, so a session cookie can be set first (the CLI cannot). Lighthouse resets the
 * origin's storage before loading but not its cookies (clearStorageTypes), so the session stays.
 * The result holds the report and the artifacts (the trace among them) of the run. With
 * `cpuProfile` the trace also holds V8's sampling profile (the functions each task ran); the
 * profiler slows the page's script, so a run with it is for reading, not for figures.
 */
export async function runLighthouse(
  appPort: number,
  target: string,
  userData: string | undefined,
  { cpuProfile = false }: { cpuProfile?: boolean } = {},
): Promise<RunnerResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const page = await browser.newPage();
    if (userData)
      await page.setCookie({
        name: 'userData',
        value: encodeURIComponent(userData),
        url: `http://127.0.0.1:${appPort}/`,
      });
    const result = await lighthouse(
      `http://127.0.0.1:${appPort}${target}`,
      {
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
        port: chrome.port,
        ...(cpuProfile ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
      },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error('no result');
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    return result;
  } finally {
    chrome.kill();
  }
}

/** A page's URL in a file name (reports, traces): `/user/order?state=1` → `-user-order-state-1`. */
export const pageSlug = (target: string): string => target.replace(/\W+/g, '-') || '-root';

/**
 * One Lighthouse run (runLighthouse) and its figures; the report goes to
 * reports/lighthouse-<path>-<index>.json.
 */
export async function measure(
  appPort: number,
  target: string,
  index: number,
  userData: string | undefined,
  /** The report's name, when not the path's (the floor's `/` is not the shop's). */
  name = `lighthouse${pageSlug(target)}`,
): Promise<Run | undefined> {
  const out = path.join(ROOT, 'reports', `${name}-${index}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  try {
    const { report, lhr } = await runLighthouse(appPort, target, userData);
    writeFileSync(out, typeof report === 'string' ? report : report.join('\n'));
    const value = (id: string) => lhr.audits[id]?.numericValue ?? 0;
    return {
      score: lhr.categories.performance.score ?? 0,
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } catch (err) {
    console.error(`lighthouse ${target}: ${(err as Error).message}`);
    return undefined;
  }
}

/** The run of median score (Lighthouse's own advice for noisy machines). */
export const medianRun = (runs: readonly Run[]): Run =>
  [...runs].sort((a, b) => a.score - b.score)[Math.floor((runs.length - 1) / 2)];

/** Each figure's median over the runs (score, LCP, TBT... each on its own). */
export function medians(runs: readonly Run[]): Run {
  const median = (pick: (r: Run) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  return {
    score: median((r) => r.score),
    lcp: median((r) => r.lcp),
    tbt: median((r) => r.tbt),
    fcp: median((r) => r.fcp),
    cls: median((r) => r.cls),
  };
}

/**
 * Budgets against the floor (docs/performance.md): a score of at least 0.97 × the floor's, a TBT of
 * at most twice the floor's (but never under FLOOR_TBT_MIN_MS: a floor of 0 ms on a fast machine
 * would allow none), and CLS at most 0.02 (docs/architecture.md). Returns what is over (empty when within).
 */
export const FLOOR_SCORE_RATIO = 0.97;
export const FLOOR_TBT_RATIO = 2;
export const FLOOR_TBT_MIN_MS = 50;
export function overFloor(page: Run, floor: Run): string[] {
  const out: string[] = [];
  const minScore = FLOOR_SCORE_RATIO * floor.score;
  const maxTbt = Math.max(FLOOR_TBT_RATIO * floor.tbt, FLOOR_TBT_MIN_MS);
  if (page.score < minScore) out.push(`score ${page.score.toFixed(2)} < ${minScore.toFixed(3)}`);
  if (page.tbt > maxTbt) out.push(`TBT ${Math.round(page.tbt)} ms > ${Math.round(maxTbt)} ms`);
  if (page.cls > 0.02) out.push(`CLS ${page.cls.toFixed(3)} > 0.02`);
  return out;
}

/** One row of perf's table: the page's medians, the floor's beside them, and the ratios. */
export const floorLine = (label: string, page: Run, floor: Run): string =>
  `${label.padEnd(44)} ${page.score.toFixed(2)} (${(page.score / floor.score).toFixed(2)}×)  TBT ${String(Math.round(page.tbt)).padStart(5)} ms (${floor.tbt > 0 ? `${(page.tbt / floor.tbt).toFixed(1)}×` : '-'})  LCP ${(page.lcp / 1000).toFixed(2)} s  FCP ${(page.fcp / 1000).toFixed(2)} s  CLS ${page.cls.toFixed(3)}  | floor ${floor.score.toFixed(2)}, TBT ${Math.round(floor.tbt)} ms, LCP ${(floor.lcp / 1000).toFixed(2)} s`;

/** docs/performance.md budgets: a median score of at least 0.95 and CLS of at most 0.02. */
export const withinBudget = (r: Run): boolean => r.score >= 0.95 && r.cls <= 0.02;

export const runLine = (label: string, r: Run): string =>
  `${label.padEnd(20)} performance ${r.score.toFixed(2)}  FCP ${(r.fcp / 1000).toFixed(1)} s  LCP ${(r.lcp / 1000).toFixed(1)} s  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(3)}`;

/** Without a Chinese font, Chromium draws boxes through a slow fallback: figures further from a phone's. */
export function warnWithoutChineseFont(): void {
  const fonts = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  if (fonts.status === 0 && fonts.stdout.trim() === '') {
    console.warn(
      'lighthouse: no Chinese font installed (apt-get install -y fonts-wqy-microhei); figures will be lower',
    );
  }
}
