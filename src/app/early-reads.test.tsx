import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { sessionValues } from '@/api/client';
import { sentRequest } from '@/api/read-request';
import { productDetailQuery, productDetailRead } from '@/calls/product-detail';
import { apiOptions } from '@/lib/api-options';
import { COLUMN_WIDE, srcSetFor } from '@/lib/image-src';
import { closeEarlyReads, EARLY_KEY, type EarlyResponse } from '@/lib/early-responses';
import { clearUserData } from '@/lib/session';
import { mockServerForTests } from '@/test/mock-server';
import { loginDevUser, renderPage } from '@/test/render-page';
import { createQueryClient } from './query-client';
import { bannerPicture, boot, EARLY_READS, galleryPicture, startEarlyReads } from './early-reads';
import { ROUTES, type RoutePattern } from './route-data';
import { loadPage } from './routes';

// Each early read must be a request the page makes on its first screen, or its answer waits
// unused. The pages render here on the mock (MSW, the same handlers as `npm start`), as the router
// renders them, and every request they send is recorded.
const { server } = mockServerForTests();

const ORIGIN = 'http://localhost:3000';

/** A request as "METHOD url body". */
const keyOf = (method: string, url: string, body?: string) => `${method} ${url} ${body ?? ''}`;

/** What index.html's early reads send at `url` (the head script matched `pattern`). */
function early(url: string, pattern: string): string[] {
  const sent: string[] = [];
  const { href, pathname, search } = new URL(url, ORIGIN);
  startEarlyReads(pattern.toLowerCase(), { href, origin: ORIGIN, pathname, search }, (input, init) => {
    sent.push(keyOf(init?.method ?? 'GET', String(input), init?.body as string | undefined));
    return Promise.resolve(new Response('{}'));
  });
  return sent;
}

/** Renders the page of `pattern` at `url` and resolves once it has asked for every one of `reads`. */
async function pageAsksFor(url: string, pattern: RoutePattern, reads: string[]) {
  const asked = new Set<string>();
  server.events.on('request:start', async ({ request }) => {
    const body = request.method === 'POST' ? await request.clone().text() : undefined;
    asked.add(keyOf(request.method, request.url, body));
  });
  // The home page is part of the first load, not a lazy page of the table.
  const Page =
    pattern === '/'
      ? (await import('@/features/home/home-page')).HomePage
      : (await loadPage(pattern)).default;
  renderPage(<Page />, { url, path: pattern });
  await waitFor(() => expect(reads.filter((r) => !asked.has(r))).toEqual([]), { timeout: 12_000 });
}

const PAGES: [string, RoutePattern][] = [
  ['/', '/'],
  ['/commodityDetail/10001', '/commodityDetail/:productId'],
  ['/shop-cart', '/shop-cart'],
  ['/user/order', '/user/order'],
  ['/user/order?state=0', '/user/order'],
  ['/user/order/confirm?shouji_str=10001:1&peijian_str=21001:1&from_where=1', '/user/order/confirm'],
  ['/user/order/confirm?shouji_str=10001:1&from_where=1', '/user/order/confirm'],
];

describe('early reads', () => {
  afterEach(() => {
    server.events.removeAllListeners();
    clearUserData();
  });

  it('should be keyed by routes of the table', () => {
    const patterns = new Set<string>(ROUTES.map((r) => r.path));
    for (const pattern of Object.keys(EARLY_READS)) expect(patterns.has(pattern), pattern).toBe(true);
  });

  it.each(PAGES)(
    'should be requests the page at %s makes on its first screen, logged in',
    async (url, pattern) => {
      loginDevUser();
      const reads = early(url, pattern);
      expect(reads.length).toBeGreaterThan(0);
      expect(reads.every((r) => r.includes('p=h5'))).toBe(true);
      await pageAsksFor(url, pattern, reads);
    },
    15_000,
  );

  it("should be the product detail's reads for a visitor too, and nothing that needs login", async () => {
    const reads = early('/commodityDetail/10001', '/commodityDetail/:productId');
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.some((r) => r.includes('token='))).toBe(false);
    await pageAsksFor('/commodityDetail/10001', '/commodityDetail/:productId', reads);
    expect(early('/user/order', '/user/order')).toEqual([]);
  }, 15_000);

  it("should hold the detail's inspection report, which its first render asks for", () => {
    const reads = early('/commodityDetail/10001', '/commodityDetail/:productId');
    expect(reads.some((r) => r.includes('/api/product/product_check?'))).toBe(true);
  });

  it('should send nothing for a route without early reads, a bad id or a pending union login', () => {
    loginDevUser();
    expect(early('/user/coupon', '/user/coupon')).toEqual([]);
    expect(early('/?tab=1', '/')).toEqual([]);
    expect(early('/commodityDetail/abc', '/commodityDetail/:productId')).toEqual([]);
    expect(early('/shop-cart?token=abc', '/shop-cart')).toEqual([]);
    expect(early('/shop-cart', '/nowhere')).toEqual([]);
  });
});

