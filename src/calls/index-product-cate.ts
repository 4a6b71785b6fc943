import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { TAXONOMY_STALE_MS } from '@/domain/catalogue';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

const PATH = '/api/product/get_index_product_cate';

/** The product categories (indexProductCate): the home nav bar after 推荐, and the tabs of /product. */
export const indexCateQuery = () =>
  queryOptions({
    queryKey: callKey(PATH, {}),
    queryFn: ({ signal }) => ok(api.GET(PATH, { signal })),
    staleTime: TAXONOMY_STALE_MS,
  });

export const useIndexCate = () => useQuery(indexCateQuery());
