import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

export const GET_GIFT = '/api/gift/get_gift';

/** The new-user gift (getGift); user_id comes from the session (a visitor sees it unclaimed). */
export const giftQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: callKey(GET_GIFT, { user_id: userId }),
    queryFn: async ({ signal }) => (await ok(api.GET(GET_GIFT, { signal }))).data,
  });

export const useGift = (userId: number | undefined) => useQuery(giftQuery(userId));
