import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

export const PARTS_INFO = '/api/account/parts/parts_info';

/** The parts recommended with a phone (partsInfo); the client adds the token when logged in. */
export const partsInfoQuery = (productId: number) =>
  queryOptions({
    queryKey: callKey(PARTS_INFO, { product_id: productId }),
    queryFn: async ({ signal }) =>
      (await ok(api.GET(PARTS_INFO, { params: { query: { product_id: productId } }, signal }))).data,
    staleTime: 5 * 60_000,
  });

export const usePartsInfo = (productId: number, enabled = true) =>
  useQuery({ ...partsInfoQuery(productId), enabled });
