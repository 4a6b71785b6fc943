// The route table: every route of SPEC 2 in one place — its path, title, login rule, bottom tab,
// page file and first calls. The router, the guard, the page titles, the early start and the
// tap-ahead (prepareRoute) all read it, so adding a screen is one entry here plus its page file.
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { hasNarrowingFilters, filterDataParams, parseCommodityQuery } from '@/domain/commodity-query';
import { filterDataQuery } from '@/calls/filter-data';
import { categoryProductsQuery, searchListQuery } from '@/calls/search-list';
import { PART_TYPE_ID } from '@/domain/catalogue';
import { indexCateQuery } from '@/calls/index-product-cate';
import { partsQuery } from '@/calls/pat-search-product-list';
import { homeQuery } from '@/calls/app-home-v3';
import { TAB_PARAM, tabTypeId } from '@/features/home/tabs';
import { brandTypeOf, idOf } from '@/features/reviews/feed-query';
import { readUserData } from '@/lib/session';
import { tabOf } from '@/features/orders/components/order-tab';
import { parsePartDetailQuery } from '@/domain/part-query';
import { parseId } from '@/domain/prop-keyword';
import { pathSegments } from '@/lib/redirect';
import { addAheadResponses, dropAheadResponses, sentAheadJustNow } from '@/lib/early-responses';
import type { startEarlyReads } from './early-reads';

export interface PageModule {
  default: ComponentType;
}

/** One first call of a page: the same query options the page reads, so nothing is fetched twice. */
export type Prefetch = (client: QueryClient) => Promise<unknown>;

export interface RouteParams {
  /** The path's parameters (':productId' → productId), decoded. */
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
}

export interface RouteDef {
  /** The React Router pattern (':name' is one segment; matched without case). */
  readonly path: string;
  /** document.title on this page (SPEC names none; Chinese, as the shop's own pages). */
  readonly title: string;
  /** SPEC 2 "auth" / SPEC 6: a visitor goes to /login with this location as redirect. */
  readonly auth?: boolean;
  /** Login and register forms: a logged-in user goes on to the redirect (or /user) instead. */
  readonly guestOnly?: boolean;
  /** A main tab page, which carries the bottom navigation (SPEC 2). */
  readonly tab?: boolean;
  /**
   * The page's file, from the project root: a URL leads to its file in one step. Loaded lazily,
   * except the home page, which is part of the first load.
   */
  readonly file: string;
  /**
   * The calls the page makes first, started together with its code (first load and taps). A page
   * outside the first load imports its call modules here (`import()`), so they stay out of it.
   */
  readonly firstCalls?: (at: RouteParams) => Prefetch[];
}

const HOME_FILE = 'src/features/home/home-page.tsx';

/**
 * Every route of SPEC 2. SPEC names no path for the brand product list, the refund success page,
 * the guarantee list and the app download page; the paths here are this project's choice.
 * Auth routes (SPEC 2 "auth", SPEC 6; /list/show publishes for an order of the user's). Open on
 * purpose: /payment (the messaging-app callback carries a one-time OAuth code that a detour through
 * login would waste; its calls carry the token, so a missing session surfaces there); /user,
 * /user/setting, /shop-cart and the review feed (login links, guest cart; their actions that need
 * login send there themselves, SPEC 6).
 */
