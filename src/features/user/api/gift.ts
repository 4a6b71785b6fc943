import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FORM, ok } from '@/api/client';
import { api } from '@/lib/api';

const GIFT = '/api/gift/get_gift';

/** The new-user gift; user_id comes from the session (a visitor sees it unclaimed). */
export const giftQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: ['get', GIFT, { user_id: userId }],
    queryFn: async ({ signal }) => (await ok(api.GET(GIFT, { signal }))).data,
  });

export const useGift = (userId: number | undefined) => useQuery(giftQuery(userId));

/** Claims the gift; the caller reads BizError -2 as "already claimed". */
export function useClaimGift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (giftId: number) =>
      ok(api.POST('/api/account/coupons/get_gift_bonus', { body: { gift_id: giftId }, headers: FORM })),
    // The gift's coupons land in the usable list.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['get', '/api/account/coupons/canuse_bonus_list'] }),
        client.invalidateQueries({ queryKey: ['get', GIFT] }),
      ]),
  });
}
