// The route table's code: each route's first calls and the lazy loading of its page, keyed by the
// path of its data in src/app/route-data.ts (path, title, login rule, tab, page file). The router,
// the early start and the tap-ahead (prepareRoute) read both, so adding a screen is an entry there,
// its first calls here and its page file.
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
import { matchRoute, routeOf, routeTitle, type RouteMatch, type RoutePattern } from './route-data';
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

/**
 * The calls a page makes first, started together with its code (first load and taps). A page
 * outside the first load imports its call modules here (`import()`), so they stay out of it.
 */
const FIRST_CALLS: { readonly [P in RoutePattern]?: (at: RouteParams) => Prefetch[] } = {
  '/': ({ query }) => {
    const tab = tabTypeId(query.get(TAB_PARAM));
    const list: Prefetch =
      tab === undefined
        ? (c) => c.prefetchInfiniteQuery(homeQuery())
        : tab === PART_TYPE_ID
          ? (c) => c.prefetchQuery(partsQuery())
          : (c) => c.prefetchInfiniteQuery(categoryProductsQuery(tab));
    return [list, (c) => c.prefetchQuery(indexCateQuery())];
  },
  '/product': ({ query }) => [
    (c) => c.prefetchQuery(indexCateQuery()),
    (c) => c.prefetchInfiniteQuery(searchListQuery({ typeId: parseId(query.get('typeId')), props: [] })),
  ],
  // The sidebar and brands, and the models under them (the first brand's grid reads the tree).
  '/sort/:type': () => [
    (c) => import('@/calls/new-get-product-cate-h5').then((m) => c.prefetchQuery(m.cateH5Query())),
    (c) => import('@/calls/new-get-product-cate-v1').then((m) => c.prefetchQuery(m.cateTreeQuery())),
  ],
  '/commodity': ({ query }) => {
    const parsed = parseCommodityQuery(query);
    const list: Prefetch = (c) => c.prefetchInfiniteQuery(searchListQuery(parsed));
    // Like the page: the panels' groups come first only when chips need their names.
    return hasNarrowingFilters(parsed)
      ? [list, (c) => c.prefetchQuery(filterDataQuery(filterDataParams(parsed)))]
      : [list];
  },
  '/commodityDetail/:productId': ({ params }) => {
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
  '/part': () => [(c) => c.prefetchQuery(partsQuery())],
  '/part-detail': ({ query }) => {
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
  '/brand-list': ({ query }) => {
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
  '/activity-list': ({ query }) => {
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
  '/new-today': () => [
    (c) => import('@/calls/today-new-product-list').then((m) => c.prefetchInfiniteQuery(m.newTodayQuery())),
  ],
  '/check-video': () => [
    (c) => import('@/calls/phone-video-list').then((m) => c.prefetchInfiniteQuery(m.phoneVideosQuery())),
  ],
  '/list': ({ query }) => [
    (c) =>
      import('@/calls/new-review-list').then((m) =>
        c.prefetchInfiniteQuery(m.reviewFeedQuery({ brandType: brandTypeOf(query) })),
      ),
  ],
  '/list/pro': ({ query }) => {
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
  '/list-detail': ({ query }) => {
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
  '/shop-cart': () => [
    (c) =>
      import('@/calls/get-shop-cart-list').then((m) =>
        c.prefetchInfiniteQuery(m.shopCartListQuery(readUserData()?.userId)),
      ),
  ],
  '/user/order': ({ query }) => [
    (c) =>
      import('@/calls/order-list').then((m) =>
        c.prefetchInfiniteQuery(m.orderListQuery(tabOf(query.get('state')))),
      ),
  ],
  '/user/order/logistics': ({ query }) => [
    (c) =>
      import('@/calls/order-detail').then((m) =>
        c.prefetchQuery(m.orderDetailQuery(query.get('orderId') ?? '')),
      ),
  ],
  // The confirm query's parser loads with the first calls, not with the first load of /.
  '/user/order/confirm': ({ query }) => [
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
          if (phone === undefined)
            return import('@/calls/pat-detail').then((m) =>
              Promise.all(checkout.parts.map((part) => c.prefetchQuery(m.partBySkuQuery(part.id)))),
            );
          // The parts bought with the phone too: the page draws its lines once all three are in
          // (src/features/orders/hooks/use-checkout-lines.ts), in one render.
          return Promise.all([
            import('@/calls/product-detail').then((m) => c.prefetchQuery(m.productDetailQuery(phone))),
            import('@/calls/server-info').then((m) => c.prefetchQuery(m.serverInfoQuery(phone))),
            checkout.parts.length > 0 &&
              import('@/calls/parts-info').then((m) => c.prefetchQuery(m.partsInfoQuery(phone))),
          ]);
        },
      ),
    (c) => import('@/calls/get-reciver-address-list').then((m) => c.prefetchQuery(m.addressListQuery())),
  ],
  '/user/order/detail/:orderNo': ({ params, query }) => {
    const type = Number(query.get('type'));
    return [
      (c) =>
        import('@/calls/order-detail').then((m) =>
          c.prefetchQuery(m.orderDetailQuery(params.orderNo, type === 1 || type === 2 ? type : undefined)),
        ),
    ];
  },
};

const HOME_FILE = 'src/features/home/home-page.tsx';

/**
 * Every page file the table can name, for development and tests; the home page is left out, as it
 * is part of the first load (src/app/router.tsx imports it). The build makes each page file an
 * entry of its own instead, and index.html's table loads it (window.__loadPage): the app's code
 * carries no import of each page nor Vite's list of each page's stylesheets.
 */
const PAGE_FILES = import.meta.env.PROD
  ? {}
  : import.meta.glob<PageModule>(['/src/features/**/*-page.tsx', '!/src/features/home/home-page.tsx']);
/** The page files, for the test that every route's file exists and every page file has a route. */
export const pageFiles = (): string[] => Object.keys(PAGE_FILES).map((k) => k.slice(1));

export const isLazyPattern = (pattern: RoutePattern): boolean => routeOf(pattern).file !== HOME_FILE;

/**
 * The page frame (src/components/page-header) around every page outside the bottom tabs: header
 * with the table's title and a back button. None is part of the first load of '/', so the frame's
 * code comes with theirs (loadPage) and leaves the first load as it was.
 */
const loadFrame = () => import('@/components/page-header/framed');

/** What index.html's inline scripts leave (absent in development and in tests). */
type PreloadWindow = Window & {
  /**
   * A page's module from index.html's table (scripts/lib/route-preload.ts): its chunks all at
   * once, its stylesheets in, then its chunk imported.
   */
  __loadPage?: (pattern: string) => Promise<PageModule>;
  /** The early reads (src/app/early-reads.ts), bundled into index.html. */
  __shopEarlyReads?: { startEarlyReads: typeof startEarlyReads };
};

const pending = new Map<RoutePattern, Promise<PageModule>>();
const loaded = new Map<RoutePattern, PageModule>();

/** Loads a page's module once; a failed load is forgotten, so the next call tries again. */
export function loadPage(pattern: RoutePattern): Promise<PageModule> {
  let promise = pending.get(pattern);
  if (!promise) {
    const route = routeOf(pattern);
    const { file, tab } = route;
    const load = import.meta.env.PROD
      ? () => (window as PreloadWindow).__loadPage!(pattern)
      : (PAGE_FILES as Record<string, () => Promise<PageModule>>)[`/${file}`];
    if (!load) return Promise.reject(new Error(`routes: no page file ${file} for ${pattern}`));
    // A page outside the tabs comes framed, so the router draws frame and page in one render.
    const page = tab
      ? load()
      : Promise.all([load(), loadFrame()]).then(([mod, frame]) => ({
          default: frame.framed(mod.default, (query) => routeTitle(route, query)),
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
  const firstCalls = FIRST_CALLS[match.route.path];
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
  const match = matchRoute(url.pathname);
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
