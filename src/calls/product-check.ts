import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

export const PRODUCT_CHECK = '/api/product/product_check';

/** A phone's inspection report (productCheck): engineer, conclusion and every checked item. */
export const productCheckQuery = (productId: number) =>
  queryOptions({
    queryKey: callKey(PRODUCT_CHECK, { product_id: productId }),
    queryFn: async ({ signal }) =>
      (await ok(api.GET(PRODUCT_CHECK, { params: { query: { product_id: productId } }, signal }))).data,
    staleTime: 5 * 60_000,
  });

export const useProductCheck = (productId: number) => useQuery(productCheckQuery(productId));