export const ROUTES = [
  {
    path: '/',
    title: '首页',
    tab: true,
    file: HOME_FILE,
    firstCalls: ({ query }) => {
      const tab = tabTypeId(query.get(TAB_PARAM));
      const list: Prefetch =
        tab === undefined
          ? (c) => c.prefetchInfiniteQuery(homeQuery())
          : tab === PART_TYPE_ID
            ? (c) => c.prefetchQuery(partsQuery())
            : (c) => c.prefetchInfiniteQuery(categoryProductsQuery(tab));
      return [list, (c) => c.prefetchQuery(indexCateQuery())];
    },
  },
  {
    path: '/product',
    title: '全部商品',
    file: 'src/features/catalogue/product-page.tsx',
    firstCalls: ({ query }) => [
      (c) => c.prefetchQuery(indexCateQuery()),
      (c) => c.prefetchInfiniteQuery(searchListQuery({ typeId: parseId(query.get('typeId')), props: [] })),
    ],
  },
  {
    path: '/sort/:type',
    title: '分类',
    tab: true,
    file: 'src/features/catalogue/sort-page.tsx',
    // The sidebar and brands, and the models under them (the first brand's grid reads the tree).
    firstCalls: () => [
      (c) => import('@/calls/new-get-product-cate-h5').then((m) => c.prefetchQuery(m.cateH5Query())),
      (c) => import('@/calls/new-get-product-cate-v1').then((m) => c.prefetchQuery(m.cateTreeQuery())),
    ],
  },
  {
    path: '/commodity',
    title: '商品列表',
    file: 'src/features/catalogue/commodity-page.tsx',
    firstCalls: ({ query }) => {
      const parsed = parseCommodityQuery(query);
      const list: Prefetch = (c) => c.prefetchInfiniteQuery(searchListQuery(parsed));
      // Like the page: the panels' groups come first only when chips need their names.
      return hasNarrowingFilters(parsed)
        ? [list, (c) => c.prefetchQuery(filterDataQuery(filterDataParams(parsed)))]
        : [list];
    },
  },
  {
    path: '/commodityDetail/:productId',
    title: '商品详情',
    file: 'src/features/product/commodity-detail-page.tsx',
    firstCalls: ({ params }) => {
      const id = parseId(params.productId);
      // Everything the first screen shows, not only the detail: a read that arrives after the
      // page has drawn re-renders it (on a phone a long task after the first paint).
      return id !== undefined
        ? [
            (c) => import('@/calls/product-detail').then((m) => c.prefetchQuery(m.productDetailQuery(id))),
            (c) => import('@/calls/server-info').then((m) => c.prefetchQuery(m.serverInfoQuery(id))),
            (c) => import('@/calls/parts-info').then((m) => c.prefetchQuery(m.partsInfoQuery(id))),
            (c) => import('@/calls/product-check').then((m) => c.prefetchQuery(m.productCheckQuery(id))),
            (c) =>
              import('@/calls/get-shop-cart-list').then((m) =>
                c.prefetchQuery(m.cartCountQuery(readUserData()?.userId)),
              ),
          ]
        : [];
    },
  },
  {
    path: '/part',
    title: '配件商城',
    file: 'src/features/parts/part-page.tsx',
    firstCalls: () => [(c) => c.prefetchQuery(partsQuery())],
  },
  {
    path: '/part-detail',
    title: '配件详情',
    file: 'src/features/parts/part-detail-page.tsx',
    firstCalls: ({ query }) => {
      const part = parsePartDetailQuery(query);
      return part
        ? [
            (c) =>
              import('@/calls/pat-detail').then((m) =>
                c.prefetchQuery(m.patDetailQuery(part.productId, part.type)),
              ),
          ]
        : [];
    },
  },
  {
    path: '/brand-list',
    title: '品牌商品',
    file: 'src/features/catalogue/brand-list-page.tsx',
    firstCalls: ({ query }) => {
      const typeId = parseId(query.get('type_id'));
      const brandId = parseId(query.get('brand_id'));
      return typeId === undefined || brandId === undefined
        ? []
        : [
            (c) =>
              import('@/calls/catebrand-product-list').then((m) =>
                c.prefetchQuery(m.catebrandProductsQuery(typeId, brandId)),
              ),
          ];
    },
  },
  {
    path: '/activity-list',
    title: '活动专区',
    file: 'src/features/catalogue/activity-list-page.tsx',
    firstCalls: ({ query }) => {
      const cate = parseId(query.get('typeId'));
      return cate === undefined
        ? []
        : [
            (c) =>
              import('@/calls/cate-activity-list').then((m) =>
                c.prefetchInfiniteQuery(m.activityListQuery(cate)),
              ),
          ];
    },
  },
  {
    path: '/new-today',
    title: '今日上新',
    file: 'src/features/catalogue/new-today-page.tsx',
    firstCalls: () => [
      (c) => import('@/calls/today-new-product-list').then((m) => c.prefetchInfiniteQuery(m.newTodayQuery())),
    ],
  },
  {
    path: '/check-video',
    title: '验机视频',
    file: 'src/features/catalogue/check-video-page.tsx',
    firstCalls: () => [
      (c) => import('@/calls/phone-video-list').then((m) => c.prefetchInfiniteQuery(m.phoneVideosQuery())),
    ],
  },
  {
    path: '/list',
    title: '晒单',
    tab: true,
    file: 'src/features/reviews/list-page.tsx',
    firstCalls: ({ query }) => [
      (c) =>
        import('@/calls/new-review-list').then((m) =>
          c.prefetchInfiniteQuery(m.reviewFeedQuery({ brandType: brandTypeOf(query) })),
        ),
    ],
  },
  {
    path: '/list/pro',
    title: '相关晒单',
    file: 'src/features/reviews/list-pro-page.tsx',
    firstCalls: ({ query }) => {
      const productId = idOf(query, 'productId');
      return productId === undefined
        ? []
        : [
            (c) =>
              import('@/calls/new-review-list').then((m) =>
                c.prefetchInfiniteQuery(m.reviewFeedQuery({ productId })),
              ),
          ];
    },
  },
  {
    path: '/list-detail',
    title: '晒单详情',
    file: 'src/features/reviews/list-detail-page.tsx',
    firstCalls: ({ query }) => {
      const reviewId = idOf(query, 'review_id');
      return reviewId === undefined
        ? []
        : [
            (c) =>
              import('@/calls/shaidan-detail').then((m) =>
                c.prefetchInfiniteQuery(m.reviewDetailQuery(reviewId)),
              ),
          ];
    },
  },
  {
    path: '/list/show/:orderno',
    title: '发布晒单',
    auth: true,
    file: 'src/features/reviews/list-show-page.tsx',
  },
  { path: '/list/success', title: '发布成功', file: 'src/features/reviews/list-success-page.tsx' },
  {
    path: '/shop-cart',
    title: '购物车',
    tab: true,
    file: 'src/features/cart/shop-cart-page.tsx',
    firstCalls: () => [
      (c) =>
        import('@/calls/get-shop-cart-list').then((m) =>
          c.prefetchInfiniteQuery(m.shopCartListQuery(readUserData()?.userId)),
        ),
    ],
  },
  { path: '/user', title: '个人中心', tab: true, file: 'src/features/user/user-page.tsx' },
  {
    path: '/user/order',
    title: '我的订单',
    auth: true,
    file: 'src/features/orders/order-page.tsx',
    firstCalls: ({ query }) => [
      (c) =>
        import('@/calls/order-list').then((m) =>
          c.prefetchInfiniteQuery(m.orderListQuery(tabOf(query.get('state')))),
        ),
    ],
  },
  {
    path: '/user/order/logistics',
    title: '物流信息',
    auth: true,
    file: 'src/features/orders/order-logistics-page.tsx',
    firstCalls: ({ query }) => [
      (c) =>
        import('@/calls/order-detail').then((m) =>
          c.prefetchQuery(m.orderDetailQuery(query.get('orderId') ?? '')),
        ),
    ],
  },
  {
    path: '/user/order/confirm',
    title: '确认订单',
    auth: true,
    file: 'src/features/orders/order-confirm-page.tsx',
    // The confirm query's parser loads with the first calls, not with the first load of /.
    firstCalls: ({ query }) => [
      (c) =>
        import('@/domain/checkout-query').then(
          ({ FROM_CART, parseCheckoutSearch }): Promise<unknown> | undefined => {
            const checkout = parseCheckoutSearch(query);
            const phone = checkout?.phones[0]?.id;
            if (!checkout) return undefined;
            if (checkout.fromWhere === FROM_CART) {
              return import('@/calls/get-shop-cart-list').then((m) =>
                c.prefetchQuery(m.cartLinesQuery(readUserData()?.userId ?? 0)),
              );
            }
            if (phone === undefined) return undefined;
            return Promise.all([
              import('@/calls/product-detail').then((m) => c.prefetchQuery(m.productDetailQuery(phone))),
              import('@/calls/server-info').then((m) => c.prefetchQuery(m.serverInfoQuery(phone))),
            ]);
          },
        ),
      (c) => import('@/calls/get-reciver-address-list').then((m) => c.prefetchQuery(m.addressListQuery())),
    ],
  },
  {
    path: '/user/order/detail/:orderNo',
    title: '订单详情',
    auth: true,
    file: 'src/features/orders/order-detail-page.tsx',
    firstCalls: ({ params, query }) => {
      const type = Number(query.get('type'));
      return [
        (c) =>
          import('@/calls/order-detail').then((m) =>
            c.prefetchQuery(m.orderDetailQuery(params.orderNo, type === 1 || type === 2 ? type : undefined)),
          ),
      ];
    },
  },
  {
    path: '/user/order/refund-success',
    title: '退款成功',
    auth: true,
    file: 'src/features/orders/refund-success-page.tsx',
  },
  { path: '/user/address', title: '收货地址', auth: true, file: 'src/features/user/address-page.tsx' },
  {
    path: '/user/address/add',
    title: '编辑地址',
    auth: true,
    file: 'src/features/user/address-add-page.tsx',
  },
  { path: '/user/collection', title: '我的收藏', auth: true, file: 'src/features/user/collection-page.tsx' },
  { path: '/user/coupon', title: '优惠券', auth: true, file: 'src/features/user/coupon-page.tsx' },
  {
    path: '/user/repairCard',
    title: '电子保修卡',
    auth: true,
    file: 'src/features/user/repair-card-page.tsx',
  },
  { path: '/user/guarantee', title: '保修服务', file: 'src/features/user/guarantee-page.tsx' },
  { path: '/user/setting', title: '设置', file: 'src/features/user/setting-page.tsx' },
  { path: '/user/advice', title: '意见反馈', auth: true, file: 'src/features/user/advice-page.tsx' },
  { path: '/login', title: '登录', guestOnly: true, file: 'src/features/account/login-page.tsx' },
  { path: '/register', title: '注册', guestOnly: true, file: 'src/features/account/register-page.tsx' },
  {
    path: '/findPass',
    title: '找回密码',
    guestOnly: true,
    file: 'src/features/account/find-pass-page.tsx',
  },
  { path: '/bindAccount', title: '绑定手机号', file: 'src/features/account/bind-account-page.tsx' },
  { path: '/otherLogin', title: '微信登录', file: 'src/features/account/other-login-page.tsx' },
  { path: '/alipayLogin', title: '支付宝登录', file: 'src/features/account/alipay-login-page.tsx' },
  { path: '/payment', title: '微信支付', file: 'src/features/orders/payment-page.tsx' },
  { path: '/mixedDetail', title: '混合支付教程', file: 'src/features/orders/mixed-detail-page.tsx' },
  { path: '/download', title: '下载APP', file: 'src/features/orders/download-page.tsx' },
] as const satisfies readonly RouteDef[];

