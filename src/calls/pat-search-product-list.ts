import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

export const PAT_SEARCH_PRODUCT_LIST = '/api/pat/search_product_list';

/** The parts mall (patSearchProductList): category tabs and every part, with the listing's sk. */
export const patSearchProductListQuery = () =>
  queryOptions({
    queryKey: callKey(PAT_SEARCH_PRODUCT_LIST, {}),
    queryFn: async ({ signal }) => {
      const body = await ok(api.GET(PAT_SEARCH_PRODUCT_LIST, { signal }));
      return { sk: body.sk, ...body.data };
    },
  });

export const usePatSearchProductList = () => useQuery(patSearchProductListQuery());
