import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

const PATH = '/api/account/parts/parts_info';

/** The parts recommended with a phone, by sku (partsInfo). */
export const partsInfoQuery = (productId: number) =>
  queryOptions({
    queryKey: callKey(PATH, { product_id: productId }),
    queryFn: async ({ signal }) =>
      (await ok(api.GET(PATH, { params: { query: { product_id: productId } }, signal }))).data,
  });

export const usePartsInfo = (productId: number, enabled = true) =>
  useQuery({ ...partsInfoQuery(productId), enabled });
