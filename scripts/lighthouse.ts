// npm run lighthouse -- [paths...] [--runs N] [--login]: Lighthouse mobile performance of the production build
// against the mock stack (default paths: / and /commodity; default 3 runs). Simulated throttling
// varies from run to run on a small machine, so each path is measured N times and judged by its
// median run (Lighthouse's own advice). Prints every run and the median; fails when a median score
// is below 0.95 or CLS above 0.02 (DESIGN budgets). Expects a build in dist/ (npm run build).
import { spawnSync } from 'node:child_process';
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS } from './lib/chromium.ts';
import { ROOT } from './lib/paths.ts';
import { ensurePortFree, startBin, stop, waitForPort } from './lib/servers.ts';

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
const API = BASE + 10;
const APP = BASE + 73;
const DIST = process.env.LIGHTHOUSE_DIST ?? 'dist';
const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

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

/** A call of the shop's API through the validating proxy (form body, as the app sends it). */
async function api<T>(call: string, fields: Record<string, string | number>): Promise<T> {
  const body = new URLSearchParams({ p: 'h5', v: '4.9.0' });
  for (const [k, v] of Object.entries(fields)) body.set(k, String(v));
  const res = await fetch(`http://127.0.0.1:${API}/api/${call}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 1) throw new Error(`lighthouse --login: ${call}: ${json.msg}`);
  return json.data;
}

/**
 * Logs the development user in through the login call and fills the cart through add_shop_cart
 * (the mock seeds that user's orders in every state). Returns the userData cookie the app writes
 * at login (src/lib/session.ts), for the browser of every run.
 */
async function signIn(): Promise<string> {
  const user = await api<{ userId: number; mobile: string; token: string; nickName?: string }>('login', {
    username: '13800138000',
    password: 'abc123',
  });
  const lines: Record<string, string | number>[] = [
    { pro_type: 1, pro_value: 10010, pro_num: 1, services_id: '3' },
    { pro_type: 2, pro_value: 21001, pro_num: 1 },
  ];
  for (const line of lines) {
    const detail =
      line.pro_type === 1
        ? await fetch(`http://127.0.0.1:${API}/api/product/detail?p=h5&v=4.9.0&product_id=${line.pro_value}`)
        : undefined;
    const price = detail ? ((await detail.json()) as { data: { price: string } }).data.price : '149.00';
    await api('shopcart/add_shop_cart', { token: user.token, user_id: user.userId, price, ...line });
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
 */
async function measure(
  target: string,
  index: number,
  userData: string | undefined,
): Promise<Run | undefined> {
  const out = path.join(ROOT, 'reports', `lighthouse${target.replace(/\W+/g, '-') || '-root'}-${index}.json`);
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
        url: `http://127.0.0.1:${APP}/`,
      });
    const result = await lighthouse(
      `http://127.0.0.1:${APP}${target}`,
      { onlyCategories: ['performance'], output: 'json', logLevel: 'error', port: chrome.port },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error('no result');
    writeFileSync(out, typeof result.report === 'string' ? result.report : result.report.join('\n'));
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
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
  } finally {
    chrome.kill();
  }
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
  const userData = login ? await signIn() : undefined;
  for (const target of targets) {
    const results: Run[] = [];
    for (let i = 1; i <= runs; i++) {
      const run = await measure(target, i, userData);
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
