import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

export const GET_SHOP_CART_LIST = '/api/shopcart/get_shop_cart_list';
/** SPEC 9: cart page size 10. */
export const CART_PAGE_SIZE = 10;
/** How many lines the cart link counts at most (a badge shows "50+" beyond). */
export const CART_COUNT_LIMIT = 50;

const fetchPage = async (page: number, limit: number, signal: AbortSignal) =>
  (await ok(api.GET(GET_SHOP_CART_LIST, { params: { query: { page, limit } }, signal }))).data;

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
