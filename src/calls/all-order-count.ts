import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

/**
 * Order-status badge counts of the personal centre (allOrderCount; login required, the client
 * adds the token). The user id is in the key so one user's counts never show for the next one.
 */
export const allOrderCountQuery = (userId: number) =>
  queryOptions({
    queryKey: callKey('/api/account/order/all_order_count', { user_id: userId }),
    queryFn: ({ signal }) => ok(api.GET('/api/account/order/all_order_count', { signal })),
  });

export const useAllOrderCount = (userId: number | undefined) =>
  useQuery({ ...allOrderCountQuery(userId ?? 0), enabled: userId !== undefined });
