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

/**
 * The part a sku belongs to (patDetail by sku_id): the confirm page of a part bought alone has only
 * peijian_str's sku id, and reads the line's picture, name, spec and price from here.
 */
export const partBySkuQuery = (skuId: number) =>
  queryOptions({
    queryKey: callKey(PAT_DETAIL, { sku_id: skuId }),
    queryFn: async ({ signal }) =>
      (await ok(api.GET(PAT_DETAIL, { params: { query: { sku_id: skuId } }, signal }))).data,
  });

export const usePartBySku = (skuId: number, enabled = true) =>
  useQuery({ ...partBySkuQuery(skuId), enabled });
