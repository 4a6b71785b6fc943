import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { getRead } from '@/api/read-request';
import type { components } from '@/api/schema';
import { isBizError } from '@/api/errors';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

export type OrderListItem = components['schemas']['OrderListItem'];
/** The list's tabs (route query `state`): all, 0 awaiting payment, 1 to ship, 2 to receive, 4 reviewable. */
export type OrderTab = 'all' | 0 | 1 | 2 | 4;

export const ORDER_LIST = '/api/account/order/list';
const PAGE_SIZE = 10;

/** One page of a tab of the user's orders (orderList; also sent by index.html's early start). */
export const orderListRead = (state: OrderTab, page: number) =>
  getRead(ORDER_LIST, state === 'all' ? { page } : { page, state });

/** One tab of the user's orders, page by page; code -404 is the end (or no orders at all). */
export const orderListQuery = (state: OrderTab) =>
  infiniteQueryOptions({
    queryKey: callKey(ORDER_LIST, { state }),
    queryFn: async ({ pageParam, signal }): Promise<OrderListItem[]> => {
      try {
        return (
          await ok(api.GET(ORDER_LIST, { params: { query: orderListRead(state, pageParam).params }, signal }))
        ).data;
      } catch (err) {
        // docs/product/states.md: -404 means no orders (page 1) or past the last page: an empty page, not a failure.
        if (isBizError(err, 'orderList') && err.code === -404) return [];
        throw err;
      }
    },
    initialPageParam: 1,
    // A short page is the last one; a full last page costs one more request, answered -404.
    getNextPageParam: (last, _all, param) => (last.length < PAGE_SIZE ? undefined : param + 1),
  });

export const useOrderList = (state: OrderTab) => useInfiniteQuery(orderListQuery(state));

/**
 * After any change to an order: the lists, the detail, the badge counts, the pay-later freeze
 * information and the logistics all read it. `refetchType: 'none'` only marks them stale, for a
 * page about to leave: the next page reads what it shows when it mounts.
 */
export const invalidateOrders = (client: QueryClient, refetchType: 'active' | 'none' = 'active') =>
  Promise.all(
    [
      callKey(ORDER_LIST),
      callKey('/api/account/order/order_detail'),
      callKey('/api/account/order/all_order_count'),
      callKey('/api/account/order/thaw_enjoy_first_order_post'),
      callKey('/api/account/order/order_express_track'),
    ].map((queryKey) => client.invalidateQueries({ queryKey, refetchType })),
  );
