import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { getRead } from '@/api/read-request';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

export const PRODUCT_CHECK = '/api/product/product_check';

/** The productCheck read (also sent by index.html's early start). */
export const productCheckRead = (productId: number) => getRead(PRODUCT_CHECK, { product_id: productId });

/** A phone's inspection report (productCheck): engineer, conclusion and every checked item. */
export const productCheckQuery = (productId: number) =>
  queryOptions({
    queryKey: callKey(PRODUCT_CHECK, { product_id: productId }),
    queryFn: async ({ signal }) =>
      (await ok(api.GET(PRODUCT_CHECK, { params: { query: productCheckRead(productId).params }, signal })))
        .data,
    staleTime: 5 * 60_000,
  });

export const useProductCheck = (productId: number) => useQuery(productCheckQuery(productId));
