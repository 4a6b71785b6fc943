import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mockServerForTests } from '@/test/mock-server';
import { filterDataQuery } from '@/calls/filter-data';
import { searchListQuery } from '@/calls/search-list';
import { indexCateQuery } from '@/calls/index-product-cate';
import { partsQuery } from '@/calls/pat-search-product-list';
import { categoryProductsQuery } from '@/calls/search-list';
import { homeQuery } from '@/calls/app-home-v3';
import { productDetailQuery } from '@/calls/product-detail';
import { serverInfoQuery } from '@/calls/server-info';
import { partsInfoQuery } from '@/calls/parts-info';
import { productCheckQuery } from '@/calls/product-check';
import { cartCountQuery } from '@/calls/get-shop-cart-list';
import { partBySkuQuery } from '@/calls/pat-detail';
import { loginDevUser } from '@/test/render-page';
import { clearUserData } from '@/lib/session';
import { filterDataParams, parseCommodityQuery } from '@/domain/commodity-query';
import { createQueryClient } from './query-client';
import { earlyStartPlan, FIRST_CALLS_WAIT_MS, startEarly } from './early-start';
import { loadedPage } from './routes';

const { server } = mockServerForTests();
afterEach(() => {
  vi.useRealTimers();
});

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://shop.test');
  return { pathname, search };
};

describe('earlyStartPlan', () => {
  it('should start the home page with its recommendations and categories, and no page code', () => {
    const plan = earlyStartPlan(at('/'), false);
    expect(plan.page).toBeUndefined();
    expect(plan.prefetches).toHaveLength(2);
  });

  it('should start a lazy page with its code', () => {
    expect(earlyStartPlan(at('/commodity?typeId=1'), false).page).toBe('/commodity');
    expect(earlyStartPlan(at('/Commodity/'), false).page).toBe('/commodity');
    expect(earlyStartPlan(at('/new-today'), false).page).toBe('/new-today');
    expect(earlyStartPlan(at('/user/guarantee'), false)).toEqual({ page: '/user/guarantee', prefetches: [] });
  });

  it("should load the login page's code, and call nothing, for an auth route without login", () => {
    expect(earlyStartPlan(at('/user/coupon'), false)).toEqual({ page: '/login', prefetches: [] });
    expect(earlyStartPlan(at('/user/coupon'), true)).toEqual({ page: '/user/coupon', prefetches: [] });
  });

  it('should call nothing while a union login is pending, since it changes the session', () => {
    expect(earlyStartPlan(at('/commodity?token=abc'), false)).toEqual({ page: '/commodity', prefetches: [] });
    expect(earlyStartPlan(at('/?token=abc'), false).prefetches).toEqual([]);
  });

  it('should start nothing for a path the router sends home', () => {
    expect(earlyStartPlan(at('/no-such-page'), false)).toEqual({ page: undefined, prefetches: [] });
  });
});

describe('startEarly', () => {
  it("should fill the cache with the home page's first calls and resolve once they answered", async () => {
    const client = createQueryClient();
    await startEarly(client, at('/'), false);
    expect(client.getQueryData(homeQuery().queryKey)?.pages[0].data.recommend_list.length).toBeGreaterThan(0);
    expect(client.getQueryData(indexCateQuery().queryKey)?.data.length).toBeGreaterThan(0);
  });

  it("should fill the cache with a category tab's products, and the parts tab's parts", async () => {
    const phones = createQueryClient();
    await startEarly(phones, at('/?tab=1'), false);
    expect(phones.getQueryData(categoryProductsQuery(1).queryKey)?.pages).toHaveLength(1);
    const parts = createQueryClient();
    await startEarly(parts, at('/?tab=888'), false);
    expect(parts.getQueryData(partsQuery().queryKey)?.data.porduct_list.length).toBeGreaterThan(0);
  });

  it("should load /commodity's code and its list for the URL's filters, with the groups the chips name", async () => {
    const url = '/commodity?typeId=1&brandId=1&price=1000-2000';
    const client = createQueryClient();
    await startEarly(client, at(url), false);
    const query = parseCommodityQuery(at(url).search);
    expect(loadedPage('/commodity')).toBeDefined();
    expect(client.getQueryData(searchListQuery(query).queryKey)?.pages).toHaveLength(1);
    expect(client.getQueryData(filterDataQuery(filterDataParams(query)).queryKey)).toBeDefined();
  });

  it("should fill the cache with everything a phone's first screen shows, so it renders once", async () => {
    const client = createQueryClient();
    await startEarly(client, at('/commodityDetail/10001'), false);
    expect(loadedPage('/commodityDetail/:productId')).toBeDefined();
    expect(client.getQueryData(productDetailQuery(10001).queryKey)?.product_id).toBe(10001);
    expect(client.getQueryData(serverInfoQuery(10001).queryKey)).toEqual(expect.any(Array));
    expect(client.getQueryData(partsInfoQuery(10001).queryKey)).toEqual(expect.any(Array));
    expect(client.getQueryData(productCheckQuery(10001).queryKey)).toBeDefined();
    expect(client.getQueryData(cartCountQuery(undefined).queryKey)).toEqual(expect.any(Number));
  });

  it('should start the first call at once and each other call in a task of its own', async () => {
    const client = createQueryClient();
    const loading = startEarly(client, at('/'), false);
    // In the task of the start: the recommendations only (the calls together made one long task).
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual([homeQuery().queryKey]);
    await loading;
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual([homeQuery().queryKey, indexCateQuery().queryKey]);
  });

  it("should fill the cache with every line of a buy-now confirm page, the phone's parts and parts alone", async () => {
    loginDevUser();
    try {
      const withParts = createQueryClient();
      await startEarly(
        withParts,
        at('/user/order/confirm?shouji_str=10001:1&peijian_str=21001:1&from_where=1'),
        true,
      );
      expect(withParts.getQueryData(productDetailQuery(10001).queryKey)?.product_id).toBe(10001);
      expect(withParts.getQueryData(serverInfoQuery(10001).queryKey)).toEqual(expect.any(Array));
      expect(withParts.getQueryData(partsInfoQuery(10001).queryKey)).toEqual(expect.any(Array));

      const partsAlone = createQueryClient();
      await startEarly(partsAlone, at('/user/order/confirm?peijian_str=21001:1&from_where=1'), true);
      expect(partsAlone.getQueryData(partBySkuQuery(21001).queryKey)).toBeDefined();
    } finally {
      clearUserData();
    }
  });

  it('should leave the groups to the page when no chip needs them', async () => {
    const client = createQueryClient();
    await startEarly(client, at('/commodity?typeId=1'), false);
    const query = parseCommodityQuery('typeId=1');
    expect(client.getQueryData(filterDataQuery(filterDataParams(query)).queryKey)).toBeUndefined();
  });

  it('should resolve after the wait cap when a call hangs, leaving it running for the page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    server.use(http.get('*/api/home/app_home_v3', () => new Promise<Response>(() => undefined)));
    const client = createQueryClient();
    let done = false;
    const started = startEarly(client, at('/'), false).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(FIRST_CALLS_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(client.getQueryState(homeQuery().queryKey)?.fetchStatus).toBe('fetching');
  });

  it('should resolve when a call fails, leaving the error to the page', async () => {
    server.use(http.get('*/api/home/app_home_v3', () => HttpResponse.error()));
    const client = createQueryClient();
    await startEarly(client, at('/'), false);
    expect(client.getQueryData(homeQuery().queryKey)).toBeUndefined();
  });
});
