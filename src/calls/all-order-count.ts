import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { getRead } from '@/api/read-request';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

const ALL_ORDER_COUNT = '/api/account/order/all_order_count';

/** The allOrderCount read (also sent by index.html's early start). */
export const allOrderCountRead = () => getRead(ALL_ORDER_COUNT, {});

/**
 * Order-status badge counts of the personal centre (allOrderCount; login required, the client
 * adds the token). The user id is in the key so one user's counts never show for the next one.
 */
export const allOrderCountQuery = (userId: number) =>
  queryOptions({
    queryKey: callKey(ALL_ORDER_COUNT, { user_id: userId }),
    queryFn: ({ signal }) =>
      ok(api.GET(ALL_ORDER_COUNT, { params: { query: allOrderCountRead().params }, signal })),
  });

export const useAllOrderCount = (userId: number | undefined) =>
  useQuery({ ...allOrderCountQuery(userId ?? 0), enabled: userId !== undefined });
