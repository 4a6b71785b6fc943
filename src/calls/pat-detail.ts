import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import type { components } from '@/api/schema';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

export const PAT_DETAIL = '/api/pat/detail';
export type PartDetail = components['schemas']['PartDetail'];

/** A part's detail (patDetail): specs, SKUs by option ids, details HTML; `type` is the route's. */
export const patDetailQuery = (productId: number, type: number | undefined) =>
  queryOptions({
    queryKey: callKey(PAT_DETAIL, { product_id: productId, type }),
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET(PAT_DETAIL, {
            params: { query: { product_id: productId, ...(type === undefined ? {} : { type }) } },
            signal,
          }),
        )
      ).data,
  });

export const usePatDetail = (productId: number, type: number | undefined) =>
  useQuery(patDetailQuery(productId, type));