export type RoutePattern = (typeof ROUTES)[number]['path'];
export type Route = RouteDef & { readonly path: RoutePattern };

/** The title for an unknown path (the router sends those home anyway) and the HTML's own title. */
export const DEFAULT_TITLE = '二手手机商城';

const BY_PATH = new Map<RoutePattern, Route>(ROUTES.map((r) => [r.path, r]));
export const routeOf = (pattern: RoutePattern): Route => BY_PATH.get(pattern)!;

/**
 * Every page file the table can name. Vite turns each into its own lazy chunk; the home page is
 * left out, as it is part of the first load (src/app/router.tsx imports it).
 */
const PAGE_FILES = import.meta.glob<PageModule>([
  '/src/features/**/*-page.tsx',
  '!/src/features/home/home-page.tsx',
]);
/** The page files, for the test that every route's file exists and every page file has a route. */
export const pageFiles = (): string[] => Object.keys(PAGE_FILES).map((k) => k.slice(1));

const PATTERNS = ROUTES.map((route) => ({
  route: route as Route,
  parts: route.path
    .split('/')
    .filter((s) => s !== '')
    .map((s) => (s.startsWith(':') ? { param: s.slice(1) } : s.toLowerCase())),
}));

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The route a path renders, with its parameters, or undefined; a literal segment beats a parameter. */
export function findRoute(pathname: string): RouteMatch | undefined {
  const path = pathSegments(pathname);
  // Parameters keep their case (an order number may carry letters); literals compare without.
  const raw = pathname.split('/').filter((s) => s !== '');
  let best: { match: RouteMatch; literals: number } | undefined;
  for (const { route, parts } of PATTERNS) {
    if (parts.length !== path.length) continue;
    const params: Record<string, string> = {};
    const fits = parts.every((p, i) => {
      if (typeof p === 'string') return p === path[i];
      params[p.param] = safeDecode(raw[i]);
      return true;
    });
    const literals = parts.filter((p) => typeof p === 'string').length;
    if (fits && (!best || literals > best.literals)) best = { match: { route, params }, literals };
  }
  return best?.match;
}

