import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { TAXONOMY_STALE_MS } from '@/domain/catalogue';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

const PATH = '/api/product/new_get_product_cate_v1';

/** The whole tree: category → brand → models, plus part categories (newGetProductCateV1). */
export const cateTreeQuery = () =>
  queryOptions({
    queryKey: callKey(PATH, {}),
    queryFn: ({ signal }) => ok(api.GET(PATH, { signal })),
    staleTime: TAXONOMY_STALE_MS,
  });

export const useCateTree = () => useQuery(cateTreeQuery());
