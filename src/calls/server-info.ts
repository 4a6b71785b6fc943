import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

export const SERVER_INFO = '/api/product/server_info';

/** The services a phone can be bought with (serverInfo), for the service panel and labels. */
export const serverInfoQuery = (productId: number) =>
  queryOptions({
    queryKey: callKey(SERVER_INFO, { product_id: productId }),
    queryFn: async ({ signal }) =>
      (await ok(api.GET(SERVER_INFO, { params: { query: { product_id: productId } }, signal }))).data,
    staleTime: 5 * 60_000,
  });

export const useServerInfo = (productId: number, enabled = true) =>
  useQuery({ ...serverInfoQuery(productId), enabled });
