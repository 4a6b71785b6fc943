import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

export const SHOP_CART_LIST = '/api/shopcart/get_shop_cart_list';

/**
 * One page of the cart (getShopCartList); user_id or driver_id come from the session. `owner` (the
 * user id, or 0 for a visitor) keeps one shopper's cart from showing for the next on this device.
 */
export const shopCartListQuery = (owner: number, page = 1, limit = 50) =>
  queryOptions({
    queryKey: callKey(SHOP_CART_LIST, { owner, page, limit }),
    queryFn: async ({ signal }) =>
      (await ok(api.GET(SHOP_CART_LIST, { params: { query: { page, limit } }, signal }))).data,
  });

export const useShopCartList = (owner: number, enabled = true) =>
  useQuery({ ...shopCartListQuery(owner), enabled });
