import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import type { components } from '@/api/schema';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

export type Coupon = components['schemas']['Coupon'];

export const CANUSE_BONUS_LIST = '/api/account/coupons/canuse_bonus_list';

/** Usable coupons (canuseBonusList); with a product id only those that apply to it (order confirm). */
export const usableCouponsQuery = (productId?: number) =>
  queryOptions({
    queryKey: callKey(CANUSE_BONUS_LIST, { product_id: productId }),
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET(CANUSE_BONUS_LIST, {
            params: { query: productId === undefined ? {} : { product_id: productId } },
            signal,
          }),
        )
      ).data,
  });

export const useUsableCoupons = (productId?: number) => useQuery(usableCouponsQuery(productId));
