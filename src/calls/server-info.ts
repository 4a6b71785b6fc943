import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

const PATH = '/api/product/server_info';

/** The services a phone can be bought with (serverInfo). */
export const serverInfoQuery = (productId: number) =>
  queryOptions({
    queryKey: callKey(PATH, { product_id: productId }),
    queryFn: async ({ signal }) =>
      (await ok(api.GET(PATH, { params: { query: { product_id: productId } }, signal }))).data,
  });

export const useServerInfo = (productId: number, enabled = true) =>
  useQuery({ ...serverInfoQuery(productId), enabled });
