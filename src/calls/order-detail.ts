import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import type { components } from '@/api/schema';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

export type OrderDetail = components['schemas']['OrderDetail'];
const PATH = '/api/account/order/order_detail';

/** One order of the user's (orderDetail); `type` is the route's query, passed through. */
export const orderDetailQuery = (orderNo: string, type?: 1 | 2) =>
  queryOptions({
    queryKey: callKey(PATH, { order_no: orderNo, type }),
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET(PATH, { params: { query: { order_no: orderNo, ...(type ? { type } : {}) } }, signal }),
        )
      ).data,
  });

export const useOrderDetail = (orderNo: string, type?: 1 | 2) => useQuery(orderDetailQuery(orderNo, type));
