import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

const PATH = '/api/product/detail';

/** A phone's details (productDetail); user_id is added by the client from the session. */
export const productDetailQuery = (productId: number) =>
  queryOptions({
    queryKey: callKey(PATH, { product_id: productId }),
    queryFn: async ({ signal }) =>
      (await ok(api.GET(PATH, { params: { query: { product_id: productId } }, signal }))).data,
  });

export const useProductDetail = (productId: number, enabled = true) =>
  useQuery({ ...productDetailQuery(productId), enabled });