describe('the early start in its own task', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_KEY];
    delete (window as unknown as Record<string, unknown>).__shopRoute;
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it('should send the reads when it runs before the app, and nothing once the app has started', () => {
    window.history.replaceState(null, '', '/commodityDetail/10001');
    (window as unknown as Record<string, unknown>).__shopRoute = { path: '/commoditydetail/:productid' };
    const network = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    boot();
    expect(network).toHaveBeenCalled();
    expect((window as unknown as Record<string, unknown[]>)[EARLY_KEY]).toHaveLength(
      network.mock.calls.length,
    );

    network.mockClear();
    delete (window as unknown as Record<string, unknown>)[EARLY_KEY];
    closeEarlyReads();
    boot();
    expect(network).not.toHaveBeenCalled();
    expect((window as unknown as Record<string, unknown[]>)[EARLY_KEY]).toEqual([]);
  });
});

describe('the app with an early read', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_KEY];
    vi.restoreAllMocks();
  });

  it('should render from the early answer without asking the network again', async () => {
    const network = vi.spyOn(globalThis, 'fetch');
    const values = sessionValues(apiOptions);
    const { url } = sentRequest(productDetailRead(10001), values, apiOptions.baseUrl, location.origin);
    const answer = { code: 1, msg: '', data: { product_id: 10001, product_name: '早到的' } };
    const early: EarlyResponse = {
      method: 'GET',
      url,
      page: location.href,
      at: Date.now(),
      response: Promise.resolve(new Response(JSON.stringify(answer))),
    };
    (window as unknown as Record<string, EarlyResponse[]>)[EARLY_KEY] = [early];
    const data = await createQueryClient().fetchQuery(productDetailQuery(10001));
    expect(data).toMatchObject({ product_name: '早到的' });
    expect(network).not.toHaveBeenCalled();
  });
});

describe("the detail page's largest picture", () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="preload"][as="image"]').forEach((l) => l.remove());
  });

  const detail = (data: unknown) => ({ code: 1, msg: '', data });

  it("should be the gallery's first picture, else the main picture, only from a success", () => {
    const banners = [{ url: '/mock-assets/phones/a.jpg' }, { url: '/mock-assets/phones/b.jpg' }];
    expect(galleryPicture(detail({ banner_imgs: banners, main_pic: '/m.jpg' }))).toBe(
      '/mock-assets/phones/a.jpg',
    );
    expect(galleryPicture(detail({ banner_imgs: [], main_pic: '/m.jpg' }))).toBe('/m.jpg');
    expect(galleryPicture(detail({ banner_imgs: [{}] }))).toBeUndefined();
    expect(galleryPicture({ code: 0, msg: '商品不存在', data: { main_pic: '/m.jpg' } })).toBeUndefined();
    expect(galleryPicture('<html>')).toBeUndefined();
  });

  it("should be the home's first banner", () => {
    const bannerList = [
      { banner_url: '/mock-assets/banners/1.jpg' },
      { banner_url: '/mock-assets/banners/2.jpg' },
    ];
    expect(bannerPicture(detail({ bannerList }))).toBe('/mock-assets/banners/1.jpg');
    expect(bannerPicture(detail({ bannerList: [] }))).toBeUndefined();
    expect(bannerPicture({ code: 0, msg: '', data: { bannerList } })).toBeUndefined();
  });

  it('should be asked for as the gallery asks, once the detail answers', async () => {
    const { href, pathname, search } = new URL('/commodityDetail/10001', ORIGIN);
    const answer = detail({ banner_imgs: [{ url: '/mock-assets/phones/iphone-13.jpg' }] });
    startEarlyReads('/commoditydetail/:productid', { href, origin: ORIGIN, pathname, search }, () =>
      Promise.resolve(new Response(JSON.stringify(answer))),
    );
    await waitFor(() => expect(document.head.querySelector('link[as="image"]')).not.toBeNull());
    const link = document.head.querySelector<HTMLLinkElement>('link[as="image"]')!;
    expect(link.getAttribute('rel')).toBe('preload');
    expect(link.getAttribute('fetchpriority')).toBe('high');
    expect(link.getAttribute('imagesizes')).toBe(COLUMN_WIDE.sizes);
    expect(link.getAttribute('imagesrcset')).toBe(srcSetFor('/mock-assets/phones/iphone-13.jpg', 320, 640));
    expect(link.getAttribute('imagesrcset')).toContain('/mock-assets/phones/iphone-13.jpg?');
  });
});
