import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';

/** The product categories of the home nav bar (after 推荐). */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['get', '/api/product/get_index_product_cate', {}],
    queryFn: ({ signal }) => ok(api.GET('/api/product/get_index_product_cate', { signal })),
    staleTime: 10 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQuery());
