import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { FORM, ok } from '@/api/client';
import { api } from '@/lib/api';

export type Coupon = components['schemas']['Coupon'];

const LIST = '/api/account/coupons/canuse_bonus_list';

/** Usable coupons; with a product id only those that apply to it (order confirm). */
export const usableCouponsQuery = (productId?: number) =>
  queryOptions({
    queryKey: ['get', LIST, { product_id: productId }],
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET(LIST, {
            params: { query: productId === undefined ? {} : { product_id: productId } },
            signal,
          }),
        )
      ).data,
  });

export const useUsableCoupons = (productId?: number) => useQuery(usableCouponsQuery(productId));

export function useExchangeCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      ok(api.POST('/api/account/coupons/exchange_bonus', { body: { exchange_code: code }, headers: FORM })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['get', LIST] }),
  });
}
