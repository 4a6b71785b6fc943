// The reads a page's first screen needs, by route, sent by index.html before the app's code has
// arrived: the build bundles this module into an inline script (vite.config.ts, routePreload). On a
// phone the app's code takes a second or more to come; the page's data comes in that time instead of
// one round trip after it. The app takes each answer once (src/lib/early-responses.ts) when it
// makes the same request, which it builds the same way: the read from its call module, the URL and
// session fields from the client's own functions (src/api/read-request.ts).
// Each of them is a request the page makes on its first screen (early-reads.test.tsx renders the
// pages and checks), so an answer never waits unused.
import { sessionValues } from '@/api/client';
import { sentRequest, type ReadRequest } from '@/api/read-request';
import { allOrderCountRead } from '@/calls/all-order-count';
import { homeRead } from '@/calls/app-home-v3';
import { addressListRead } from '@/calls/get-reciver-address-list';
import { CART_COUNT_LIMIT, CART_PAGE_SIZE, cartPageRead } from '@/calls/get-shop-cart-list';
import { orderListRead } from '@/calls/order-list';
import { partsInfoRead } from '@/calls/parts-info';
import { productCheckRead } from '@/calls/product-check';
import { productDetailRead } from '@/calls/product-detail';
import { serverInfoRead } from '@/calls/server-info';
import { FROM_CART, parseCheckoutSearch } from '@/domain/checkout-query';
import { parseId } from '@/domain/prop-keyword';
import { TAB_PARAM, tabTypeId } from '@/features/home/tabs';
import { tabOf } from '@/features/orders/components/order-tab';
import { apiOptions } from '@/lib/api-options';
import { COLUMN_WIDE, srcSetFor } from '@/lib/image-src';
import { EARLY_KEY, type EarlyResponse } from '@/lib/early-responses';
import type { components } from '@/api/schema';
import type { RoutePattern } from './route-data';
import type { RouteParams } from './routes';

/** A phone bought now: its detail, services and recommended parts (when parts come with it). */
const buyNowReads = (phone: number, withParts: boolean): ReadRequest[] => [
  productDetailRead(phone),
  serverInfoRead(phone),
  ...(withParts ? [partsInfoRead(phone)] : []),
];

/** The first reads of the pages measured for a first visit (docs/performance.md: Lighthouse budgets). */
export const EARLY_READS: { readonly [P in RoutePattern]?: (at: RouteParams) => ReadRequest[] } = {
  // The recommendations tab (a category tab's calls are the catalogue's).
  '/': ({ query }) => (tabTypeId(query.get(TAB_PARAM)) === undefined ? [homeRead(1)] : []),
  '/commodityDetail/:productId': ({ params }) => {
    const id = parseId(params.productId);
    return id === undefined
      ? []
      : [
          productDetailRead(id),
          serverInfoRead(id),
          partsInfoRead(id),
          cartPageRead(1, CART_COUNT_LIMIT),
          // The inspection report: asked for by the first render, so without it here the page's
          // last paint waited one round trip after the app's code had run.
          productCheckRead(id),
        ];
  },
  '/shop-cart': () => [cartPageRead(1, CART_PAGE_SIZE)],
  '/user/order': ({ query }) => [orderListRead(tabOf(query.get('state')), 1), allOrderCountRead()],
  '/user/order/confirm': ({ query }) => {
    const checkout = parseCheckoutSearch(query);
    if (!checkout) return [];
    const phone = checkout.phones[0]?.id;
    const lines =
      checkout.fromWhere === FROM_CART
        ? [cartPageRead(1, CART_COUNT_LIMIT)]
        : checkout.phones.length === 1 && phone !== undefined
          ? buyNowReads(phone, checkout.parts.length > 0)
          : [];
    return [...lines, addressListRead()];
  },
};

type Schemas = components['schemas'];

/**
 * The data of a success answer (code 1), typed by the contract's schema but not trusted (the
 * inline script has no validator): each field read is checked where it is read.
 */
function successData<T>(body: unknown): { readonly [K in keyof T]?: unknown } | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { code, data } = body as { code?: unknown; data?: unknown };
  return code === 1 && typeof data === 'object' && data !== null ? data : undefined;
}

/** The `key` field of a list's first entry, when it is a non-empty string (a picture's URL). */
function firstUrl<T>(list: unknown, key: keyof T): string | undefined {
  const first: unknown = Array.isArray(list) ? list[0] : undefined;
  const url =
    typeof first === 'object' && first !== null ? (first as { [K in keyof T]?: unknown })[key] : undefined;
  return typeof url === 'string' && url !== '' ? url : undefined;
}

/** The home answer's first banner (the recommendations tab's largest paint). */
export function bannerPicture(body: unknown): string | undefined {
  return firstUrl<Schemas['Banner']>(successData<Schemas['HomeData']>(body)?.bannerList, 'banner_url');
}

