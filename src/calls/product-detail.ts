import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';
import { viewerId } from '@/lib/session';

export const PRODUCT_DETAIL = '/api/product/detail';

/** One phone's detail (productDetail); keyed by the viewer, whose user_id decides is_favorite. */
export const productDetailQuery = (productId: number) =>
  queryOptions({
    queryKey: callKey(PRODUCT_DETAIL, { product_id: productId, viewer: viewerId() }),
    queryFn: async ({ signal }) =>
      (await ok(api.GET(PRODUCT_DETAIL, { params: { query: { product_id: productId } }, signal }))).data,
  });

export const useProductDetail = (productId: number, enabled = true) =>
  useQuery({ ...productDetailQuery(productId), enabled });
