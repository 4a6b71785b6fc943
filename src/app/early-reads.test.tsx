import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionValues } from '@/api/client';
import { sentRequest } from '@/api/read-request';
import { productDetailQuery, productDetailRead } from '@/calls/product-detail';
import { apiOptions } from '@/lib/api-options';
import { EARLY_KEY, type EarlyResponse } from '@/lib/early-responses';
import { createQueryClient } from './query-client';
import { EARLY_READS, startEarlyReads } from './early-reads';
import { prepareRoute, ROUTES } from './routes';

interface Sent {
  method: string;
  url: string;
  body?: string;
}

const ORIGIN = 'http://shop.test';
const USER = { userId: 10001, mobile: '13800138000', token: 'tok123' };

function setSession(loggedIn: boolean) {
  document.cookie = 'deviceId=0123456789abcdef0123456789abcdef; path=/';
  document.cookie = loggedIn
    ? `userData=${encodeURIComponent(JSON.stringify(USER))}; path=/`
    : 'userData=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

/** What index.html's early reads send at `url` (the head script matched `pattern`). */
function early(url: string, pattern: string): Sent[] {
  const sent: Sent[] = [];
  const { href, pathname, search } = new URL(url, ORIGIN);
  startEarlyReads(pattern.toLowerCase(), { href, origin: ORIGIN, pathname, search }, (input, init) => {
    sent.push({ method: init?.method ?? 'GET', url: String(input), body: init?.body as string | undefined });
    return Promise.resolve(new Response('{}'));
  });
  return sent;
}

/** What the app's first calls for `url` (the route table's, through the app's client) send. */
async function app(url: string): Promise<Sent[]> {
  const sent: Sent[] = [];
  const real = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    sent.push({
      method: request.method,
      url: request.url,
      body: request.method === 'POST' ? await request.text() : undefined,
    });
    return new Response(JSON.stringify({ code: 0, msg: 'test', data: null }));
  };
  try {
    await prepareRoute(createQueryClient(), url);
  } finally {
    globalThis.fetch = real;
  }
  return sent;
}

const byUrl = (a: Sent, b: Sent) => (a.url + a.body < b.url + b.body ? -1 : 1);

const PAGES: [string, string][] = [
  ['/commodityDetail/10001', '/commodityDetail/:productId'],
  ['/shop-cart', '/shop-cart'],
  ['/user/order', '/user/order'],
  ['/user/order?state=0', '/user/order'],
  ['/user/order/confirm?shouji_str=10001:1&peijian_str=21001:1&from_where=1', '/user/order/confirm'],
  ['/user/order/confirm?shouji_str=10001:1&from_where=1', '/user/order/confirm'],
  ['/user/order/confirm?shouji_str=10001:1&peijian_str=5:1&from_where=2', '/user/order/confirm'],
];

describe('early reads', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => setSession(false));

  it('should be keyed by routes of the table', () => {
    const patterns = new Set<string>(ROUTES.map((r) => r.path));
    for (const pattern of Object.keys(EARLY_READS)) expect(patterns.has(pattern), pattern).toBe(true);
  });

  it.each(PAGES)(
    "should send at %s exactly the requests of the page's first calls, logged in",
    async (url, pattern) => {
      setSession(true);
      window.history.replaceState(null, '', url);
      const sent = early(url, pattern);
      expect(sent.length).toBeGreaterThan(0);
      expect([...sent].sort(byUrl)).toEqual([...(await app(url))].sort(byUrl));
      expect(sent.every((s) => s.url.includes('p=h5') || s.body?.includes('p=h5'))).toBe(true);
    },
  );

  it('should send the same as the app for a visitor, and no read that needs login', async () => {
    setSession(false);
    const sent = early('/commodityDetail/10001', '/commodityDetail/:productId');
    expect([...sent].sort(byUrl)).toEqual([...(await app('/commodityDetail/10001'))].sort(byUrl));
    expect(early('/user/order', '/user/order')).toEqual([]);
  });

  it('should send nothing for a route without early reads, a bad id or a pending union login', () => {
    setSession(true);
    expect(early('/user/coupon', '/user/coupon')).toEqual([]);
    expect(early('/commodityDetail/abc', '/commodityDetail/:productId')).toEqual([]);
    expect(early('/shop-cart?token=abc', '/shop-cart')).toEqual([]);
    expect(early('/shop-cart', '/nowhere')).toEqual([]);
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
