import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { TAXONOMY_STALE_MS } from '@/domain/catalogue';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

const PATH = '/api/product/new_get_product_cate_h5';

/** Category page sidebar and each category's brands (newGetProductCateH5). */
export const cateH5Query = () =>
  queryOptions({
    queryKey: callKey(PATH, {}),
    queryFn: ({ signal }) => ok(api.GET(PATH, { signal })),
    staleTime: TAXONOMY_STALE_MS,
  });

export const useCateH5 = () => useQuery(cateH5Query());