/** The route pattern a path renders, or undefined. */
export const matchRoute = (pathname: string): RoutePattern | undefined => findRoute(pathname)?.route.path;

export const isLazyPattern = (pattern: RoutePattern): boolean => routeOf(pattern).file !== HOME_FILE;

/**
 * The page frame (src/components/page-header) around every page outside the bottom tabs: header
 * with the table's title and a back button. None is part of the first load of '/', so the frame's
 * code comes with theirs (loadPage) and leaves the first load as it was.
 */
const loadFrame = () => import('@/components/page-header/framed');

/** What index.html's inline scripts leave (absent in development and in tests). */
type PreloadWindow = Window & {
  __preloadPage?: (pattern: string) => void;
  /** The early reads (src/app/early-reads.ts), bundled into index.html. */
  __shopEarlyReads?: { startEarlyReads: typeof startEarlyReads };
};

const pending = new Map<RoutePattern, Promise<PageModule>>();
const loaded = new Map<RoutePattern, PageModule>();

/** Loads a page's module once; a failed load is forgotten, so the next call tries again. */
export function loadPage(pattern: RoutePattern): Promise<PageModule> {
  let promise = pending.get(pattern);
  if (!promise) {
    const file = routeOf(pattern).file;
    const load = PAGE_FILES[`/${file}`];
    if (!load) return Promise.reject(new Error(`routes: no page file ${file} for ${pattern}`));
    const { tab, title } = routeOf(pattern);
    // The page's chunks, all at once, from index.html's table (scripts/lib/route-preload.ts); the
    // import alone would find them one after another.
    (window as PreloadWindow).__preloadPage?.(pattern);
    // A page outside the tabs comes framed, so the router draws frame and page in one render.
    const page = tab
      ? load()
      : Promise.all([load(), loadFrame()]).then(([mod, frame]) => ({
          default: frame.framed(mod.default, title),
        }));
    promise = page.then(
      (mod) => (loaded.set(pattern, mod), mod),
      (err: unknown) => {
        pending.delete(pattern);
        throw err;
      },
    );
    pending.set(pattern, promise);
  }
  return promise;
}

