import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

export const KEYPROP_DETAIL = '/api/product/keyprop_detail';

/** The full parameter groups of a phone (keypropDetail), for the parameter pop-up. */
export const keypropDetailQuery = (productId: number) =>
  queryOptions({
    queryKey: callKey(KEYPROP_DETAIL, { product_id: productId }),
    queryFn: async ({ signal }) =>
      (await ok(api.GET(KEYPROP_DETAIL, { params: { query: { product_id: productId } }, signal }))).data,
    staleTime: 5 * 60_000,
  });

/** Fetched when the pop-up first opens (`enabled`), not with the page. */
export const useKeypropDetail = (productId: number, enabled: boolean) =>
  useQuery({ ...keypropDetailQuery(productId), enabled });
