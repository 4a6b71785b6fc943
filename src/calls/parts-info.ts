import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { getRead } from '@/api/read-request';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

export const PARTS_INFO = '/api/account/parts/parts_info';

/** The partsInfo read (also sent by index.html's early start). */
export const partsInfoRead = (productId: number) => getRead(PARTS_INFO, { product_id: productId });

/** The parts recommended with a phone (partsInfo); the client adds the token when logged in. */
export const partsInfoQuery = (productId: number) =>
  queryOptions({
    queryKey: callKey(PARTS_INFO, { product_id: productId }),
    queryFn: async ({ signal }) =>
      (await ok(api.GET(PARTS_INFO, { params: { query: partsInfoRead(productId).params }, signal }))).data,
    staleTime: 5 * 60_000,
  });

export const usePartsInfo = (productId: number, enabled = true) =>
  useQuery({ ...partsInfoQuery(productId), enabled });