/** The page's module when it has already loaded (the router then renders it without suspending). */
export const loadedPage = (pattern: RoutePattern): PageModule | undefined => loaded.get(pattern);

/** A route's first calls for a location (none for routes without any). */
export function firstCallsOf(match: RouteMatch, search: string): Prefetch[] {
  const { firstCalls } = match.route;
  return firstCalls ? firstCalls({ params: match.params, query: new URLSearchParams(search) }) : [];
}

/**
 * Sends the target page's first reads at once, with index.html's early reads (the same requests its
 * calls make, which take the answers: src/lib/early-responses.ts). Its calls' own code comes with
 * the page's chunks, so until the page has loaded once they could start only when those arrive.
 */
function sendReadsAhead(pattern: RoutePattern, to: string): void {
  const early = (window as PreloadWindow).__shopEarlyReads;
  if (!early) return;
  const { href, origin, pathname, search } = new URL(to, window.location.href);
  if (sentAheadJustNow(href)) return;
  try {
    const sent = early.startEarlyReads(
      pattern.toLowerCase(),
      { href, origin, pathname, search },
      (input, init) => fetch(input, init),
    );
    addAheadResponses(href, sent);
  } catch {
    // As at the first load: anything unexpected, and the page's calls ask themselves.
  }
}

/**
 * Starts what a navigation to `to` needs — the page's code and its first calls, side by side — and
 * settles when both are there (failures are left to the page, which shows its error state).
 * Every navigation calls it before the router moves (src/app/navigation.ts), so the new page can
 * render whole in one step; the first calls go out in the same task, before any of its code.
 */
export function prepareRoute(client: QueryClient, to: string): Promise<void> {
  const url = new URL(to, 'https://same-site.invalid');
  const match = findRoute(url.pathname);
  if (!match) return Promise.resolve();
  if (isLazyPattern(match.route.path) && !loadedPage(match.route.path)) sendReadsAhead(match.route.path, to);
  else dropAheadResponses();
  const code = isLazyPattern(match.route.path) ? loadPage(match.route.path) : undefined;
  const calls = firstCallsOf(match, url.search).map((prefetch) => prefetch(client));
  return Promise.all([code, ...calls]).then(
    () => undefined,
    () => undefined,
  );
}