/**
 * The first picture of a detail answer's gallery (src/components/gallery: the banners, or the
 * main picture when there are none): the page's largest paint. Undefined when the answer has none
 * (or is no success).
 */
export function galleryPicture(body: unknown): string | undefined {
  const data = successData<Schemas['ProductDetail']>(body);
  if (!data) return undefined;
  if (Array.isArray(data.banner_imgs) && data.banner_imgs.length > 0)
    return firstUrl<Schemas['ProductImage']>(data.banner_imgs, 'url');
  return typeof data.main_pic === 'string' && data.main_pic !== '' ? data.main_pic : undefined;
}

/**
 * The largest paint of a page measured for a first visit, a picture shown full width (COLUMN_WIDE),
 * from the answer of its first early read.
 */
const LARGEST_PICTURE: { readonly [P in RoutePattern]?: (body: unknown) => string | undefined } = {
  '/': bannerPicture,
  '/commodityDetail/:productId': galleryPicture,
};

/**
 * Asks for a page's largest picture as soon as its data answers, at the widths and sizes the page
 * asks with (so the browser takes this download for it), instead of once the app's code has come,
 * run and drawn the page: on a phone the picture then loads beside the app's code.
 */
function preloadLargestPicture(answer: Promise<Response>, pick: (body: unknown) => string | undefined): void {
  answer
    .then((r) => r.clone().json())
    .then((body: unknown) => {
      const url = pick(body);
      if (!url) return;
      const link = document.createElement('link');
      const srcSet = srcSetFor(url, COLUMN_WIDE.minWidth, COLUMN_WIDE.maxWidth);
      const attributes: Record<string, string> = srcSet
        ? {
            rel: 'preload',
            as: 'image',
            fetchpriority: 'high',
            imagesrcset: srcSet,
            imagesizes: COLUMN_WIDE.sizes,
          }
        : { rel: 'preload', as: 'image', fetchpriority: 'high', href: url };
      for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
      document.head.appendChild(link);
    })
    .catch(() => undefined);
}

/** The params of `pattern` in `pathname` (segments decoded; the head script matched them already). */
function paramsOf(pattern: string, pathname: string): Record<string, string> {
  const names = pattern.split('/').filter(Boolean);
  const values = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    if (!name.startsWith(':')) return;
    try {
      params[name.slice(1)] = decodeURIComponent(values[i]);
    } catch {
      params[name.slice(1)] = values[i];
    }
  });
  return params;
}

/**
 * Sends the first reads of the route the head script matched (`matched`: its pattern in lower
 * case), for this location and session. A read that needs login is not sent without a session (the
 * guard sends the visitor to log in instead), and nothing while a union login is pending, as the
 * app's own early start (src/app/early-start.ts) does.
 */
export function startEarlyReads(
  matched: string | undefined,
  location: { href: string; origin: string; pathname: string; search: string },
  send: typeof fetch,
  now = Date.now(),
): EarlyResponse[] {
  const query = new URLSearchParams(location.search);
  const pattern = (Object.keys(EARLY_READS) as RoutePattern[]).find((p) => p.toLowerCase() === matched);
  // A union login (`token` in the query, src/app/guard.ts) changes the session first: nothing early.
  const reads =
    pattern && !query.get('token')?.trim()
      ? EARLY_READS[pattern]!({
          params: paramsOf(pattern, location.pathname),
          query,
        })
      : [];
  const values = sessionValues(apiOptions);
  const sent = reads
    .map((read) => sentRequest(read, values, apiOptions.baseUrl, location.origin))
    .filter((request) => !request.auth || values.token !== undefined)
    .map(({ method, url, body }) => {
      const response = send(
        url,
        body === undefined
          ? undefined
          : { method, body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
      );
      // A failure reaches the request that takes the answer; one nobody takes stays quiet.
      response.catch(() => undefined);
      return { method, url, body, page: location.href, at: now, response };
    });
  const pick = pattern && LARGEST_PICTURE[pattern];
  if (pick && sent[0]) preloadLargestPicture(sent[0].response, pick);
  return sent;
}

/**
 * The inline script's entry: runs once, in a task of its own right after index.html's parse (so the
 * parse, which asks for the app's code, stays short), unless the app's code has started first.
 */
export function boot(): void {
  const w = window as unknown as { __shopRoute?: { path: string } } & Record<string, unknown>;
  // The app started first (its code came from the cache): it makes its calls itself.
  if (w[EARLY_KEY] !== undefined) return;
  // The demo build's mock is MSW in a service worker, which answers a page's calls only once the
  // app's code has started it: a read sent now would reach the static host (its index.html).
  if (import.meta.env.MODE === 'demo') return;
  try {
    w[EARLY_KEY] = startEarlyReads(w.__shopRoute?.path, window.location, (input, init) => fetch(input, init));
  } catch {
    // Anything unexpected (no cookies, an old browser): the app makes its calls itself.
  }
}
