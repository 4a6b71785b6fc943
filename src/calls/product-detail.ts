import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { getRead } from '@/api/read-request';
import type { components } from '@/api/schema';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';
import { readUserData } from '@/lib/session';

export const PRODUCT_DETAIL = '/api/product/detail';
export type ProductDetail = components['schemas']['ProductDetail'];

/** The productDetail read (also sent by index.html's early start, src/app/early-reads.ts). */
export const productDetailRead = (productId: number) => getRead(PRODUCT_DETAIL, { product_id: productId });

/**
 * A phone's detail (productDetail). Keyed by the viewer too: is_favorite and can_add_to_shop_cart
 * are the viewer's, so a login or logout must not show another viewer's answer from the cache.
 */
export const productDetailQuery = (productId: number, userId: number | undefined = readUserData()?.userId) =>
  queryOptions({
    queryKey: callKey(PRODUCT_DETAIL, { product_id: productId, user_id: userId }),
    queryFn: async ({ signal }) =>
      (await ok(api.GET(PRODUCT_DETAIL, { params: { query: productDetailRead(productId).params }, signal })))
        .data,
  });

export const useProductDetail = (
  productId: number,
  { userId = readUserData()?.userId, enabled = true }: { userId?: number; enabled?: boolean } = {},
) => useQuery({ ...productDetailQuery(productId, userId), enabled });
