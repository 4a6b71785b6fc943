// The first load of every route (npm run perf, and its sizes-only suite in npm test): which URL
// stands for each route of the table, what counts (index.html and its inline code included), and
// the budgets (docs/performance.md). Pure functions here;
// scripts/perf.ts loads each URL in Chromium and records what the browser fetched.
import { gzipSync } from 'node:zlib';
import { inlineBlocks } from './csp.ts';
import type { RouteFile } from './route-preload.ts';

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
  /** The route's pattern in src/app/routes.ts. */
  path: string;
  /** The URL that stands for it: one that renders the page's real content. */
  url: string;
  session: Session;
  /**
   * Where the page sends the visitor on its own (a third-party login callback), when it does: its
   * first load ends there, what the next page loads is that page's.
   */
  lands?: string;
}

// The development user's paid order (seeded by the mock, docs/mock.md) and a product, a part and
// a review of the fixtures. Login routes are visited as a guest (a user is sent on); every other
// route as the development user, the heavier case (a filled cart, orders, badges).
const ORDER = 'SJ202611201403120001';
const user = (url: string) => ({ url, session: 'user' as const });
const guest = (url: string, lands?: string) => ({ url, session: 'guest' as const, lands });

/** One URL per route of the table; a route without one fails the suite (see samplesFor). */
export const SAMPLE_URLS: Readonly<Record<string, Omit<Sample, 'path'>>> = {
  '/': user('/'),
  '/product': user('/product?typeId=1'),
  '/sort/:type': user('/sort/1'),
  '/commodity': user('/commodity'),
  '/commodityDetail/:productId': user('/commodityDetail/10001'),
  '/part': user('/part'),
  '/part-detail': user('/part-detail?productId=20001&type=1'),
  '/brand-list': user('/brand-list?type_id=1&brand_id=1'),
  '/activity-list': user('/activity-list?typeId=1'),
  '/new-today': user('/new-today'),
  '/check-video': user('/check-video'),
  '/list': user('/list/'),
  '/list/pro': user('/list/pro?productId=10001'),
  '/list-detail': user('/list-detail?review_id=30001'),
  '/list/show/:orderno': user(`/list/show/${ORDER}`),
  '/list/success': user('/list/success'),
  '/shop-cart': user('/shop-cart'),
  '/user': user('/user'),
  '/user/order': user('/user/order'),
  '/user/order/logistics': user(`/user/order/logistics?orderId=${ORDER}`),
  '/user/order/confirm': user('/user/order/confirm?shouji_str=10001:1&peijian_str=21001:1&from_where=1'),
  '/user/order/detail/:orderNo': user(`/user/order/detail/${ORDER}`),
  '/user/order/refund-success': user(`/user/order/refund-success?order_no=${ORDER}`),
  '/user/address': user('/user/address'),
  '/user/address/add': user('/user/address/add'),
  '/user/collection': user('/user/collection'),
  '/user/coupon': user('/user/coupon'),
  '/user/repairCard': user('/user/repairCard'),
  '/user/guarantee': user('/user/guarantee'),
  '/user/setting': user('/user/setting'),
  '/user/advice': user('/user/advice'),
  '/login': guest('/login'),
  '/register': guest('/register'),
  '/findPass': guest('/findPass'),
  '/bindAccount': guest('/bindAccount?userId=0&uid=wx-new&platId=1'),
  // A new account's code: the callback hands over to the bind form (a bound account's is logged in
  // and goes on with the 登录成功 toast, whose code any page's first toast loads).
  '/otherLogin': guest('/otherLogin?code=e2e-new-1', '/bindAccount'),
  '/alipayLogin': guest('/alipayLogin?auth_code=e2e-new-2', '/bindAccount'),
  '/payment': user(`/payment?order_no=${ORDER}`),
  '/mixedDetail': user('/mixedDetail'),
  '/download': user('/download'),
};

/** The sample of every route, in the table's order; fails on a route without one (or a stale one). */
export function samplesFor(routes: readonly RouteFile[], urls = SAMPLE_URLS): Sample[] {
  const paths = new Set(routes.map((r) => r.path));
  const missing = routes.filter((r) => !(r.path in urls)).map((r) => r.path);
  const stale = Object.keys(urls).filter((p) => !paths.has(p));
  if (missing.length || stale.length)
    throw new Error(
      [
        missing.length
          ? `no sample URL for ${missing.join(', ')} (scripts/lib/first-load.ts SAMPLE_URLS)`
          : '',
        stale.length ? `sample URLs for routes not in the table: ${stale.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; '),
    );
  return routes.map((r) => ({ path: r.path, ...urls[r.path] }));
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
  return {
    js,
    css,
    html,
    total: js + css + html,
    jsFiles: files.filter((f) => f.kind === 'js' && !f.inline).length,
    cssFiles: files.filter((f) => f.kind === 'css' && !f.inline).length,
  };
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

/** What is over budget for a route's first load (empty when within every budget). */
export function overBudget(path: string, t: Totals): string[] {
  const limit = path === '/' ? BUDGET.home : BUDGET.route;
  const out: string[] = [];
  if (t.total > limit) out.push(`total ${kib(t.total)} > ${kib(limit)}`);
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
