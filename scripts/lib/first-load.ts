// The first load of every route (npm run perf, and its sizes-only suite in npm test): who opens
// each route's sample URL (src/app/route-data.ts), what counts (index.html and its inline code
// included), and the budgets (docs/performance.md). Pure functions here; scripts/perf.ts loads
// each URL in Chromium and records what the browser fetched.
import { gzipSync } from 'node:zlib';
import { inlineBlocks } from './csp.ts';
import { routeSamples, type RouteSample } from '../../src/app/route-data.ts';

export const KIB = 1024;

/**
 * Budgets, gzip -9: everything a first visit to the URL runs or parses, index.html itself (its
 * inline scripts and styles included) and every script and stylesheet fetched (docs/performance.md).
 */
export const BUDGET = {
  /** `/`: the document, scripts and stylesheets together. */
  home: 115 * KIB,
  /** Any other route, what `/` loads included. */
  route: 160 * KIB,
  /** Script files of any route (each one a request; modulepreloads included). */
  jsFiles: 8,
  /** Stylesheets of any route. */
  css: 15 * KIB,
} as const;

/** Who visits: a first visitor, or the development user (docs/mock.md) with a filled cart. */
export type Session = 'guest' | 'user';

export interface Sample {
  /** The route's pattern (src/app/route-data.ts). */
  path: string;
  /** The URL that stands for it: the route's sample, which renders the page's real content. */
  url: string;
  session: Session;
  /**
   * Where the page sends the visitor on its own (a third-party login callback), when it does: its
   * first load ends there, what the next page loads is that page's.
   */
  lands?: string;
}

/**
 * Who opens a route: the account pages (login, register, the third-party callbacks and the bind
 * form; a user is sent on or has no reason to come) as a guest, every other route as the
 * development user, the heavier case (a filled cart, orders, badges).
 */
export const sessionFor = (route: Pick<RouteSample, 'file'>): Session =>
  route.file.startsWith('src/features/account/') ? 'guest' : 'user';

/** The first load to measure for every route, in the table's order, at the route's sample URL. */
export function samplesFor(routes: readonly RouteSample[] = routeSamples()): Sample[] {
  return routes.map((r) => ({
    path: r.path,
    url: r.sample,
    session: sessionFor(r),
    ...(r.lands ? { lands: r.lands } : {}),
  }));
}

export interface LoadedFile {
  /** Base-relative, e.g. /assets/app-x.js; index.html's parts as '/index.html <script>' etc. */
  file: string;
  kind: 'js' | 'css' | 'html';
  /** gzip -9 bytes. */
  gzip: number;
  /** Part of index.html, not a request of its own (not counted as a file). */
  inline?: boolean;
}

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

/**
 * index.html, counted as the browser takes it: its inline scripts (the route table, the early
 * reads) as script, its inline styles (the skeleton's, the entry's) as stylesheet, and the rest of
 * the document as HTML. Moving code into the HTML does not make it free: it is parsed and run
 * before anything else.
 */
export function documentParts(html: string): LoadedFile[] {
  const { scripts, styles } = inlineBlocks(html);
  const rest = html
    .replace(/(<script(?![^>]*\bsrc=)[^>]*>)[\s\S]*?(<\/script>)/gi, '$1$2')
    .replace(/(<style[^>]*>)[\s\S]*?(<\/style>)/gi, '$1$2');
  const parts: LoadedFile[] = [{ file: '/index.html', kind: 'html', gzip: gzip(rest), inline: true }];
  if (scripts.join('') !== '')
    parts.push({ file: '/index.html <script>', kind: 'js', gzip: gzip(scripts.join('\n')), inline: true });
  if (styles.join('') !== '')
    parts.push({ file: '/index.html <style>', kind: 'css', gzip: gzip(styles.join('')), inline: true });
  return parts;
}

export interface Totals {
  js: number;
  /** index.html's inline scripts (the route preload and the early reads), part of `js`. */
  inlineJs: number;
  css: number;
  html: number;
  total: number;
  /** Script files fetched (inline scripts are no request). */
  jsFiles: number;
  cssFiles: number;
}

export function totalsOf(files: readonly LoadedFile[]): Totals {
  const sum = (kind: LoadedFile['kind']) =>
    files.filter((f) => f.kind === kind).reduce((n, f) => n + f.gzip, 0);
  const js = sum('js');
  const css = sum('css');
  const html = sum('html');
  const inlineJs = files.filter((f) => f.kind === 'js' && f.inline).reduce((n, f) => n + f.gzip, 0);
  return {
    js,
    inlineJs,
    css,
    html,
    total: js + css + html,
    jsFiles: files.filter((f) => f.kind === 'js' && !f.inline).length,
    cssFiles: files.filter((f) => f.kind === 'css' && !f.inline).length,
  };
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

/**
 * Whether the gate counts index.html itself (its inline scripts and the document around them).
 * The budgets are meant with it (docs/performance.md), and since 2026-11-29 every route is within
 * them so counted: the gate counts the whole first load. Set to false, it would count the scripts
 * and stylesheets (inline styles included) only, the rule of 2026-11-27, and every report would
 * show the whole figure beside it, marked.
 */
export const GATE_COUNTS_DOCUMENT = true;

/** What the budget gate counts of a first load. */
export const gatedTotal = (t: Totals): number =>
  GATE_COUNTS_DOCUMENT ? t.total : t.total - t.inlineJs - t.html;

/**
 * The whole first load over its budget, index.html included: what reports print beside the gated
 * figure while the gate leaves index.html out (GATE_COUNTS_DOCUMENT false).
 */
export function overBudgetWithInline(path: string, t: Totals): string | undefined {
  const limit = path === '/' ? BUDGET.home : BUDGET.route;
  return t.total > limit ? `with index.html ${kib(t.total)} > ${kib(limit)}` : undefined;
}

/** What is over budget for a route's first load (empty when within every budget). */
export function overBudget(path: string, t: Totals): string[] {
  const limit = path === '/' ? BUDGET.home : BUDGET.route;
  const out: string[] = [];
  const counted = gatedTotal(t);
  if (counted > limit) out.push(`total ${kib(counted)} > ${kib(limit)}`);
  if (t.jsFiles > BUDGET.jsFiles) out.push(`${t.jsFiles} JS files > ${BUDGET.jsFiles}`);
  if (t.css > BUDGET.css) out.push(`CSS ${kib(t.css)} > ${kib(BUDGET.css)}`);
  return out;
}

/** One line of the sizes table. */
export function sizeRow(sample: Sample, t: Totals): string {
  return [
    sample.url.padEnd(44),
    kib(t.js).padStart(10),
    String(t.jsFiles).padStart(4),
    kib(t.css).padStart(9),
    kib(t.html).padStart(9),
    kib(t.total).padStart(10),
    ` ${sample.session}`,
  ].join(' ');
}

export const SIZE_HEADER = `${'URL'.padEnd(44)} ${'JS'.padStart(10)} ${'#JS'.padStart(4)} ${'CSS'.padStart(9)} ${'HTML'.padStart(9)} ${'total'.padStart(10)}  session`;
