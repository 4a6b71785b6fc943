import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { getRead } from '@/api/read-request';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

export const GET_SHOP_CART_LIST = '/api/shopcart/get_shop_cart_list';
/** docs/product/limits.md: cart page size 10. */
export const CART_PAGE_SIZE = 10;
/** How many lines the cart link counts at most (a badge shows "50+" beyond); the contract's largest limit. */
export const CART_COUNT_LIMIT = 50;

/** One page of the cart (getShopCartList; also sent by index.html's early start). */
export const cartPageRead = (page: number, limit: number) => getRead(GET_SHOP_CART_LIST, { page, limit });

const fetchPage = async (page: number, limit: number, signal?: AbortSignal) =>
  (await ok(api.GET(GET_SHOP_CART_LIST, { params: { query: cartPageRead(page, limit).params }, signal })))
    .data;

/**
 * The cart (getShopCartList), page by page. The client sends user_id for a user and driver_id
 * always, so a guest's cart is the device's; keyed by the viewer so login shows the user's lines.
 * A page with fewer lines than the page size is the last one.
 */
export const shopCartListQuery = (userId: number | undefined) =>
  infiniteQueryOptions({
    queryKey: callKey(GET_SHOP_CART_LIST, { user_id: userId, limit: CART_PAGE_SIZE }),
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, CART_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastParam) =>
      last.active.length + last.disactive.length < CART_PAGE_SIZE ? undefined : lastParam + 1,
  });

export const useShopCartList = (userId: number | undefined) => useInfiniteQuery(shopCartListQuery(userId));

/** The number of lines in the cart (up to CART_COUNT_LIMIT), for the cart link's badge. */
export const cartCountQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: callKey(GET_SHOP_CART_LIST, { user_id: userId, limit: CART_COUNT_LIMIT }),
    queryFn: async ({ signal }) => {
      const data = await fetchPage(1, CART_COUNT_LIMIT, signal);
      return data.active.length + data.disactive.length;
    },
  });

export const useCartCount = (userId: number | undefined) => useQuery(cartCountQuery(userId));

/**
 * The first lines of the cart in one call (the order confirm page reads the lines it orders from
 * it). `owner` (the user id, or 0 for a visitor) keeps one shopper's cart from showing for the next.
 */
export const cartLinesQuery = (owner: number, limit = CART_COUNT_LIMIT) =>
  queryOptions({
    queryKey: callKey(GET_SHOP_CART_LIST, { owner, page: 1, limit }),
    queryFn: ({ signal }) => fetchPage(1, limit, signal),
  });

export const useCartLines = (owner: number, enabled = true) =>
  useQuery({ ...cartLinesQuery(owner), enabled });

/** The most pages a full read of the cart takes (50 lines each: far beyond any real cart). */
const MAX_PAGES = 50;

/**
 * Every sold (disactive) line's value, read page by page with the largest page the contract
 * allows: the screen's lists hold only the pages scrolled to so far, and clearing sold lines
 * must reach the ones not loaded yet. Available lines come first, so sold ones may start late.
 */
export async function fetchAllSoldValues(signal?: AbortSignal): Promise<number[]> {
  const values: number[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const data = await fetchPage(page, CART_COUNT_LIMIT, signal);
    values.push(...data.disactive.map((item) => item.shopcart_value));
    if (data.active.length + data.disactive.length < CART_COUNT_LIMIT) break;
  }
  return values;
}
