import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { getRead } from '@/api/read-request';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

export const SERVER_INFO = '/api/product/server_info';

/** The serverInfo read (also sent by index.html's early start). */
export const serverInfoRead = (productId: number) => getRead(SERVER_INFO, { product_id: productId });

/** The services a phone can be bought with (serverInfo), for the service panel and labels. */
export const serverInfoQuery = (productId: number) =>
  queryOptions({
    queryKey: callKey(SERVER_INFO, { product_id: productId }),
    queryFn: async ({ signal }) =>
      (await ok(api.GET(SERVER_INFO, { params: { query: serverInfoRead(productId).params }, signal }))).data,
    staleTime: 5 * 60_000,
  });

export const useServerInfo = (productId: number, enabled = true) =>
  useQuery({ ...serverInfoQuery(productId), enabled });
